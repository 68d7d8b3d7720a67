import type { WritingErrorType } from "@hibiki/contracts/writing";
import type { Token } from "../tokenize.ts";
import { adjacent, PHRASE_END_WORDS } from "./match.ts";
import type { Finding, RuleContext } from "./types.ts";

/** One word of a pattern: "a|b|c" alternatives (lower case) or a test on the token. */
export type Slot = string | ((t: Token) => boolean);

/** Where a match sits: its tokens, the index of its first word, and the sentence. */
export type Match = { m: Token[]; i: number; words: Token[]; sentence: string };

/** A run of adjacent words (no punctuation between them) that is a known learner error. */
export type SequencePattern = {
  slots: Slot[];
  /** an extra test on the match and its surroundings */
  when?: (x: Match) => boolean;
  /** the matched words to flag, as [first, last] indices into the match (default: all) */
  span?: [number, number];
  /** the text that replaces the flagged span */
  fix: (m: Token[]) => string;
  comment: string | ((m: Token[]) => string);
  /** the Japanese explanation, given the correction */
  ja: (right: string, m: Token[]) => string;
};

const altCache = new Map<string, Set<string>>();

function slotMatches(slot: Slot, t: Token): boolean {
  if (typeof slot === "function") return slot(t);
  let alts = altCache.get(slot);
  if (!alts) {
    alts = new Set(slot.split("|"));
    altCache.set(slot, alts);
  }
  return alts.has(t.lower);
}

/** The match of `p` at word `i`, or undefined. */
export function matchAt(p: SequencePattern, words: Token[], i: number, sentence: string): Match | undefined {
  const m = words.slice(i, i + p.slots.length);
  if (m.length < p.slots.length) return undefined;
  for (let k = 0; k < m.length; k++) {
    if (!slotMatches(p.slots[k] as Slot, m[k] as Token)) return undefined;
    if (k > 0 && !adjacent(sentence, m[k - 1] as Token, m[k] as Token)) return undefined;
  }
  const x = { m, i, words, sentence };
  if (p.when && !p.when(x)) return undefined;
  return x;
}

/** The word after the match, when only spaces separate it from the match. */
export function wordAfter(x: Match): Token | undefined {
  const next = x.words[x.i + x.m.length];
  const last = x.m[x.m.length - 1] as Token;
  return next && adjacent(x.sentence, last, next) ? next : undefined;
}

/** The word before the match, when only spaces separate it from the match. */
export function wordBefore(x: Match): Token | undefined {
  const prev = x.words[x.i - 1];
  return prev && adjacent(x.sentence, prev, x.m[0] as Token) ? prev : undefined;
}

/**
 * Whether the match closes its phrase: the sentence or a clause ends after it, or a closed-class word
 * follows ("in summer, we ..." / "in summer I ..." yes; "on summer vacation" no).
 */
export function endsPhrase(x: Match): boolean {
  const next = wordAfter(x);
  return next === undefined || PHRASE_END_WORDS.has(next.lower) || /^\d/.test(next.text);
}

/**
 * Runs sequence patterns over a sentence: at each word the first matching pattern wins and the scan
 * continues after its match.
 * @returns one finding per match
 */
export function runSequences(
  ctx: RuleContext,
  patterns: SequencePattern[],
  type: WritingErrorType,
): Finding[] {
  const out: Finding[] = [];
  const { sentence } = ctx;
  // Numbers take part in patterns ("at 2019", "in April 1st"); punctuation separates words.
  const words = ctx.tokens.filter((t) => t.kind !== "punct");
  for (let i = 0; i < words.length; i++) {
    for (const p of patterns) {
      const x = matchAt(p, words, i, sentence);
      if (!x) continue;
      const [a, b] = p.span ?? [0, x.m.length - 1];
      const from = x.m[a] as Token;
      const to = x.m[b] as Token;
      const right = p.fix(x.m);
      out.push({
        type,
        start: from.start,
        end: to.end,
        comment: typeof p.comment === "string" ? p.comment : p.comment(x.m),
        explanationJa: p.ja(right, x.m),
        suggestion: right,
      });
      i += x.m.length - 1;
      break;
    }
  }
  return out;
}
