import { useCountdown } from "@web/hooks/useCountdown.ts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * A window of the test in whole seconds (preparation): a bar and the seconds left, announced at the start
 * and at 5 seconds; `onDone` runs once at zero.
 * @param props - the seconds, its label and what follows
 * @returns the countdown
 */
export function Countdown({
  seconds,
  label,
  onDone,
}: {
  seconds: number;
  label: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const left = useCountdown(seconds, onDone);
  return (
    <div className="tk-countdown" data-testid="tk-countdown" data-left={left}>
      <span className="tk-countdown-label">{label}</span>
      <strong aria-hidden="true">{t("tokyo.seconds", { n: left })}</strong>
      <progress max={seconds} value={seconds - left} aria-label={label} />
      <span className="sr-only" aria-live="polite">
        {left === seconds || left === 5 ? t("tokyo.seconds", { n: left }) : ""}
      </span>
    </div>
  );
}
