import "./progress-bar.css";

/**
 * A labelled progress bar (pages of a book, books or words of a homework target).
 * @param props - value, maximum, the label read by screen readers and shown beside the bar
 * @returns the bar
 */
export function ProgressBar({
  value,
  max,
  label,
  done = false,
  testId,
}: {
  value: number;
  max: number;
  label: string;
  done?: boolean;
  testId?: string;
}) {
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <span className="eb-progress" data-testid={testId}>
      <span
        className={`eb-progress-track${done ? " is-done" : ""}`}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={label}
      >
        <span className="eb-progress-fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="eb-progress-label">{label}</span>
    </span>
  );
}
