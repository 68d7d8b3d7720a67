import type { WritingErrorType, WritingLevel, WritingScore, WritingTask } from "@hibiki/contracts/writing";
import { accuracy } from "./accuracy.ts";
import { organisation } from "./organisation.ts";
import { type ResolvedTask, resolveTask, taskCompletion } from "./task-completion.ts";
import { clamp100, textFacts } from "./text-facts.ts";
import { vocabulary } from "./vocabulary.ts";

/** Weights of the four parts in the total (they sum to 1). */
export const PART_WEIGHTS = {
  task_completion: 0.3,
  accuracy: 0.3,
  vocabulary: 0.2,
  organisation: 0.2,
} as const;

/** What the writing score is computed from. */
export type ScoreInput = {
  text: string;
  /** the type of every finding of the checker */
  errorTypes: readonly WritingErrorType[];
  level: WritingLevel;
  /** the task; without one the free-writing defaults apply (see resolveTask) */
  task?: WritingTask | ResolvedTask;
};

/**
 * The highest total a text of this length can get: a text below the task's minimum is capped at 70 × the
 * share of the minimum it reaches ("I go." on a 25-80-word task: 2/25 → 6), so no part can make a
 * too-short answer look good.
 */
export function lengthCap(words: number, task: Pick<ResolvedTask, "min_words" | "max_words">): number {
  if (words === 0) return 0;
  if (words >= task.min_words) return 100;
  return clamp100(70 * (words / task.min_words));
}

/**
 * The writing score: task completion, accuracy, vocabulary and organisation (each 0-100 with why in
 * Japanese) and their weighted total ({@link PART_WEIGHTS}), capped for texts below the word range.
 * @param input - the text, the checker's finding types, the level and the task
 * @returns the score object of the engine result
 */
export function scoreWriting(input: ScoreInput): WritingScore {
  const task = resolveTask(input.task);
  const facts = textFacts(input.text);
  const parts = {
    task_completion: taskCompletion(facts, task),
    accuracy: accuracy(facts, input.errorTypes),
    vocabulary: vocabulary(facts, input.level),
    organisation: organisation(facts),
  };
  const weighted =
    PART_WEIGHTS.task_completion * parts.task_completion.score +
    PART_WEIGHTS.accuracy * parts.accuracy.score +
    PART_WEIGHTS.vocabulary * parts.vocabulary.score +
    PART_WEIGHTS.organisation * parts.organisation.score;
  const n = facts.words.length;
  // Task completion already drops for a short text; the cap keeps the other three parts from hiding it.
  return { total: Math.min(clamp100(weighted), lengthCap(n, task)), ...parts };
}
