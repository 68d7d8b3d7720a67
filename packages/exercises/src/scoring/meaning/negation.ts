import type { AnswerToken } from "./tokens.ts";
import {
  AUXILIARIES,
  CONJUNCTIONS,
  DETERMINERS,
  DISCOURSE_WORDS,
  LIGHT_ADVERBS,
  NEGATIVE_WORDS,
  NEGATORS,
  PREPOSITIONS,
  PRONOUNS,
  SUBJECT_WORDS,
} from "./word-lists.ts";

/**
 * Negation scope. "not", "never" and "no" (don't, can't, isn't are expanded to "… not") negate the next
 * content word, and the auxiliaries, determiners, light adverbs and "to" in between: "I do not like cats"
 * negates "like"; "I don't have a dog" negates "have a dog"; "I'm not really a fan" negates "really a
 * fan". The scope stops, negating nothing, at a pronoun, preposition, conjunction or discourse word
 * ("No, I like cats" negates nothing) and never crosses a sentence.
 */

/** Words a negation passes over (and negates) on its way to the content word. */
function passesOver(w: string): boolean {
  return AUXILIARIES.has(w) || DETERMINERS.has(w) || LIGHT_ADVERBS.has(w) || w === "to";
}

/** Words that end a negation's scope without being negated. */
function stopsAt(w: string): boolean {
  return (
    NEGATORS.has(w) ||
    PRONOUNS.has(w) ||
    SUBJECT_WORDS.has(w) ||
    PREPOSITIONS.has(w) ||
    CONJUNCTIONS.has(w) ||
    DISCOURSE_WORDS.has(w)
  );
}

/**
 * Marks the tokens inside a negation's scope.
 * @param tokens - the answer's tokens (answerTokens)
 * @returns one flag per token: true when a negation covers it
 */
export function negatedTokens(tokens: readonly AnswerToken[]): boolean[] {
  const flags = tokens.map(() => false);
  tokens.forEach((t, i) => {
    if (!NEGATORS.has(t.text)) return;
    const scope: number[] = [];
    for (let j = i + 1; j < tokens.length && tokens[j]?.sentence === t.sentence; j++) {
      const w = tokens[j]?.text ?? "";
      if (passesOver(w)) {
        scope.push(j);
        continue;
      }
      if (stopsAt(w)) return;
      scope.push(j);
      break;
    }
    for (const j of scope) flags[j] = true;
  });
  return flags;
}

/**
 * Whether the tokens say something negative: a negator or a negative pronoun (not, never, no, nothing,
 * nobody, none, neither, nor) anywhere.
 * @param tokens - tokens of a reply or option
 * @returns true when negative
 */
export function isNegative(tokens: readonly AnswerToken[]): boolean {
  return tokens.some((t) => NEGATIVE_WORDS.has(t.text));
}
