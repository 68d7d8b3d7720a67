import { useTranslation } from "react-i18next";

/**
 * How far a test has got: answered of the most items it can have, as a bar and as text.
 * @param props - answered and the test's max_items
 * @returns the progress
 */
export function TestProgress({ answered, max }: { answered: number; max: number }) {
  const { t } = useTranslation();
  const pct = max > 0 ? Math.min(100, (answered / max) * 100) : 0;
  const text = t("cefr.progress", { answered, max });
  return (
    <div className="cefr-progress">
      <div
        className="cefr-progress-bar"
        role="progressbar"
        aria-label={t("cefr.progress_label")}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={answered}
        aria-valuetext={text}
        data-testid="cefr-progress"
      >
        <span style={{ width: `${pct}%` }} />
      </div>
      <span className="cefr-progress-text" data-testid="cefr-progress-text">
        {text}
      </span>
    </div>
  );
}
