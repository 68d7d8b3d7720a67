// READY (issue 18): `tagSentence(text)` is stable; rules may import it. Part-of-speech tagging for the
// writing rules, wrapping wink-nlp + wink-eng-lite-web-model (MIT; chosen over compromise and en-pos, see
// pos/README.md). Synchronous after a one-time load (~150-250 ms, done by `loadTagger()` or the first call);
// ~25,000 sentences/s warm, so a 400-word essay costs a few milliseconds. Works in the writing worker thread.
import { createRequire } from "node:module";

/** A Universal-POS-like tag. */
export type Pos =
  | "NOUN"
  | "PROPN"
  | "VERB"
  | "AUX"
  | "ADJ"
  | "ADV"
  | "ADP"
  | "DET"
  | "PRON"
  | "NUM"
  | "CCONJ"
  | "SCONJ"
  | "PART"
  | "PUNCT"
  | "INTJ"
  | "X";

/** One tagged token; `start` inclusive and `end` exclusive, UTF-16 offsets in the tagged sentence. */
export type TaggedToken = {
  text: string;
  start: number;
  end: number;
  pos: Pos;
  /** a finer tag when the tagger has one (wink-nlp's lite model has none; kept for a later tagger) */
  tag?: string;
  /** lower-case dictionary form ("children" → "child", "went" → "go", "n't" → "not") */
  lemma?: string;
  /** for nouns: whether the noun is plural ("books", "children"); undefined for other tags */
  plural?: boolean;
};

// The small slice of wink-nlp's API used here (its own typings pull in DOM-style types we do not need).
type WinkItem = { out: (f?: unknown) => string };
type WinkTokens = { length: () => number; itemAt: (i: number) => WinkItem };
type WinkDoc = { tokens: () => WinkTokens };
type Wink = {
  readDoc: (text: string) => WinkDoc;
  its: { value: unknown; pos: unknown; lemma: unknown };
};

const UPOS = new Set<string>([
  "NOUN",
  "PROPN",
  "VERB",
  "AUX",
  "ADJ",
  "ADV",
  "ADP",
  "DET",
  "PRON",
  "NUM",
  "CCONJ",
  "SCONJ",
  "PART",
  "PUNCT",
  "INTJ",
  "X",
]);

let nlp: Wink | undefined;

/**
 * Loads the tagger and its English model once (synchronous; later calls return at once). Call it at
 * start-up to keep the first check fast; `tagSentence` calls it too.
 * @returns nothing; throws only when the packages are missing
 */
export function loadTagger(): void {
  if (nlp) return;
  const require = createRequire(import.meta.url);
  const winkNLP = require("wink-nlp") as (model: unknown, pipe: string[]) => Wink;
  const model = require("wink-eng-lite-web-model");
  // Only the POS pipe: no sentence splitting, negation, sentiment or entities (the checker splits sentences).
  nlp = winkNLP(model, ["pos"]);
}

/**
 * Tags one sentence (or any short text) with Universal-POS-like tags, lemmas and noun number. Contractions
 * are split the tagger's way ("doesn't" → "does" + "n't", "can't" → "ca" + "n't"; "today's" → "today" +
 * "'s" with `pos` PART), each with its own offsets in `text`.
 * @param text - the sentence as written
 * @returns the tokens in order; whitespace is never a token
 */
export function tagSentence(text: string): TaggedToken[] {
  const cached = recent.get(text);
  if (cached) return cached;
  const out = tagUncached(text);
  // Several rules tag the same sentence; keep the last few results (callers must not mutate them).
  if (recent.size >= 16) recent.delete(recent.keys().next().value as string);
  recent.set(text, out);
  return out;
}

const recent = new Map<string, TaggedToken[]>();

function tagUncached(text: string): TaggedToken[] {
  loadTagger();
  const wink = nlp as Wink;
  const its = wink.its;
  const tokens = wink.readDoc(text).tokens();
  const out: TaggedToken[] = [];
  let cursor = 0;
  for (let i = 0; i < tokens.length(); i++) {
    const item = tokens.itemAt(i);
    const value = item.out(its.value);
    let start = text.indexOf(value, cursor);
    // wink-nlp keeps the original text in `value`; the fallback only guards against a future change.
    if (start < 0) start = cursor;
    const end = Math.min(text.length, start + value.length);
    cursor = end;
    const raw = item.out(its.pos);
    const pos = (UPOS.has(raw) ? raw : raw === "SYM" ? "PUNCT" : "X") as Pos;
    const lemma = item.out(its.lemma).toLowerCase();
    // wink-nlp keeps "I'm" whole (as a proper noun); split it like its other contractions.
    if (/^i['’]m$/i.test(value)) {
      out.push({ text: text.slice(start, start + 1), start, end: start + 1, pos: "PRON", lemma: "i" });
      out.push({ text: text.slice(start + 1, end), start: start + 1, end, pos: "AUX", lemma: "be" });
      continue;
    }
    const token: TaggedToken = { text: text.slice(start, end), start, end, pos, lemma };
    if (pos === "NOUN" || pos === "PROPN") token.plural = isPluralNoun(token.text.toLowerCase(), lemma);
    out.push(token);
  }
  return out;
}

// Nouns whose plural is the same word, and words ending in -s that are singular.
const SAME_PLURAL = new Set(["people", "police", "cattle"]);
const IRREGULAR_PLURAL = new Set("children men women feet teeth mice geese".split(" "));
const SINGULAR_S = /(ss|us|is|ics|news|ness)$/;

function isPluralNoun(lower: string, lemma: string): boolean {
  if (SAME_PLURAL.has(lower) || IRREGULAR_PLURAL.has(lower)) return true;
  // The lemma also normalises spelling ("colour" → "color"), so only an -s ending counts.
  if (lemma && lemma !== lower && /s$/.test(lower)) return true;
  return /[^s]s$/.test(lower) && !SINGULAR_S.test(lower) && lower.length > 3;
}
