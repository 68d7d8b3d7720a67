import type { SpeechReport } from "@hibiki/contracts/ws/speech";
import type { ReadingScores, WordScore } from "./scoring.ts";
import { DP } from "./word-alignment.ts";

/** Lists that decide which mispronounced words are offered for the poorly-read word list. */
export interface PoorlyWordLists {
  /** words the student already collected */
  collected: readonly string[];
  /** the stored blacklist */
  blacklist: readonly string[];
  /** config poorly_words: tokens never marked (numbers, articles, pronouns, Japanese words…) */
  excluded: readonly string[];
  /** config white_list_words: capitalised names that may be collected (countries, weekdays…) */
  whiteList: readonly string[];
}

/**
 * Picks poorly-read word candidates from mispronounced words, following the spec: no apostrophe,
 * not numeric, not already collected, not blacklisted, not in config poorly_words. A capitalised
 * word inside a sentence is taken for a proper name and kept only if white_list_words accepts it.
 * @param words scored words
 * @param lists collected words, blacklist and the config lists
 * @returns distinct candidates in reading order
 */
export function poorlyWordCandidates(words: readonly WordScore[], lists: PoorlyWordLists): string[] {
  const lower = (xs: readonly string[]) => new Set(xs.map((x) => x.trim().toLowerCase()));
  const collected = lower(lists.collected);
  const blacklist = lower(lists.blacklist);
  const excluded = lower(lists.excluded);
  const white = lower(lists.whiteList);
  const out: string[] = [];
  const seen = new Set<string>();
  words.forEach((w, i) => {
    if (w.dp !== DP.mispronounced) return;
    const key = w.content.toLowerCase();
    if (!key || key.includes("'") || /\d/.test(key) || seen.has(key)) return;
    if (collected.has(key) || blacklist.has(key) || excluded.has(key)) return;
    const sentenceStart = i === 0 || words[i - 1]?.sentence !== w.sentence;
    const capitalised = /^[A-Z]/.test(w.content);
    if (capitalised && !sentenceStart && !white.has(key)) return;
    seen.add(key);
    out.push(capitalised && white.has(key) ? w.content : key);
  });
  return out;
}

/**
 * A short feedback line in Japanese for the result screen (own wording).
 * @param scores reading scores
 * @param leak omitted words
 * @returns one sentence
 */
function feedback(scores: ReadingScores, leak: number): string {
  if (scores.isRejected) return "音声が聞き取れませんでした。英文を見ながら、はっきり読んでみましょう。";
  if (leak > 0 && scores.integrity < 4) return "読みとばした単語があります。最後まで一語ずつ読みましょう。";
  if (scores.accuracy < 3) return "発音を確かめたい単語があります。お手本を聞いてまねしてみましょう。";
  if (scores.fluency < 3) return "区切りが多めです。意味のまとまりごとに続けて読んでみましょう。";
  if (scores.total >= 4) return "とてもよく読めました。この調子で続けましょう。";
  return "よく読めています。赤い単語をもう一度練習しましょう。";
}

/**
 * Builds the spec's study_report (leak, repeat, speed in words per minute, info, errorwords).
 * @param words scored words
 * @param scores reading scores
 * @returns the report
 */
export function studyReport(
  words: readonly WordScore[],
  scores: ReadingScores,
): SpeechReport["study_report"] {
  const read = words.filter((w) => w.dp !== DP.omitted);
  const leak = words.length - read.length;
  const first = read[0];
  const last = read[read.length - 1];
  const minutes = first && last ? (last.endPos - first.begPos) / 6000 : 0;
  return {
    leak,
    repeat: words.filter((w) => w.repeated).length,
    speed: minutes > 0 ? Math.round(read.length / minutes) : 0,
    info: feedback(scores, leak),
    errorwords: [...new Set(words.filter((w) => w.dp === DP.mispronounced).map((w) => w.content))],
  };
}
