import { JA } from "../explanations.ts";
import type { Finding, Rule } from "./types.ts";

const JAPANESE_MARKS: Record<string, string> = {
  "、": ",",
  "。": ".",
  "，": ",",
  "．": ".",
  "？": "?",
  "！": "!",
  "：": ":",
};

const SMALL_WORDS = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "of",
  "in",
  "on",
  "at",
  "to",
  "for",
  "with",
  "my",
]);

/** A short line whose words are all capitalised (small words aside): "My Summer Vacation". */
function isTitle(words: string[]): boolean {
  if (words.length === 0 || words.length > 8) return false;
  return words.every((w, i) => /^[A-Z0-9]/.test(w) || (i > 0 && SMALL_WORDS.has(w)));
}

/**
 * Punctuation: Japanese marks (、。？！) in English, a space before a comma or full stop, no space after
 * a comma, and a missing full stop at the end of a sentence (a line in Title Case is a title, not a sentence).
 */
export const punctuationRule: Rule = ({ sentence, tokens }) => {
  const out: Finding[] = [];
  for (const t of tokens) {
    const ascii = JAPANESE_MARKS[t.text];
    if (ascii) {
      out.push({
        type: "punctuation",
        start: t.start,
        end: t.end,
        comment: `Use "${ascii}" in English.`,
        explanationJa: JA.japanesePunctuation(ascii),
        suggestion: ascii,
      });
    }
  }
  for (const m of sentence.matchAll(/(\S)( +)([,.])/g)) {
    const at = (m.index ?? 0) + 1;
    // "..." after a space and decimals like " .5" are not this mistake.
    if (m[3] === "." && /[.\d]/.test(sentence[at + (m[2]?.length ?? 0) + 1] ?? "")) continue;
    out.push({
      type: "punctuation",
      start: at,
      end: at + (m[2]?.length ?? 0) + 1,
      comment: `No space before "${m[3]}".`,
      explanationJa: JA.spaceBeforeComma(),
      suggestion: m[3] ?? "",
    });
  }
  for (const m of sentence.matchAll(/([A-Za-z]),([A-Za-z])/g)) {
    const at = (m.index ?? 0) + 1;
    out.push({
      type: "punctuation",
      start: at,
      end: at + 1,
      comment: `Put a space after ",".`,
      explanationJa: JA.spaceAfterComma(),
      suggestion: ", ",
    });
  }
  const last = [...tokens].reverse().find((t) => !/["')”’]/.test(t.text));
  if (
    last &&
    !/[.!?。！？]/.test(last.text) &&
    !isTitle(tokens.filter((t) => t.kind === "word").map((t) => t.text))
  ) {
    out.push({
      type: "punctuation",
      start: last.start,
      end: last.end,
      comment: "End the sentence with a full stop.",
      explanationJa: JA.finalPunctuation(),
      suggestion: `${last.text}.`,
    });
  }
  return out;
};
