import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";

/**
 * The reading-and-writing clock of a mock test: minutes and seconds left, announced to screen readers
 * every five minutes and in the last minute; at zero it calls onOver once.
 * @param props - the deadline (ISO) and what to do when it passes
 * @returns the clock
 */
export function ChallengeTimer({ deadline, onOver }: { deadline: string; onOver: () => void }) {
  const { t } = useTranslation();
  const end = new Date(deadline).getTime();
  const [left, setLeft] = useState(() => Math.max(0, Math.ceil((end - Date.now()) / 1000)));
  const fired = useRef(false);
  useEffect(() => {
    const id = setInterval(() => setLeft(Math.max(0, Math.ceil((end - Date.now()) / 1000))), 1000);
    return () => clearInterval(id);
  }, [end]);
  useEffect(() => {
    if (left > 0 || fired.current) return;
    fired.current = true;
    onOver();
  }, [left, onOver]);
  const mm = Math.floor(left / 60);
  const ss = String(left % 60).padStart(2, "0");
  const announce = left <= 60 || left % 300 === 0;
  return (
    <span className="ek-timer" data-low={left <= 300 ? "1" : "0"} data-testid="ek-timer">
      <span aria-hidden="true">{t("eiken.time_left", { time: `${mm}:${ss}` })}</span>
      <span className="sr-only" aria-live="polite">
        {announce ? t("eiken.time_left", { time: `${mm}:${ss}` }) : ""}
      </span>
    </span>
  );
}
