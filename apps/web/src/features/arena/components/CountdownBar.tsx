import { useTranslation } from "react-i18next";

/**
 * The item's time as a shrinking bar with the seconds left (not announced each second: the bar is a
 * progressbar screen readers can read on demand).
 * @param props - ms left and the item's full time
 * @returns the bar
 */
export function CountdownBar({ leftMs, totalMs }: { leftMs: number; totalMs: number }) {
  const { t } = useTranslation();
  const secs = Math.ceil(Math.max(0, leftMs) / 1000);
  const pct = totalMs > 0 ? Math.max(0, Math.min(100, (leftMs / totalMs) * 100)) : 0;
  return (
    <div className="arena-countdown" data-testid="arena-countdown">
      <div
        className={`arena-countdown-bar${pct < 25 ? " is-low" : ""}`}
        role="progressbar"
        aria-label={t("arena.time_left", { s: secs })}
        aria-valuemin={0}
        aria-valuemax={Math.round(totalMs / 1000)}
        aria-valuenow={secs}
      >
        <span style={{ width: `${pct}%` }} />
      </div>
      <span className="arena-countdown-text">{t("arena.time_left", { s: secs })}</span>
    </div>
  );
}
