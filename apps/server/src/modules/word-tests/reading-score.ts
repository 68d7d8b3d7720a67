import type { WordQuizAnswerBodySchema } from "@hibiki/contracts";
import { percentOfTotal } from "@hibiki/exercises";
import type { z } from "zod";
import type { Queryable } from "../../db/client.ts";
import { readableWords, recordingScores } from "../textbook/commands/speaking-scores.ts";
import { speakingEvidenceOf } from "../upload/speaking-evidence.ts";
import type { StoredItem } from "./items.ts";

type AnswerBody = z.output<typeof WordQuizAnswerBodySchema>;

/**
 * The speech percent of a reading item, owned by the server: that of the evaluation the answer's
 * evaluate_result names (it must be the caller's, of this word; another word's scores 0), or 0 when it
 * names none. Only in iFlytek mode, whose results stay with the client, is the posted percent_score taken.
 * Other items have no speech percent.
 * @param db - the app's database
 * @param caller - the student and their login session
 * @param item - the word-test item answered
 * @param body - the posted answer (evaluate_result, sound_file, percent_score)
 * @returns the 0-100 percent to score the item with, or undefined for a choose / typing item
 * @throws AppError 400 for another student's or a forged evaluation or recording
 */
export async function readingPercent(
  db: Queryable,
  caller: { id: number; sessionId: number },
  item: StoredItem,
  body: AnswerBody,
): Promise<number | undefined> {
  if (item.test_type !== "reading") return undefined;
  const s = await recordingScores(
    { evaluate_result: body.evaluate_result, sound_file: body.sound_file },
    speakingEvidenceOf(db, caller),
    readableWords([item.word]),
    "body",
  );
  return s.client_scored ? (body.percent_score ?? 0) : percentOfTotal(s.total_score);
}
