/**
 * practice_type of a dialogue-challenge turn that belonged to another speaker: the student listened to it
 * and did not record. It is posted as a skipped answer (so the flow and completion work) and is left out
 * of the attempt's mean (summarizeAttempt), unlike an exam skip of the student's own turn.
 */
export const DIALOGUE_LISTENED = "dialogue_listen";

/** Dialogue role choice: one speaker's turns, or every turn. */
export type DialogueRole = { mode: "single"; speaker: string } | { mode: "all" };

/**
 * Whether the student records this turn (spec §4 dialogue challenge): in 'single' mode when the
 * turn's speaker is the chosen role (audio plays otherwise); in 'all' mode every turn.
 * @param role - the chosen role
 * @param speaker - the turn's speaker
 * @returns true to record, false to play the model audio
 */
export function isRecordTurn(role: DialogueRole, speaker: string | undefined): boolean {
  return (
    role.mode === "all" ||
    (speaker !== undefined && speaker.trim().toLowerCase() === role.speaker.trim().toLowerCase())
  );
}

/**
 * Wait items that follow a turn (after_index = the turn's index).
 * @param waitItems - the resource's wait_items
 * @param index - the turn's index
 * @returns the wait items to run after it, in order
 */
export function waitItemsAfter<T extends { after_index: number }>(
  waitItems: readonly T[] | undefined,
  index: number,
): T[] {
  return (waitItems ?? []).filter((w) => w.after_index === index);
}
