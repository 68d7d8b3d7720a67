import { useTranslation } from "react-i18next";
import "../i18n.ts";

type Counts = { unlearned: number; learned: number; mastered: number; needs_review: number };
const PARTS = [
  ["mastered", "mastered"],
  ["learned", "learned"],
  ["needs_review", "needs review"],
  ["unlearned", "unlearned"],
] as const;

/**
 * A grade's words as one stacked bar (mastered, learned, needs review, not learned) with a legend; the
 * bar is an image with a text alternative, the legend gives the numbers.
 * @param props - the counts and the bar's accessible name
 * @returns the bar
 */
export function MasteryBar({ counts, label }: { counts: Counts; label: string }) {
  const { t } = useTranslation();
  const total = PARTS.reduce((n, [k]) => n + counts[k], 0);
  const summary = PARTS.map(([k, m]) => `${t(`eiken.mastery.${m}`)} ${counts[k]}`).join("、");
  return (
    <div className="ek-mastery">
      <div className="ek-bar" role="img" aria-label={`${label}: ${summary}`}>
        {total > 0 &&
          PARTS.map(([k]) =>
            counts[k] > 0 ? (
              <span key={k} className={`ek-bar-${k}`} style={{ width: `${(100 * counts[k]) / total}%` }} />
            ) : null,
          )}
      </div>
      <ul className="ek-legend" aria-hidden="true">
        {PARTS.map(([k, m]) => (
          <li key={k}>
            <span className={`ek-dot ek-bar-${k}`} />
            {t(`eiken.mastery.${m}`)} {counts[k]}
          </li>
        ))}
      </ul>
    </div>
  );
}
