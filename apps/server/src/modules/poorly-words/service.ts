import { collectablePoorlyWords, splitPoorlyWords } from "@hibiki/exercises";
import type { Queryable } from "../../db/client.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { PoorlyWordLists } from "../../speech/index.ts";
import { appConfig } from "../app/service.ts";
import { blacklistFor, collectedWords, countWords, insertWords } from "./repository.ts";

/** What is kept as a word: letters, with inner hyphens or full stops ("well-known", "Mt."), at most 100. */
const WORD = /^\p{L}[\p{L}.-]{0,99}$/u;

/**
 * Collects poorly-read words for the student with the rule of spec §5 (isPoorlyWordEligible): no
 * apostrophe, not numeric, not already collected, not in the stored blacklist. The config poorly_words
 * (numbers, articles, pronouns… never marked as poorly read) count as blacklisted too, and anything that
 * is not a word after trimming its punctuation (e.g. "a&b") is left out.
 * @param db - the database
 * @param caller - the signed-in student
 * @param words - the posted words
 * @returns the words added by this call and the student's total
 */
export async function collectPoorlyWords(
  db: Queryable,
  caller: StudentCaller,
  words: string[],
): Promise<{ words: string[]; total: number }> {
  const [collected, stored, config] = await Promise.all([
    collectedWords(db, caller.id),
    blacklistFor(db, caller.id),
    appConfig(db),
  ]);
  const eligible = splitPoorlyWords(
    collectablePoorlyWords(words, { collected, blacklist: [...stored, ...config.poorly_words] }),
  ).filter((w) => WORD.test(w));
  const added = await insertWords(db, caller.id, caller.schoolId, eligible);
  return { words: added, total: await countWords(db, caller.id) };
}

/**
 * The lists the speech evaluator filters poorly-read word candidates with, for one student: the words the
 * student already collected, the stored blacklist, and the config lists.
 * @param db - the database
 * @param studentId - the student id as the signed speech URL carries it (a decimal string)
 * @returns the lists (for a malformed id: no collected words, only everyone's blacklist)
 */
export async function poorlyWordLists(db: Queryable, studentId: string): Promise<PoorlyWordLists> {
  const config = await appConfig(db);
  const n = /^[1-9]\d{0,9}$/.test(studentId) ? Number(studentId) : 0;
  // A malformed id (no student 0 exists) still gets everyone's blacklist.
  const id = n <= 2_147_483_647 ? n : 0;
  const [collected, blacklist] = await Promise.all([
    id > 0 ? collectedWords(db, id) : Promise.resolve([]),
    blacklistFor(db, id),
  ]);
  return { collected, blacklist, excluded: config.poorly_words, whiteList: config.white_list_words };
}
