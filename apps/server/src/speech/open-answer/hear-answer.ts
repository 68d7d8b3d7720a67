import { type ElementMatch, matchElements } from "@hibiki/exercises";
import { FRAME_SAMPLES, frameEnergies, loudMask, speechWindow } from "../audio.ts";
import { runEngine } from "../engine-run.ts";
import { readingFeatures } from "../features.ts";
import { scoreLearned } from "../learned-scoring.ts";
import { scoringModel } from "../model/scoring-model.ts";
import type { SpeechPool } from "../pool.ts";
import { parseReferenceText, type RefText } from "../reference-text.ts";
import type { ReadingScores, WordScore } from "../scoring.ts";
import { DP } from "../word-alignment.ts";
import type { EngineSegment } from "../worker-process.ts";
import type { OpenItem } from "./open-item.ts";
import type { RecogniseOpen } from "./recognise.ts";

/**
 * Hearing an open answer: what the student said, aligned to the audio, and the task's elements found in
 * it. Recognition is biased to the task (recognise.ts). When elements are missing, a second pass listens
 * more closely for the task's words (the focused model): a key word misheard as a common one ("two
 * brothers" heard as "to you brothers") is then often heard right. The second transcript is taken only
 * when the audio bears it out: it finds every element the first found and more, and every word of the
 * new evidence is aligned to the audio without being flagged as mispronounced. An answer about something
 * else does not gain the task's words that way: forced onto audio that does not say them, they are
 * flagged.
 */

/** A pause this long (10 ms frames) between recognised words ends a spoken sentence. */
const SENTENCE_PAUSE = 35;
const FILLER = /^(<.*>|\[.*\]|\(NULL\)|\+.*\+)$/i;

/** The recognised words (without fillers and alternate-pronunciation marks), split at long pauses. */
export function spokenSentences(segments: readonly EngineSegment[]): string[][] {
  const out: string[][] = [];
  let last: EngineSegment | undefined;
  for (const seg of segments) {
    if (FILLER.test(seg.w) || seg.sf < 0) continue;
    const word = seg.w.replace(/\(\d+\)$/, "").toLowerCase();
    if (!last || seg.sf - last.ef > SENTENCE_PAUSE) out.push([]);
    out[out.length - 1]?.push(word);
    last = seg;
  }
  return out;
}

/** The spoken sentences as one text, joined with ". ". */
const joined = (sentences: readonly string[][]) => sentences.map((s) => s.join(" ")).join(". ");

/** What was heard in an answer. */
export interface HeardAnswer {
  /** recognised words, split into spoken sentences */
  sentences: string[][];
  /** the sentences joined with ". " ("" when nothing was recognised) */
  recognized: string;
  /** the recognised text as a reference for the alignment, or a reason it has none */
  ref: RefText | string;
  /** the recognised words aligned to the audio and scored */
  words: WordScore[];
  /** pronunciation and fluency of the recognised words; rejected when there was nothing to align */
  reading: ReadingScores;
  /** the task's elements in the recognised text */
  matches: ElementMatch[];
  /** engine time spent (ms) */
  engineMs: number;
}

const REJECTED: ReadingScores = {
  total: 0,
  accuracy: 0,
  fluency: 0,
  integrity: 0,
  standard: 0,
  isRejected: true,
};

/** Aligns the audio to a recognised text and scores its words (the text is what was said: never rejected as another text). */
async function alignHeard(
  pool: SpeechPool,
  item: OpenItem,
  pcm: Buffer,
  sentences: string[][],
  ms: number,
): Promise<HeardAnswer> {
  const recognized = joined(sentences);
  const ref = recognized ? parseReferenceText(`${recognized}.`, "read_chapter") : "empty";
  const matches = matchElements(recognized, item.rubric);
  if (typeof ref === "string")
    return { sentences, recognized, ref, words: [], reading: REJECTED, matches, engineMs: ms };
  const norms = ref.words.map((w) => w.norm);
  const run = await runEngine(pool, norms, pcm);
  const model = scoringModel();
  const scored = scoreLearned(ref.words, readingFeatures(run, norms, model.phoneNorms), run, model);
  return {
    sentences,
    recognized,
    ref,
    words: scored.words,
    reading: { ...scored.scores, isRejected: !run.hasSpeech },
    matches,
    engineMs: ms + (run.reply?.ms ?? 0),
  };
}

/** Whether the second hearing finds more of the task and the audio bears out every new piece of evidence. */
export function bearsOut(first: HeardAnswer, second: HeardAnswer): boolean {
  const had = new Set(first.matches.filter((m) => m.found).map((m) => m.id));
  const found = second.matches.filter((m) => m.found);
  if (found.length <= had.size || [...had].some((id) => !found.some((m) => m.id === id))) return false;
  if (second.reading.isRejected) return false;
  return found
    .filter((m) => !had.has(m.id))
    .every((m) => {
      const evidence = second.words.slice(m.startWord ?? 0, m.endWord ?? 0);
      return evidence.length > 0 && evidence.every((w) => w.dp === DP.ok || w.dp === DP.repeated);
    });
}

/**
 * Hears an open answer: recognises the voiced clip with the task's model, aligns the audio to what was
 * recognised, and matches the elements; when some are missing, tries the focused model and keeps its
 * transcript only when the audio bears it out (see above).
 * @param pool - started speech pool
 * @param item - the item's rubric and texts
 * @param pcm - 16 kHz 16-bit mono audio
 * @param recognise - runs the recogniser on the voiced clip
 * @param hasSpeech - whether the audio has speech at all (nothing is recognised otherwise)
 * @returns what was heard
 * @throws PoolBusyError when the pool is saturated; EngineError when the engine fails
 */
export async function hearAnswer(
  pool: SpeechPool,
  item: OpenItem,
  pcm: Buffer,
  recognise: RecogniseOpen,
  hasSpeech: boolean,
): Promise<HeardAnswer> {
  if (!hasSpeech) return alignHeard(pool, item, pcm, [], 0);
  const win = speechWindow(loudMask(frameEnergies(pcm)));
  const bytes = FRAME_SAMPLES * 2;
  const clip = pcm.subarray(win.start * bytes, (win.start + win.frames) * bytes);
  const reply = await recognise(clip, item);
  const first = await alignHeard(pool, item, pcm, spokenSentences(reply.words ?? []), reply.ms ?? 0);
  if (first.matches.every((m) => m.found) || first.recognized === "") return first;
  const again = await recognise(clip, item, { focused: true });
  const sentences = spokenSentences(again.words ?? []);
  const spent = first.engineMs + (again.ms ?? 0);
  if (joined(sentences) === first.recognized) return { ...first, engineMs: spent };
  const second = await alignHeard(pool, item, pcm, sentences, spent);
  return bearsOut(first, second) ? second : { ...first, engineMs: second.engineMs };
}
