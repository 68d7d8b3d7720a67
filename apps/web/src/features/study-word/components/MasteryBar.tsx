import type { StudyWordCounts, StudyWordMastery } from "@hibiki/contracts/study-word";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import "../study-word.css";

/** The mastery labels in the bar's order (the most known first). */
export const MASTERY_ORDER: readonly StudyWordMastery[] = [
  "mastered",
  "learned",
  "needs_review",
  "unlearned",
];

/**
 * Words by mastery as one stacked bar (mastered, learned, needs review, unlearned) with a legend giving the
 * numbers; the bar is an image whose text alternative reads the same numbers.
 * @param props - the counts, the bar's accessible name and an optional test id
 * @returns the bar
 */
export function MasteryBar({
  counts,
  label,
  testId,
}: {
  counts: StudyWordCounts;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const total = MASTERY_ORDER.reduce((n, k) => n + counts[k], 0);
  const summary = MASTERY_ORDER.map((k) => `${t(`sw.mastery.${k}`)} ${counts[k]}`).join("、");
  return (
    <div className="sw-mastery" data-testid={testId}>
      <div className="sw-bar" role="img" aria-label={`${label}: ${summary}`}>
        {total > 0 &&
          MASTERY_ORDER.map((k) =>
            counts[k] > 0 ? (
              <span key={k} className={`sw-bar-${k}`} style={{ width: `${(100 * counts[k]) / total}%` }} />
            ) : null,
          )}
      </div>
      <ul className="sw-legend" aria-hidden="true">
        {MASTERY_ORDER.map((k) => (
          <li key={k}>
            <span className={`sw-dot sw-bar-${k}`} />
            {t(`sw.mastery.${k}`)} {counts[k]}
          </li>
        ))}
      </ul>
    </div>
  );
}
