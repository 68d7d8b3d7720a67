import { displayPercent } from "@hibiki/exercises";

/**
 * A labelled progress bar (0-100).
 * @param props - percent and its accessible label
 * @returns the meter
 */
export function Meter({ percent, label }: { percent: number; label: string }) {
  const value = displayPercent(percent);
  return (
    <div
      className="su-meter"
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-label={label}
    >
      <span className="su-meter-fill" style={{ width: `${value}%` }} />
    </div>
  );
}
