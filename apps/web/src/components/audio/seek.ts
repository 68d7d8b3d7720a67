/** Slider resolution in seconds (spec §9: the audio slider steps by 0.1). */
export const SEEK_STEP_S = 0.1;
/** How far an arrow key (and the back / forward buttons) moves, in seconds. */
export const ARROW_JUMP_S = 1;
/** How far Page Up / Page Down move, in seconds. */
export const PAGE_JUMP_S = 5;

/**
 * Clamps a seek target to the clip and rounds it to the slider step.
 * @param target - wanted position in seconds (may be NaN when the clip has not loaded)
 * @param duration - the clip length in seconds (0 or NaN while unknown)
 * @returns the position to set
 */
export function clampSeek(target: number, duration: number): number {
  const max = Number.isFinite(duration) && duration > 0 ? duration : 0;
  const t = Number.isFinite(target) ? target : 0;
  return Math.round(Math.min(max, Math.max(0, t)) / SEEK_STEP_S) * SEEK_STEP_S;
}

/**
 * A media duration, or 0 while it is unknown (NaN) or unbounded (Infinity: a recording still streaming).
 * @param d - the element's duration
 * @returns seconds, 0 when unknown
 */
export function knownDuration(d: number): number {
  return Number.isFinite(d) && d > 0 ? d : 0;
}

/**
 * A position as m:ss (whole seconds, rounded down, so the time never shows past the clip's end).
 * @param seconds - position in seconds
 * @returns e.g. "1:05"
 */
export function clock(seconds: number): string {
  const s = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
}

/**
 * The seek a key asks for, or null when the key is not a seek key.
 * @param key - KeyboardEvent.key
 * @param time - the current position in seconds
 * @param duration - the clip length (0 while unknown)
 * @returns the target position in seconds, before clamping
 */
export function seekForKey(key: string, time: number, duration: number): number | null {
  switch (key) {
    case "ArrowLeft":
    case "ArrowDown":
      return time - ARROW_JUMP_S;
    case "ArrowRight":
    case "ArrowUp":
      return time + ARROW_JUMP_S;
    case "PageDown":
      return time - PAGE_JUMP_S;
    case "PageUp":
      return time + PAGE_JUMP_S;
    case "Home":
      return 0;
    case "End":
      return duration;
    default:
      return null;
  }
}
