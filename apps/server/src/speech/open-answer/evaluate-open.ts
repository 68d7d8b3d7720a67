import { FRAME_SAMPLES, frameEnergies, speechMask } from "../audio.ts";
import type { Evaluation } from "../evaluator.ts";
import type { XmlInput } from "../ise-xml.ts";
import type { SpeechPool } from "../pool.ts";
import { type PoorlyWordLists, poorlyWordCandidates, studyReport } from "../study-report.ts";
import { runFormChecks } from "./form-checks.ts";
import { hearAnswer } from "./hear-answer.ts";
import { languageScore } from "./language.ts";
import type { OpenItem } from "./open-item.ts";
import { buildOpenXml } from "./open-xml.ts";
import type { RecogniseOpen } from "./recognise.ts";
import { combineOpenScores, openComment, openContent } from "./score-open.ts";

export type { RecogniseOpen } from "./recognise.ts";

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
  const hasSpeech = speechMask(frameEnergies(pcm)).filter(Boolean).length >= 5;
  const minWords = minWordsOf(item);
  const { sentences, recognized, ref, words, reading, matches, engineMs } = await hearAnswer(
    pool,
    item,
    pcm,
    recognise,
    hasSpeech,
  );
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
    sentences: typeof ref === "string" ? [] : ref.sentences,
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
