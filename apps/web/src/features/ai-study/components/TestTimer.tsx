import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import "./results.css";

const KEY = "hibiki-aist-deadline:";

/**
 * The deadline of a test attempt: kept in the tab's session storage by guid, so a reload (which resumes
 * the attempt) keeps the time already used.
 * @param guid - the attempt
 * @param minutes - the time limit
 * @param now - the clock (ms)
 * @returns the deadline (ms)
 */
export function deadlineOf(guid: string, minutes: number, now: number = Date.now()): number {
  const fresh = now + minutes * 60_000;
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(KEY + guid);
    if (stored === null) window.sessionStorage.setItem(KEY + guid, String(fresh));
  } catch (err) {
    // storage refused (private mode): the limit counts from this load
    console.warn("test deadline not kept", err);
  }
  const v = Number(stored);
  return stored !== null && Number.isFinite(v) && v > 0 ? v : fresh;
}

/**
 * Minutes and seconds of a duration.
 * @param ms - the duration
 * @returns "m:ss"
 */
export const clock = (ms: number): string => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
};

/**
 * The time left of a test, counting down each second; calls `onTimeUp` once at zero.
 * @param props - the deadline and the end
 * @returns the timer
 */
export function TestTimer({ deadline, onTimeUp }: { deadline: number; onTimeUp: () => void }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const left = deadline - now;
  useEffect(() => {
    if (left <= 0) {
      onTimeUp();
      return;
    }
    const id = setTimeout(() => setNow(Date.now()), Math.min(1000, left));
    return () => clearTimeout(id);
  }, [left, onTimeUp]);
  return (
    <p
      className={`aist-timer${left < 60_000 ? " is-low" : ""}`}
      role="timer"
      data-testid="aist-timer"
      data-left={Math.max(0, Math.ceil(left / 1000))}
    >
      {t("aist.testing.time_left", { time: clock(left) })}
    </p>
  );
}
