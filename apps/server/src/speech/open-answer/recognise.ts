import type { SpeechPool } from "../pool.ts";
import { buildTaskLm, type TaskLm } from "../task-lm.ts";
import type { EngineReply } from "../worker-process.ts";
import type { OpenItem } from "./open-item.ts";

/** How to listen: `focused` weighs the task's model far above the generic one (a second, closer listen). */
export interface RecogniseOptions {
  focused?: boolean;
}

/** Recognises a clip of an open answer (the item's language model is the caller's business). */
export type RecogniseOpen = (pcm: Buffer, item: OpenItem, opts?: RecogniseOptions) => Promise<EngineReply>;

/** Task models kept in memory (two per open item; rebuilt when the content changes). */
const CACHED_MODELS = 512;

/**
 * Weight of the task model in the focused listen. It enters a word's score once (task-lm.ts), so 0.99
 * leaves every generic word possible, at log(0.01) against the task's words. A far closer listen
 * (1 − 10⁻⁷) heard more valid answers right but also turned answers of the wrong kind into right ones
 * ("ten thirty" heard as "two thirty"), which the word flags did not catch (bench/open-speaking.mjs).
 */
export const FOCUSED_TASK_LM_WEIGHT = 0.99;

/** The task model of an item: its question and samples, the rubric's terms, the level's basic words. */
export function taskLmOf(item: OpenItem, weight?: number): TaskLm {
  const terms = item.rubric.elements.flatMap((e) => e.match.flat(2)).filter((t) => !t.startsWith("<"));
  return buildTaskLm({
    texts: item.texts,
    words: [...new Set(terms)],
    level: item.level?.startsWith("sh") ? "senior" : "junior",
    weight,
  });
}

/**
 * The recogniser of open answers: the pool's recognition, in the evaluation lane (a student is
 * waiting), with the item's task model interpolated with the generic one.
 * @param pool - the speech pool
 * @returns the recogniser evaluate-open.ts calls
 */
export function openRecogniser(pool: SpeechPool): RecogniseOpen {
  const models = new Map<string, TaskLm>();
  return (pcm, item, opts = {}) => {
    const key = `${opts.focused ? "focused" : "task"}\n${item.resCode}\n${item.questionId}\n${item.texts.join("\n")}`;
    let lm = models.get(key);
    if (!lm) {
      lm = taskLmOf(item, opts.focused ? FOCUSED_TASK_LM_WEIGHT : undefined);
      if (models.size >= CACHED_MODELS) models.delete(models.keys().next().value as string);
      models.set(key, lm);
    }
    return pool.recognize(pcm, { priority: "evaluation", lm });
  };
}
