import { assetUrl, isAnswerLocked } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useResourceContext } from "../shell/resource-context.ts";
import { useGuardedAction } from "../shell/use-debounced.ts";
import type { PlayerProps } from "../types.ts";

/**
 * Treatment-policy pages: image pages read in turn, ending with a 'finished reading' button.
 * @param props - the shell's player props
 * @returns the player
 */
export default function TreatmentPolicyPlayer({ item, previous, onSubmit }: PlayerProps<"treatment-policy">) {
  const { t } = useTranslation();
  const { resource, assetBase } = useResourceContext();
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState(false);
  const count = item.pages.length;
  const src = item.pages[page] ?? item.pages[0] ?? "";
  const go = useGuardedAction((delta: number) => setPage((p) => Math.max(0, Math.min(count - 1, p + delta))));
  const finish = async () => {
    setBusy(true);
    try {
      await onSubmit({ question_id: item.question_id, answer_result: "read" });
    } catch {
      // the request layer has shown why; the button is enabled again
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="pl-item pl-pages" data-testid="player-treatment-policy">
      {item.screen_title && <h2>{item.screen_title}</h2>}
      <img
        src={assetUrl(assetBase, src, resource.res_version)}
        alt={t("player.page_n", { n: page + 1, count })}
      />
      <div className="pl-pager">
        <Button variant="secondary" onClick={() => go(-1)} disabled={page === 0}>
          {t("player.prev_page")}
        </Button>
        <span aria-live="polite">{t("player.page_n", { n: page + 1, count })}</span>
        {page < count - 1 ? (
          <Button variant="secondary" onClick={() => go(1)} data-testid="next-page">
            {t("player.next_page")}
          </Button>
        ) : (
          <Button
            onClick={() => void finish()}
            busy={busy}
            disabled={isAnswerLocked(previous)}
            data-testid="finished-reading"
          >
            {t("player.finished_reading")}
          </Button>
        )}
      </div>
    </section>
  );
}
