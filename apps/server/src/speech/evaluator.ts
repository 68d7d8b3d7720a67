import type { SpeechCategory, SpeechReport } from "@hibiki/contracts/ws/speech";
import { runEngine } from "./engine-run.ts";
import { readingFeatures } from "./features.ts";
import { labelInsertion, withInsertions } from "./insertions.ts";
import { buildIseXml } from "./ise-xml.ts";
import { scoreLearned } from "./learned-scoring.ts";
import { scoringModel } from "./model/scoring-model.ts";
import type { SpeechPool } from "./pool.ts";
import type { RefText } from "./reference-text.ts";
import type { ReadingScores, WordScore } from "./scoring.ts";
import type { Speculation } from "./speculation.ts";
import { type PoorlyWordLists, poorlyWordCandidates, studyReport } from "./study-report.ts";
import { DP } from "./word-alignment.ts";
/** The complete evaluation of one recording. */
export interface Evaluation {
  category: SpeechCategory;
  scores: ReadingScores;
  /** one entry per reference word, in text order */
  words: WordScore[];
  /** words said that are not in the text (dp_message 32), in time order; also in the XML */
  inserted: WordScore[];
  report: SpeechReport;
  /** ISE-shaped XML (UTF-8 text; base64 it for the socket) */
  xml: string;
  /** engine time in ms */
  engineMs: number;
  /** the alignment started before the last frame was used */
  speculative: boolean;
}

const NO_LISTS: PoorlyWordLists = { collected: [], blacklist: [], excluded: [], whiteList: [] };

/**
 * Scores a reading of a reference text.
 * @param pool started speech pool
 * @param category read_word, read_sentence or read_chapter
 * @param content reference text without ISE prefixes (shown in the XML)
 * @param ref parsed reference (parseReferenceText)
 * @param pcm 16 kHz 16-bit mono little-endian audio
 * @param lists lists for poorly-word candidates (collected, blacklist, config lists)
 * @param speculation an alignment started early; used when its window is the final one
 * @returns scores, word details, study report, poorly words and XML
 * @throws PoolBusyError when the pool is saturated; EngineError when the engine fails
 */
export async function evaluateReading(
  pool: SpeechPool,
  category: SpeechCategory,
  content: string,
  ref: RefText,
  pcm: Buffer,
  lists: PoorlyWordLists = NO_LISTS,
  speculation?: Speculation,
): Promise<Evaluation> {
  const norms = ref.words.map((w) => w.norm);
  const run = await runEngine(pool, norms, pcm, speculation);
  const model = scoringModel();
  const features = readingFeatures(run, norms, model.phoneNorms);
  const { words, scores } = scoreLearned(ref.words, features, run, model, category === "read_word");
  // Added words are reported (dp_message 32) at their place in the reading.
  const spans = category !== "read_word" ? features.inserted : [];
  const all = withInsertions(words, spans, await Promise.all(spans.map((s) => labelInsertion(s.phones))));
  const exceptInfo = !run.hasSpeech ? 28673 : scores.isRejected ? 28676 : 0;
  return {
    category,
    scores,
    words,
    inserted: all.filter((w) => w.dp === DP.inserted),
    report: { study_report: studyReport(words, scores), poorly_words: poorlyWordCandidates(words, lists) },
    xml: buildIseXml({
      category,
      content,
      sentences: ref.sentences,
      words: all,
      scores,
      exceptInfo,
      frames: run.frames,
    }),
    engineMs: run.reply?.ms ?? 0,
    speculative: run.speculative,
  };
}
