import { basicWordList } from "../writing/lexicon/vocabulary-levels.ts";
import { pronounce } from "./pronunciation.ts";
import type { WordScore } from "./scoring.ts";
import { DP } from "./word-alignment.ts";
import type { EngineSegment } from "./worker-process.ts";

/** Speech the reading grammar explained with insertion units (words that are not in the text). */
export interface InsertedSpan {
  sf: number;
  ef: number;
  /** the phones the insertion units heard, in order */
  phones: string[];
}

const INSERTION_UNIT = /^\+ins_([A-Z]+)$/;
/** An insertion needs this many frames (10 ms)… */
const MIN_FRAMES = 12;
/** …at least two phones (a lone phone is usually the tail of a neighbouring word)… */
const MIN_PHONES = 2;
/** …and mostly voiced frames (breath and clicks are not words). */
const MIN_VOICED = 0.5;

/**
 * Groups the aligner's insertion units into spans: consecutive units (nothing else between them)
 * form one inserted stretch of speech; spans too short, too quiet or of a single phone are dropped.
 * @param hyp word segments of the reading grammar (reference words, fillers and insertion units)
 * @param speech per-frame speech mask over the same frames
 * @returns the inserted spans in time order
 */
export function findInsertions(hyp: readonly EngineSegment[], speech: readonly boolean[]): InsertedSpan[] {
  const spans: InsertedSpan[] = [];
  let open: InsertedSpan | undefined;
  for (const seg of hyp) {
    const unit = INSERTION_UNIT.exec(seg.w);
    if (!unit || seg.sf < 0 || seg.ef < seg.sf) {
      open = undefined;
      continue;
    }
    if (open) {
      open.ef = seg.ef;
      open.phones.push(unit[1] as string);
    } else {
      open = { sf: seg.sf, ef: seg.ef, phones: [unit[1] as string] };
      spans.push(open);
    }
  }
  return spans.filter((s) => {
    const frames = s.ef - s.sf + 1;
    let voiced = 0;
    for (let f = s.sf; f <= s.ef; f++) if (speech[f]) voiced++;
    return frames >= MIN_FRAMES && s.phones.length >= MIN_PHONES && voiced / frames >= MIN_VOICED;
  });
}

/** Levenshtein distance over phone lists. */
function phoneDistance(a: readonly string[], b: readonly string[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row[j] = Math.min(
        (prev[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (prev[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    prev = row;
  }
  return prev[b.length] as number;
}

let lexicon: Promise<{ word: string; phones: string[] }[]> | undefined;

/** Pronunciations of the basic word list, loaded once. */
function basicLexicon(): Promise<{ word: string; phones: string[] }[]> {
  lexicon ??= Promise.all(
    basicWordList("senior").map(async (word) => ({ word, phones: (await pronounce(word)).split(" ") })),
  );
  return lexicon;
}

/**
 * Names an inserted span: the basic word whose pronunciation is nearest to the heard phones when it
 * is close enough (at most a third of the phones differ), else "*" (ISE shows the recognised word;
 * phone units are too coarse to name rarer words reliably).
 * @param phones heard phones
 * @returns a word or "*"
 */
export async function labelInsertion(phones: readonly string[]): Promise<string> {
  let best = { word: "*", d: Math.floor(phones.length / 3) + 1 };
  for (const entry of await basicLexicon()) {
    if (Math.abs(entry.phones.length - phones.length) >= best.d) continue;
    const d = phoneDistance(phones, entry.phones);
    if (d < best.d) best = { word: entry.word, d };
  }
  return best.word;
}

/**
 * Adds inserted words (dp_message 32, score 0) to the scored reference words at their place in time;
 * an insertion belongs to the sentence of the word read before it (the first sentence at the start).
 * @param words scored reference words, in reference order
 * @param spans inserted spans
 * @param labels a word for each span (same order)
 * @returns reference and inserted words in reading order
 */
export function withInsertions(
  words: WordScore[],
  spans: readonly InsertedSpan[],
  labels: readonly string[],
): WordScore[] {
  if (spans.length === 0) return words;
  const out: WordScore[] = [];
  let s = 0;
  const insert = (sentence: number) => {
    const span = spans[s] as InsertedSpan;
    const content = labels[s] ?? "*";
    out.push({
      content,
      norm: content,
      sentence,
      dp: DP.inserted,
      begPos: span.sf,
      endPos: span.ef + 1,
      score: 0,
      repeated: false,
    });
    s++;
  };
  for (const w of words) {
    if (w.dp !== DP.omitted)
      while (s < spans.length && (spans[s] as InsertedSpan).ef < w.begPos)
        insert(out.length ? (out[out.length - 1] as WordScore).sentence : w.sentence);
    out.push(w);
  }
  while (s < spans.length) insert(out.length ? (out[out.length - 1] as WordScore).sentence : 0);
  return out;
}
