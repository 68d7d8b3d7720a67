import type { BaseAnswer } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import { percentOf } from "./best-take.ts";

/**
 * Says, under a take that scored lower than an earlier one, that the earlier (best) take is the one kept.
 * @param props - the kept take, or null (renders nothing)
 * @returns the note
 */
export function BestTakeKept({ kept }: { kept: BaseAnswer | null }) {
  const { t } = useTranslation();
  if (!kept) return null;
  return (
    <p className="muted" role="status" data-testid="best-take-kept">
      {t("speak.best_kept", { points: Math.round(percentOf(kept)) })}
    </p>
  );
}
