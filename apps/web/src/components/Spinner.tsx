import { useTranslation } from "react-i18next";

/**
 * A centred loading spinner with an accessible label.
 * @returns the spinner
 */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{t("common.loading")}</span>
    </div>
  );
}

/**
 * Grey placeholder lines shown while content loads.
 * @param props - number of lines
 * @returns the skeleton
 */
export function Skeleton({ lines = 3 }: { lines?: number }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines never reorder
        <span key={i} className="skeleton-line" style={{ width: `${90 - i * 15}%` }} />
      ))}
    </div>
  );
}
