import { type NumberSpan, parseNumberAt, parseOrdinalWordAt, parseTimeAt } from "./numbers.ts";
import { type AnswerToken, answerTokens } from "./tokens.ts";
import { DETERMINERS } from "./word-lists.ts";

/**
 * Rubric terms: one word ("kick"), several words ("play the piano"), or the placeholders `<number>` and
 * `<time>`, also inside a phrase ("at <time>"). Words compare by lemma; articles and determiners are
 * optional between the words of a phrase, so "play the piano" matches "play piano", "playing the piano"
 * and "play her piano". A number written in digits ("850", "4th") matches that number however it is
 * written or said ("eight hundred fifty", "four", "fourth"): recognised speech spells numbers out.
 */

/** One part of a compiled term. */
export type TermPart =
  | { kind: "word"; lemmas: readonly string[] }
  | { kind: "number" }
  | { kind: "time" }
  | { kind: "value"; value: number };

/** A term word that is a number in digits, as a cardinal ("850") or an ordinal ("4th"). */
const NUMERAL = /^(\d+)(?:st|nd|rd|th)?$/;

/** Where a term was found: token indices, end exclusive. */
export interface TokenSpan {
  start: number;
  end: number;
}

const compiled = new Map<string, readonly TermPart[]>();
const COMPILED_LIMIT = 20_000;

/**
 * Compiles a rubric term into parts: words as lemma candidates (contractions expanded; articles and
 * determiners inside the phrase dropped, those at its start or end kept: "my bag" needs "my"),
 * placeholders as number/time parts. Results are memoised.
 * @param term - a rubric term, e.g. "play the piano", "<time>", "get up at <time>"
 * @returns its parts (empty for a term without words)
 */
export function compileTerm(term: string): readonly TermPart[] {
  const known = compiled.get(term);
  if (known) return known;
  const parts: TermPart[] = [];
  for (const piece of term.trim().toLowerCase().split(/\s+/)) {
    if (piece === "<number>") parts.push({ kind: "number" });
    else if (piece === "<time>") parts.push({ kind: "time" });
    else if (NUMERAL.test(piece)) parts.push({ kind: "value", value: Number(NUMERAL.exec(piece)?.[1]) });
    else for (const t of answerTokens(piece)) parts.push({ kind: "word", lemmas: t.lemmas });
  }
  // a determiner INSIDE a phrase is optional (skipped in the answer too); at its edges ("my bag") it stays
  const out = parts.filter(
    (p, i) =>
      i === 0 || i === parts.length - 1 || p.kind !== "word" || !p.lemmas.some((l) => DETERMINERS.has(l)),
  );
  if (compiled.size >= COMPILED_LIMIT) compiled.clear();
  compiled.set(term, out);
  return out;
}

/** Per-answer lookups shared by all terms matched against the same tokens (built once per token list). */
interface TokenIndex {
  words: readonly string[];
  /** index after the sentence of each token */
  sentenceEnds: readonly number[];
  /** lemma candidate → indices of the tokens that have it */
  byLemma: ReadonlyMap<string, readonly number[]>;
  /** the number starting at each token, and the end of the time (null: none; undefined: not read yet) */
  numbers: (NumberSpan | null | undefined)[];
  timeEnds: (number | null | undefined)[];
}

const indexes = new WeakMap<readonly AnswerToken[], TokenIndex>();

function indexOf(tokens: readonly AnswerToken[]): TokenIndex {
  const known = indexes.get(tokens);
  if (known) return known;
  const sentenceEnds: number[] = new Array(tokens.length);
  let end = tokens.length;
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (i < tokens.length - 1 && tokens[i]?.sentence !== tokens[i + 1]?.sentence) end = i + 1;
    sentenceEnds[i] = end;
  }
  const byLemma = new Map<string, number[]>();
  tokens.forEach((t, i) => {
    for (const l of t.lemmas) {
      const list = byLemma.get(l);
      if (list) list.push(i);
      else byLemma.set(l, [i]);
    }
  });
  const index: TokenIndex = {
    words: tokens.map((t) => t.text),
    sentenceEnds,
    byLemma,
    numbers: new Array(tokens.length),
    timeEnds: new Array(tokens.length),
  };
  indexes.set(tokens, index);
  return index;
}

/** The number starting at token `i` (within its sentence), read once per answer. */
function numberAt(index: TokenIndex, i: number, limit: number): NumberSpan | null {
  const known = index.numbers[i];
  if (known !== undefined) return known;
  const n = parseNumberAt(index.words, i, limit);
  index.numbers[i] = n;
  return n;
}

/** Token index after `part` when it matches at `i` (numbers and times end within i's sentence), or null. */
function partEnd(
  tokens: readonly AnswerToken[],
  index: TokenIndex,
  part: TermPart,
  i: number,
): number | null {
  if (i >= tokens.length) return null;
  const limit = index.sentenceEnds[i] ?? tokens.length;
  if (part.kind === "number") return numberAt(index, i, limit)?.end ?? null;
  if (part.kind === "value") {
    const n = numberAt(index, i, limit);
    if (n?.value === part.value) return n.end;
    const ordinal = parseOrdinalWordAt(index.words, i, limit);
    return ordinal?.value === part.value ? ordinal.end : null;
  }
  if (part.kind === "time") {
    const known = index.timeEnds[i];
    if (known !== undefined) return known;
    const end = parseTimeAt(index.words, i, limit);
    index.timeEnds[i] = end;
    return end;
  }
  return tokens[i]?.lemmas.some((l) => part.lemmas.includes(l)) ? i + 1 : null;
}

/**
 * End of the term when it matches from token `start`: parts in order, determiners skipped between
 * parts, all within one sentence.
 * @param tokens - the answer's tokens
 * @param parts - the compiled term
 * @param start - the token the first part must match
 * @returns the index after the match, or null
 */
export function matchTermAt(
  tokens: readonly AnswerToken[],
  parts: readonly TermPart[],
  start: number,
): number | null {
  if (parts.length === 0 || start >= tokens.length) return null;
  const index = indexOf(tokens);
  const limit = index.sentenceEnds[start] ?? tokens.length;
  let i = start;
  for (const [k, part] of parts.entries()) {
    if (k > 0)
      while (i < limit && DETERMINERS.has(index.words[i] ?? "") && partEnd(tokens, index, part, i) === null)
        i++;
    if (i >= limit) return null;
    const end = partEnd(tokens, index, part, i);
    if (end === null) return null;
    i = end;
  }
  return i;
}

/** Where a term can start: the tokens with its first word's lemma, or every token for a number/time/value. */
function startsOf(tokens: readonly AnswerToken[], first: TermPart): readonly number[] {
  if (first.kind !== "word") return tokens.map((_, i) => i);
  const { byLemma } = indexOf(tokens);
  const starts = new Set(first.lemmas.flatMap((l) => byLemma.get(l) ?? []));
  return [...starts].sort((a, b) => a - b);
}

/**
 * Every place a term matches in the answer.
 * @param tokens - the answer's tokens (answerTokens)
 * @param term - a rubric term or its compiled parts
 * @returns the matches in order of their start
 */
export function findTerm(tokens: readonly AnswerToken[], term: string | readonly TermPart[]): TokenSpan[] {
  const parts = typeof term === "string" ? compileTerm(term) : term;
  const first = parts[0];
  if (first === undefined) return [];
  const out: TokenSpan[] = [];
  for (const start of startsOf(tokens, first)) {
    const end = matchTermAt(tokens, parts, start);
    if (end !== null) out.push({ start, end });
  }
  return out;
}
