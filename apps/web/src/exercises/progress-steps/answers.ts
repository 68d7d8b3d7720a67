import type { BaseAnswer } from "@hibiki/exercises";
import type { RecordSpec } from "./stages.ts";

/**
 * Finds the stored answer of a record step: by the step's question_id; the first recording of an item
 * also accepts an answer stored under the item's question_id (how a single-recording item is posted).
 * @param answers - the attempt's answers
 * @param spec - the record step
 * @param itemId - the item's question_id
 * @param first - whether this is the item's first recording
 * @returns the answer, or undefined
 */
export function answerOfRecord(
  answers: readonly BaseAnswer[],
  spec: RecordSpec,
  itemId: string,
  first: boolean,
): BaseAnswer | undefined {
  const own = answers.find((a) => a.question_id === spec.questionId);
  if (own || !first || spec.questionId === itemId) return own;
  return answers.find((a) => a.question_id === itemId);
}

/**
 * Whether an item already has a stored answer that locks it (a recording or a skip).
 * @param answer - the stored answer, if any
 * @returns true when locked
 */
export function isRecorded(answer: BaseAnswer | null | undefined): boolean {
  return !!answer && (answer.is_skipped === 1 || !!answer.sound_file || !!answer.record_file);
}
