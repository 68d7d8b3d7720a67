import type { AiMasteryLabel } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import { percent } from "../mastery.ts";

/**
 * A grammar point's mastery label as a coloured chip (the word always written, never colour alone), with
 * the estimated percent when given.
 * @param props - the label, the optional probability and test id
 * @returns the chip
 */
export function MasteryChip({ label, p, testId }: { label: AiMasteryLabel; p?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`aist-chip aist-label-${label}`} data-testid={testId} data-label={label}>
      {t(`aist.label.${label}`)}
      {p !== undefined && label !== "unlearned" && (
        <span className="aist-chip-p"> {t("aist.mastery_p", { n: percent(p) })}</span>
      )}
    </span>
  );
}
