import type { AnswerElement, OpenAnswer } from "../../schemas/open-answer.ts";
import { negatedTokens } from "./negation.ts";
import { hasSentencePunctuation } from "./split-answer.ts";
import { findTerm, type TokenSpan } from "./terms.ts";
import { type AnswerToken, answerTokens } from "./tokens.ts";
import { NEGATORS } from "./word-lists.ts";

/**
 * Matching an answer against the elements of an open-answer rubric. An element is found when one of
 * its alternatives has every slot present (any one of the slot's terms) in ONE sentence; when the
 * answer has no sentence punctuation (recognised speech) the slots must also lie within
 * MEANING_WINDOW_TOKENS tokens. A term occurrence inside a negation's scope does not count
 * (negatedTokens): "I don't like cats" does not give the slot "like".
 */

/** Widest span (tokens) the evidence of one alternative may cover in unpunctuated text. */
export const MEANING_WINDOW_TOKENS = 12;

/** What the answer says about one element. */
export interface ElementMatch {
  /** the element's id */
  id: string;
  found: boolean;
  /** first token of the evidence (index into answerTokens(text)), when found */
  start?: number;
  /** token after the evidence (exclusive), when found */
  end?: number;
  /** the same evidence as surface word indices (answerWords(text); "I'm" is one word), when found */
  startWord?: number;
  /** word after the evidence (exclusive), when found */
  endWord?: number;
  /** index of the alternative (element.match[i]) that matched, when found */
  alternative?: number;
  /** true when the element is not found but would be without negation ("I don't like cats") */
  negated?: boolean;
}

/** The answer, prepared once for all elements. */
interface Answer {
  tokens: readonly AnswerToken[];
  negated: readonly boolean[];
  windowed: boolean;
  /** slot occurrences already found (key: negation flag + the slot's terms) */
  slots: Map<string, TokenSpan[]>;
}

/** Occurrences of one slot (any of its terms), optionally without the negated ones; memoised per answer. */
function slotSpans(a: Answer, slot: readonly string[], respectNegation: boolean): TokenSpan[] {
  const key = `${respectNegation ? 1 : 0}\u0000${slot.join("\u0000")}`;
  const known = a.slots.get(key);
  if (known) return known;
  // A term that says the negation itself ("don't agree", "not yet", "cannot put") is meant negated. Two
  // terms can match the same words ("can't put" and "cannot put"): the span is meant negated if either is.
  const unique = new Map<string, { span: TokenSpan; negative: boolean }>();
  for (const term of new Set(slot)) {
    const negative = term
      .split(/[\s']+/)
      .some((w) => NEGATORS.has(w) || w === "cannot" || w.endsWith("n't") || w === "t");
    for (const span of findTerm(a.tokens, term)) {
      const key = `${span.start}:${span.end}`;
      unique.set(key, { span, negative: negative || (unique.get(key)?.negative ?? false) });
    }
  }
  const kept = [...unique.values()]
    .filter((x) => !respectNegation || x.negative || !a.negated.slice(x.span.start, x.span.end).some(Boolean))
    .map((x) => x.span);
  kept.sort((x, y) => x.start - y.start || x.end - y.end);
  a.slots.set(key, kept);
  return kept;
}

/** The first span of each slot inside [from, to), or null when a slot has none there. */
function pick(slots: readonly TokenSpan[][], from: number, to: number): TokenSpan | null {
  let start = Number.POSITIVE_INFINITY;
  let end = -1;
  for (const spans of slots) {
    const s = spans.find((x) => x.start >= from && x.end <= to);
    if (!s) return null;
    start = Math.min(start, s.start);
    end = Math.max(end, s.end);
  }
  return { start, end };
}

/**
 * Earliest placement of all slots in one sentence (and one window when the text is unpunctuated), made as
 * compact as its end allows.
 */
function place(a: Answer, slots: readonly TokenSpan[][]): TokenSpan | null {
  const anchors = [...new Set(slots.flat().map((s) => s.start))].sort((x, y) => x - y);
  for (const anchor of anchors) {
    const sentence = a.tokens[anchor]?.sentence;
    let to = anchor;
    while (to < a.tokens.length && a.tokens[to]?.sentence === sentence) to++;
    if (a.windowed) to = Math.min(to, anchor + MEANING_WINDOW_TOKENS);
    const found = pick(slots, anchor, to);
    if (found) return tighten(slots, found);
  }
  return null;
}

/** Narrows evidence to each slot's last span inside it ("he is sad, he kicks a ball" → the second he). */
function tighten(slots: readonly TokenSpan[][], found: TokenSpan): TokenSpan {
  let start = found.end;
  for (const spans of slots) {
    const inside = spans.filter((x) => x.start >= found.start && x.end <= found.end);
    start = Math.min(start, inside.at(-1)?.start ?? found.start);
  }
  return { start, end: found.end };
}

/** Evidence of one alternative. */
type Evidence = TokenSpan & { alternative: number };

/** Best evidence of an element: the earliest-starting alternative (ties: the earlier alternative). */
function evidence(a: Answer, element: AnswerElement, respectNegation: boolean): Evidence | null {
  let best: Evidence | null = null;
  for (const [alternative, slots] of element.match.entries()) {
    const spans = slots.map((slot) => slotSpans(a, slot, respectNegation));
    if (spans.some((s) => s.length === 0)) continue;
    const found = place(a, spans);
    if (found && (best === null || found.start < best.start)) best = { ...found, alternative };
  }
  return best;
}

/**
 * Matches an answer against a rubric's elements.
 * @param text - the answer (typed, or recognised speech)
 * @param rubric - the open-answer rubric (only its elements are used)
 * @returns one match per element, in rubric order, with the evidence's token span when found
 */
export function matchElements(text: string, rubric: Pick<OpenAnswer, "elements">): ElementMatch[] {
  const tokens = answerTokens(text);
  const a: Answer = {
    tokens,
    negated: negatedTokens(tokens),
    windowed: !hasSentencePunctuation(text),
    slots: new Map(),
  };
  return rubric.elements.map((element) => {
    const hit = evidence(a, element, true);
    if (hit) {
      const startWord = tokens[hit.start]?.word ?? 0;
      const endWord = (tokens[hit.end - 1]?.word ?? startWord) + 1;
      const { start, end, alternative } = hit;
      return { id: element.id, found: true, start, end, startWord, endWord, alternative };
    }
    return evidence(a, element, false)
      ? { id: element.id, found: false, negated: true }
      : { id: element.id, found: false };
  });
}
