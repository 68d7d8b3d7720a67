import { useEffect, useRef, useState } from "react";
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
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const end = Date.now() + seconds * 1000;
    const id = setInterval(() => {
      const n = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(n);
      if (n === 0) {
        clearInterval(id);
        done.current();
      }
    }, 250);
    return () => clearInterval(id);
  }, [seconds]);
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
