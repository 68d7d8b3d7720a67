import type { WritingLevel } from "@hibiki/contracts/writing";
import { verbForms } from "../lexicon/verbs.ts";
import { isBasicWord } from "../lexicon/vocabulary-levels.ts";
import { clamp100, evidenceOf, type TextFacts } from "./text-facts.ts";

/**
 * Vocabulary range and level: Guiraud's root type-token ratio (types / √tokens, stable across lengths)
 * blended with the share of content words above the level's basic list; very short texts are scaled down.
 * @param words - lower-case words of the text
 * @param level - junior or senior (which basic list counts as "basic")
 * @returns the score, the number of words above the basic list, and Guiraud's index
 */
export function vocabularyDiversity(
  words: string[],
  level: WritingLevel,
): { score: number; advanced: number; guiraud: number } {
  if (words.length === 0) return { score: 0, advanced: 0, guiraud: 0 };
  const types = new Set(words);
  const guiraud = types.size / Math.sqrt(words.length);
  const content = [...types].filter((w) => w.length > 3);
  const advanced = content.filter((w) => !isBasicWord(w, level, verbForms(w)?.base)).length;
  const advancedShare = content.length ? advanced / content.length : 0;
  // Guiraud ≈ 2.5 for a repetitive child text, ≈ 7 for a varied 150-word essay.
  const g = clamp100(((guiraud - 2.5) / 4.5) * 100);
  const a = clamp100((advancedShare / 0.3) * 100);
  const lengthFactor = Math.min(1, words.length / 40);
  return {
    score: clamp100((0.75 * g + 0.25 * a) * (0.5 + 0.5 * lengthFactor)),
    advanced,
    guiraud: Math.round(guiraud * 100) / 100,
  };
}

/**
 * The vocabulary part of the writing score (range and level), with why in Japanese.
 * @param facts - the text's facts
 * @param level - the student's level
 */
export function vocabulary(facts: TextFacts, level: WritingLevel) {
  const n = facts.words.length;
  const d = vocabularyDiversity(facts.words, level);
  // A few words cannot show range: the score is also capped by how much was written.
  const score = clamp100(d.score * (0.4 + 0.6 * evidenceOf(n)));
  let why: string;
  if (n === 0) why = "まだ何も書かれていません。";
  else if (n < 15)
    why =
      "文章が短いので、使える単語の種類も少なくなります。もっと書いて、習った単語をいろいろ使いましょう。";
  else if (score >= 70)
    why = `いろいろな単語を使い分けています（レベル以上の単語が${d.advanced}語）。この調子です。`;
  else if (score >= 40)
    why = "同じ単語のくり返しが少しあります。似た意味の別の単語や、新しく習った単語も使ってみましょう。";
  else why = "使っている単語の種類が少なめです。同じ言葉をくり返さず、別の言い方をさがしてみましょう。";
  return { score, explanation_ja: why };
}
