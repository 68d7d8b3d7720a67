/** Window event asking the resource-feedback overlay to open (detail: { res_code, question_id }). */
export const RESOURCE_FEEDBACK_EVENT = "hibiki:resource-feedback";

let hosts = 0;
const listeners = new Set<() => void>();

/**
 * Asks the mounted overlay to open the feedback form for a resource. Decoupled through a window event so
 * any screen (the player shell, a result) can ask without importing the form.
 * @param resCode - the resource being reported ("" when none)
 * @param questionId - the item on screen ("" when none), so the teacher sees the question
 */
export function requestResourceFeedback(resCode: string, questionId = ""): void {
  window.dispatchEvent(
    new CustomEvent(RESOURCE_FEEDBACK_EVENT, { detail: { res_code: resCode, question_id: questionId } }),
  );
}

/**
 * Records that an overlay host mounted (the button only shows when one can answer).
 * @returns the function to call on unmount
 */
export function registerFeedbackHost(): () => void {
  hosts += 1;
  for (const l of listeners) l();
  return () => {
    hosts -= 1;
    for (const l of listeners) l();
  };
}

/** @returns whether an overlay host is mounted */
export function hasFeedbackHost(): boolean {
  return hosts > 0;
}

/**
 * @param l - called when a host mounts or unmounts
 * @returns unsubscribe
 */
export function subscribeFeedbackHosts(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}
