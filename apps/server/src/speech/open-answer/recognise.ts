import type { SpeechPool } from "../pool.ts";
import { buildTaskLm, type TaskLm } from "../task-lm.ts";
import type { RecogniseOpen } from "./evaluate-open.ts";
import type { OpenItem } from "./open-item.ts";

/** Task models kept in memory (one per open item; rebuilt when the content changes). */
const CACHED_MODELS = 256;

/** The task model of an item: its question and samples, the rubric's terms, the level's basic words. */
export function taskLmOf(item: OpenItem): TaskLm {
  const terms = item.rubric.elements.flatMap((e) => e.match.flat(2)).filter((t) => !t.startsWith("<"));
  return buildTaskLm({
    texts: item.texts,
    words: [...new Set(terms)],
    level: item.level?.startsWith("sh") ? "senior" : "junior",
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
  return (pcm, item) => {
    const key = `${item.resCode}\n${item.questionId}\n${item.texts.join("\n")}`;
    let lm = models.get(key);
    if (!lm) {
      lm = taskLmOf(item);
      if (models.size >= CACHED_MODELS) models.delete(models.keys().next().value as string);
      models.set(key, lm);
    }
    return pool.recognize(pcm, { priority: "evaluation", lm });
  };
}
