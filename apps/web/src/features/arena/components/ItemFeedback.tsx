import { useTranslation } from "react-i18next";
import type { ArenaItemState } from "../session/types.ts";

/**
 * My answer's result at once, the opponent's when it arrives, the correct option when the item closes;
 * announced politely as they change.
 * @param props - the item
 * @returns the live region
 */
export function ItemFeedback({ item }: { item: ArenaItemState }) {
  const { t } = useTranslation();
  const { mine, theirs, closed, correctIndex, myChoice } = item;
  const correctText = correctIndex !== null ? item.frame.options[correctIndex] : undefined;
  return (
    <div className="arena-feedback" aria-live="polite" data-testid="arena-feedback">
      {mine ? (
        <p className={mine.correct ? "arena-ok" : "arena-ng"} data-testid="arena-my-result">
          {mine.correct ? t("arena.my_correct", { n: mine.points }) : t("arena.my_wrong")}
        </p>
      ) : closed && myChoice === null ? (
        <p className="arena-ng" data-testid="arena-my-result">
          {t("arena.my_timeout")}
        </p>
      ) : null}
      {theirs ? (
        <p data-testid="arena-opp-result">
          {theirs.correct ? t("arena.opp_correct", { n: theirs.points }) : t("arena.opp_wrong")}
        </p>
      ) : closed ? (
        <p data-testid="arena-opp-result">{t("arena.opp_none")}</p>
      ) : mine ? (
        <p className="muted">{t("arena.opp_thinking")}</p>
      ) : null}
      {closed && correctIndex !== null && (
        <p data-testid="arena-correct">
          {t("arena.correct_is", { n: correctIndex + 1, text: correctText ?? "" })}
        </p>
      )}
      {closed && item.spokenText && <p className="muted">{t("arena.heard", { text: item.spokenText })}</p>}
      {closed && item.frame.item_index + 1 < item.frame.item_count && (
        <p className="muted">{t("arena.next_item")}</p>
      )}
    </div>
  );
}
