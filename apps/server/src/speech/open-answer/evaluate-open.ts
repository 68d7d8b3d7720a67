import { matchElements } from "@hibiki/exercises";
import { FRAME_SAMPLES, frameEnergies, loudMask, speechMask, speechWindow } from "../audio.ts";
import { runEngine } from "../engine-run.ts";
import type { Evaluation } from "../evaluator.ts";
import { readingFeatures } from "../features.ts";
import type { XmlInput } from "../ise-xml.ts";
import { scoreLearned } from "../learned-scoring.ts";
import { scoringModel } from "../model/scoring-model.ts";
import type { SpeechPool } from "../pool.ts";
import { parseReferenceText, type RefText } from "../reference-text.ts";
import type { ReadingScores } from "../scoring.ts";
import { type PoorlyWordLists, poorlyWordCandidates, studyReport } from "../study-report.ts";
import type { EngineReply, EngineSegment } from "../worker-process.ts";
import { runFormChecks } from "./form-checks.ts";
import { languageScore } from "./language.ts";
import type { OpenItem } from "./open-item.ts";
import { buildOpenXml } from "./open-xml.ts";
import { combineOpenScores, openComment, openContent } from "./score-open.ts";

/** Recognises a clip of an open answer (the item's language model is the caller's business). */
export type RecogniseOpen = (pcm: Buffer, item: OpenItem) => Promise<EngineReply>;

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

/**
 * The fewest words of a complete answer: the rubric's min_words, else 60% of the samples' median
 * length (at least 3).
 */
export function minWordsOf(item: OpenItem): number {
  if (item.rubric.min_words) return item.rubric.min_words;
  const lengths = item.samples.map((s) => s.split(/\s+/).filter(Boolean).length).sort((a, b) => a - b);
  const median = lengths[Math.floor(lengths.length / 2)] ?? 5;
  return Math.max(3, Math.round(0.6 * median));
}

const ZERO: ReadingScores = {
  total: 0,
  accuracy: 0,
  fluency: 0,
  integrity: 0,
  standard: 0,
  isRejected: true,
};

/**
 * Scores an open answer: recognises what the student said (biased to the task), aligns the audio to the
 * recognised words for pronunciation and fluency (so saying other words than a sample costs nothing),
 * matches the task's elements by meaning for the content, checks the language, and writes the
 * comment. No speech, or nothing recognisable, is rejected with every score 0.
 * @param pool - started speech pool
 * @param item - the item's rubric and texts
 * @param pcm - 16 kHz 16-bit mono audio
 * @param recognise - runs the recogniser on the voiced clip
 * @param lists - lists for poorly-word candidates
 * @returns the evaluation (category open_answer)
 * @throws PoolBusyError when the pool is saturated; EngineError when the engine fails
 */
export async function evaluateOpenAnswer(
  pool: SpeechPool,
  item: OpenItem,
  pcm: Buffer,
  recognise: RecogniseOpen,
  lists: PoorlyWordLists,
): Promise<Evaluation> {
  const frames = Math.floor(pcm.length / (FRAME_SAMPLES * 2));
  const energies = frameEnergies(pcm);
  const hasSpeech = speechMask(energies).filter(Boolean).length >= 5;
  const minWords = minWordsOf(item);
  let sentences: string[][] = [];
  let engineMs = 0;
  if (hasSpeech) {
    const win = speechWindow(loudMask(energies));
    const bytes = FRAME_SAMPLES * 2;
    const reply = await recognise(pcm.subarray(win.start * bytes, (win.start + win.frames) * bytes), item);
    sentences = spokenSentences(reply.words ?? []);
    engineMs += reply.ms ?? 0;
  }
  const recognized = sentences.map((s) => s.join(" ")).join(". ");
  const ref = recognized ? parseReferenceText(`${recognized}.`, "read_chapter") : "empty";
  let words: Evaluation["words"] = [];
  let reading: ReadingScores = ZERO;
  if (typeof ref !== "string") {
    const norms = ref.words.map((w) => w.norm);
    const run = await runEngine(pool, norms, pcm);
    engineMs += run.reply?.ms ?? 0;
    const model = scoringModel();
    // The recognised text is what was said, so the reading is never "not the text" here.
    const scored = scoreLearned(ref.words, readingFeatures(run, norms, model.phoneNorms), run, model);
    words = scored.words;
    reading = { ...scored.scores, isRejected: !run.hasSpeech };
  }
  const matches = matchElements(recognized, item.rubric);
  const language = languageScore(sentences, minWords);
  const delivery = reading.isRejected ? 0 : (reading.accuracy + reading.fluency) / 2;
  const checks = runFormChecks(recognized, item.rubric.checks ?? [], item.texts[0]);
  const scores = reading.isRejected
    ? combineOpenScores(0, 0, 0)
    : combineOpenScores(openContent(item.rubric, matches, checks), language.score, delivery);
  const comment = openComment(item.rubric, matches, language, scores, minWords, checks);
  const exceptInfo = !hasSpeech ? 28673 : reading.isRejected ? 28676 : 0;
  const paper: XmlInput = {
    category: "read_chapter",
    content: recognized,
    sentences: typeof ref === "string" ? [] : (ref as RefText).sentences,
    words,
    scores: reading,
    exceptInfo,
    frames,
  };
  const report = studyReport(words, reading);
  return {
    category: "open_answer",
    // The answer's scores: the open total; integrity carries the content (the task done).
    scores: {
      total: scores.total,
      accuracy: reading.accuracy,
      fluency: reading.fluency,
      integrity: scores.content,
      standard: scores.total,
      isRejected: reading.isRejected,
    },
    words,
    inserted: [],
    report: {
      study_report: { ...report, info: comment.ja },
      poorly_words: poorlyWordCandidates(words, lists),
    },
    xml: buildOpenXml({
      rubric: item.rubric,
      matches,
      checks,
      scores,
      comment,
      notes: language.notes,
      recognized,
      wordCount: language.words,
      paper,
    }),
    engineMs,
    speculative: false,
  };
}
