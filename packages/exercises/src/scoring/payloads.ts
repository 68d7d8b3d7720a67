import { CORRECT_SCORE, MAX_PERCENT, PURE_LISTENING_QUESTION } from "../constants.ts";
import type { ResultEntry } from "../schemas/answer.ts";
import type { ScoreOutcome } from "./outcome.ts";

/**
 * Answer payloads of spec §7, built in one place so players post the same shapes.
 * Scores in objective payloads are informational: the server re-scores them.
 */

/** Objective payload: question_id, answer_result, total_score, percent_score, score. */
export interface ObjectivePayload {
  question_id: string;
  answer_result: string | number | (string | number)[];
  total_score: number;
  percent_score: number;
  score: number;
  result?: string;
}

/**
 * Objective payload from a (client-side) outcome.
 * @param questionId - the item's question_id
 * @param answerResult - the raw answer (index, text or list)
 * @param outcome - scoreAnswer's outcome for instant feedback
 * @returns the payload to post
 */
export function objectivePayload(
  questionId: string,
  answerResult: ObjectivePayload["answer_result"],
  outcome: ScoreOutcome,
): ObjectivePayload {
  const p: ObjectivePayload = {
    question_id: questionId,
    answer_result: answerResult,
    total_score: outcome.total_score,
    percent_score: outcome.percent_score,
    score: outcome.score,
  };
  if (outcome.result) p.result = JSON.stringify(outcome.result);
  return p;
}

/**
 * Listening payload: question_id and a JSON string of {question_id, answer_index, score} entries.
 * @param questionId - the item's question_id
 * @param entries - chosen option per sub-question
 * @returns the payload
 */
export function listeningPayload(
  questionId: string,
  entries: readonly ResultEntry[],
): { question_id: string; result: string } {
  return { question_id: questionId, result: JSON.stringify(entries) };
}

/**
 * Skipped item (exam skip; narration/speaking scoring error): is_skipped=1 with zero scores.
 * @param questionId - the item's question_id
 * @returns the payload
 */
export function skippedPayload(questionId: string): {
  question_id: string;
  is_skipped: 1;
  total_score: 0;
  percent_score: 0;
  score: 0;
} {
  return { question_id: questionId, is_skipped: 1, total_score: 0, percent_score: 0, score: 0 };
}

/**
 * Pure listening: the first play posts question 1 with score 5 and percent 100.
 * @returns the payload
 */
export function pureListeningPayload(): {
  question_id: string;
  answer_result: string;
  total_score: number;
  percent_score: number;
  score: number;
} {
  return {
    question_id: String(PURE_LISTENING_QUESTION),
    answer_result: "played",
    total_score: CORRECT_SCORE,
    percent_score: MAX_PERCENT,
    score: CORRECT_SCORE,
  };
}

/**
 * Writing payload: content, percent_score=100, total_score=5, plus the engine result link.
 * @param questionId - the item's question_id
 * @param content - normalised writing
 * @param engineResult - link to the checker's JSON, when already known
 * @returns the payload
 */
export function writingPayload(
  questionId: string,
  content: string,
  engineResult?: string,
): { question_id: string; content: string; percent_score: 100; total_score: 5; engine_result?: string } {
  return {
    question_id: questionId,
    content,
    percent_score: 100,
    total_score: 5,
    ...(engineResult ? { engine_result: engineResult } : {}),
  };
}
