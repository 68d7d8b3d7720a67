import type { WritingErrorType } from "@hibiki/contracts/writing";
import { clamp100, evidenceOf, type TextFacts } from "./text-facts.ts";

// Capitals and punctuation are mechanics: they count half as much as grammar and spelling mistakes.
const MECHANICS = new Set<WritingErrorType>(["capitalization", "punctuation"]);

/** Each weighted error per 100 words costs this many points (3 errors in 60 words: 5 per 100 → 60). */
const POINTS_PER_ERROR_DENSITY = 8;

/**
 * Weighted error count of the findings: mechanics (capitals, punctuation) count half.
 * @param types - the type of every finding
 */
export function weightedErrors(types: readonly WritingErrorType[]): number {
  return types.reduce((sum, t) => sum + (MECHANICS.has(t) ? 0.5 : 1), 0);
}

/**
 * Accuracy: grammar and spelling errors per 100 words (texts under 10 words are judged as if 10 long, so
 * one slip in a three-word answer is not −260 points), scaled down for very short texts, which show too
 * little to be called accurate.
 * @param facts - the text's facts
 * @param types - the type of every finding of the checker
 * @returns the part with the error count and the density
 */
export function accuracy(facts: TextFacts, types: readonly WritingErrorType[]) {
  const n = facts.words.length;
  const weighted = weightedErrors(types);
  const per100 = n === 0 ? 0 : Math.round((weighted / Math.max(n, 10)) * 1000) / 10;
  const raw = 100 - per100 * POINTS_PER_ERROR_DENSITY;
  const score = n === 0 ? 0 : clamp100(raw * (0.5 + 0.5 * evidenceOf(n)));
  let why: string;
  if (n === 0) why = "まだ何も書かれていません。";
  else if (types.length === 0 && n < 15)
    why =
      "まちがいは見つかりませんでしたが、文章が短いので、正確さを判断する材料が少なめです。もっと書いてみましょう。";
  else if (types.length === 0) why = "文法やつづりのまちがいは見つかりませんでした。正確に書けています。";
  else if (per100 <= 3)
    why = `まちがいは${types.length}か所だけです（100語あたり約${per100}個）。印のところを直せば完ぺきです。`;
  else if (per100 <= 8)
    why = `まちがいが${types.length}か所あります（100語あたり約${per100}個）。印のついたところを一つずつ直しましょう。`;
  else
    why = `まちがいが多めです（${types.length}か所、100語あたり約${per100}個）。短い文で、確かな形から書いてみましょう。`;
  return { score, explanation_ja: why, errors: types.length, per_100_words: per100 };
}
