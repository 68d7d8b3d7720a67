import { type EngineResult, EngineResultSchema } from "@hibiki/contracts";
import { readStored, type Storage } from "../../storage/storage.ts";

/**
 * The checker's own score of a writing, 0-100: the writing score's total (task completion, accuracy,
 * vocabulary, organisation). Results stored before the writing score have none: for them, the mean of the
 * four overall measures (vocabulary diversity and correctness, grammar diversity and correctness), to one
 * decimal.
 * @param result - the engine result
 * @returns the score
 */
export function checkerPercent(result: Pick<EngineResult, "overall_evaluation" | "score">): number {
  if (result.score) return result.score.total;
  const o = result.overall_evaluation;
  const mean =
    (o.vocabulary_diversity.score +
      o.vocabulary_correctness.score +
      o.grammar_diversity.score +
      o.grammar_correctness.score) /
    4;
  return Math.round(mean * 10) / 10;
}

/**
 * Reads a stored engine result and scores it (for writings stored before the score was kept).
 * @returns the score, or null when the file is missing or not an engine result
 */
export async function checkerPercentOfFile(storage: Storage, path: string): Promise<number | null> {
  const bytes = await readStored(storage, path, 1_000_000).catch(() => null);
  if (!bytes) return null;
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString("utf8"));
  } catch {
    return null;
  }
  const parsed = EngineResultSchema.safeParse(json);
  return parsed.success ? checkerPercent(parsed.data) : null;
}
