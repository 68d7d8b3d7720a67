import { options } from "preact";

/**
 * The shipped app renders with Preact (vite.config.ts), which by default runs `useEffect` callbacks after
 * the next frame is painted. React instead runs them before it handles the next input event, and the
 * code is written for that: a dialog's Esc handler or a form's first value must be in place before the
 * user's next key press. Effects here run in a microtask after each commit, so they are in place before
 * any event the browser delivers next. (The unit tests render with React and do not use this.)
 */
export function runEffectsBeforeNextEvent(): void {
  (options as { requestAnimationFrame?: (callback: () => void) => void }).requestAnimationFrame = (cb) =>
    queueMicrotask(cb);
}
