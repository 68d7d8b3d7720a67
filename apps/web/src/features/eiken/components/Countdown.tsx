import { useCountdown } from "@web/hooks/useCountdown.ts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * A countdown in whole seconds (silent reading, preparation time): shown large, announced at the start
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
    <p className="ek-countdown" data-testid="ek-countdown" data-left={left}>
      <span>{label}</span>
      <strong aria-hidden="true">{t("eiken.seconds", { n: left })}</strong>
      <span className="sr-only" aria-live="polite">
        {left === seconds || left === 5 ? t("eiken.seconds", { n: left }) : ""}
      </span>
    </p>
  );
}
