import type { ExerciseKind } from "./kinds.ts";

/**
 * Kinds whose item audio (`audio_file`, made by the content build from `screen_en_text`) says the
 * answer: the word to choose, the sentence to put in order, translate or complete. Their players never
 * offer it as question audio; it plays only after the student has answered (in the feedback) and in
 * the result. The content build refuses a question audio (`audio_text`, `audio_script`, `audio_file`)
 * on their items, so an item's audio is always its model answer.
 */
export const ANSWER_AUDIO_KINDS = [
  "word-choice",
  "grammar-choice",
  "sentence-sorting",
  "grammar-blank-fill",
  "fill-in-order",
  "ja-to-en-writing",
  "translate-fill-words",
] as const satisfies readonly ExerciseKind[];

/**
 * Tells whether a kind's item audio is its model answer (see {@link ANSWER_AUDIO_KINDS}).
 * @param kind - an exercise kind (for a mixed resource: the item's own kind)
 * @returns true when the audio must not play before the item is answered
 */
export function isAnswerAudioKind(kind: string): boolean {
  return (ANSWER_AUDIO_KINDS as readonly string[]).includes(kind);
}
