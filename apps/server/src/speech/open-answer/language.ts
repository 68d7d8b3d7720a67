import type { WritingErrorType } from "@hibiki/contracts/writing";
import { hasSubjectAndVerb } from "@hibiki/exercises";
import { runRules } from "../../writing/rules/index.ts";
import { tokenize } from "../../writing/tokenize.ts";

/** A grammar finding on the recognised words, for the result (word indices into the recognised words). */
export interface LanguageNote {
  begWord: number;
  endWord: number;
  /** Japanese explanation from the writing checker */
  message: string;
}

/** The language part of an open answer. */
export interface LanguageResult {
  /** 0–5 */
  score: number;
  words: number;
  /** spoken sentences (split at pauses) with a subject and a verb */
  fullSentences: number;
  sentences: number;
  notes: LanguageNote[];
}

/**
 * Grammar findings that make sense on speech. Spelling, capitals and punctuation do not exist in a
 * recognised answer, and fragments are counted by the subject-and-verb check instead.
 */
const SPOKEN_GRAMMAR: ReadonlySet<WritingErrorType> = new Set([
  "agreement",
  "tense",
  "verb_form",
  "article",
  "plural",
  "word_order",
  "preposition",
  "missing_subject",
] as WritingErrorType[]);

/**
 * Scores the language of a spoken answer (0–5) from its recognised words, split into sentences at
 * pauses: length against what a full answer needs (0.4), the share of sentences with a subject and a
 * verb (0.3), and grammar findings of the writing checker's learner rules per word (0.3).
 * @param sentences - recognised words, one list per spoken sentence
 * @param minWords - the fewest words of a complete answer
 * @returns the score with its parts and the findings
 */
export function languageScore(sentences: readonly string[][], minWords: number): LanguageResult {
  const spoken = sentences.filter((s) => s.length > 0);
  const words = spoken.reduce((n, s) => n + s.length, 0);
  const notes: LanguageNote[] = [];
  let offset = 0;
  let full = 0;
  for (const s of spoken) {
    // The rules expect written sentences: a capital and a full stop, which speech does not carry.
    const text = `${s.join(" ").replace(/^./, (c) => c.toUpperCase())}.`;
    if (hasSubjectAndVerb(s.join(" "))) full++;
    const tokens = tokenize(text);
    const starts: number[] = [];
    let at = 0;
    for (const w of s) {
      starts.push(text.toLowerCase().indexOf(w, at));
      at = (starts[starts.length - 1] ?? at) + w.length;
    }
    for (const f of runRules(text, tokens, false)) {
      if (!SPOKEN_GRAMMAR.has(f.type)) continue;
      const beg = starts.findIndex((p, i) => p + (s[i]?.length ?? 0) > f.start);
      const end = starts.findLastIndex((p) => p < f.end);
      if (beg < 0 || end < beg) continue;
      notes.push({ begWord: offset + beg, endWord: offset + end, message: f.explanationJa });
    }
    offset += s.length;
  }
  const length = Math.min(1, words / Math.max(1, minWords));
  const structure = spoken.length ? full / spoken.length : 0;
  const grammar = words ? Math.max(0, 1 - (3 * notes.length) / words) : 0;
  const score = words ? 5 * (0.4 * length + 0.3 * structure + 0.3 * grammar) : 0;
  return {
    score: Math.round(score * 100) / 100,
    words,
    fullSentences: full,
    sentences: spoken.length,
    notes,
  };
}
