import type { SpeechCategory, SpeechReport } from "@hibiki/contracts/ws/speech";
import { FRAME_SAMPLES, frameEnergies, loudMask, speechMask, speechWindow } from "./audio.ts";
import { findInsertions, labelInsertion, withInsertions } from "./insertions.ts";
import { buildIseXml } from "./ise-xml.ts";
import { addPhoneDetail } from "./phone-detail.ts";
import type { SpeechPool } from "./pool.ts";
import type { RefText } from "./reference-text.ts";
import { type ReadingScores, scoreReading, scoreWords, type WordScore } from "./scoring.ts";
import type { Speculation } from "./speculation.ts";
import { type PoorlyWordLists, poorlyWordCandidates, studyReport } from "./study-report.ts";
import { alignWords, DP } from "./word-alignment.ts";
import type { EngineReply } from "./worker-process.ts";

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

/** Moves segment frames from the decoded clip back to positions in the whole recording. */
function shiftFrames(reply: EngineReply, offset: number): void {
  for (const seg of [...(reply.words ?? []), ...(reply.phones ?? [])]) {
    if (seg.sf >= 0) seg.sf += offset;
    if (seg.ef >= 0) seg.ef += offset;
  }
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
  const frames = Math.floor(pcm.length / 320);
  const energies = frameEnergies(pcm);
  const speech = speechMask(energies);
  const hasSpeech = speech.filter(Boolean).length >= 5;
  const norms = ref.words.map((w) => w.norm);
  const win = speechWindow(loudMask(energies));
  const bytesPerFrame = FRAME_SAMPLES * 2;
  const clip = pcm.subarray(win.start * bytesPerFrame, (win.start + win.frames) * bytesPerFrame);
  let reply: EngineReply | undefined;
  if (hasSpeech && speculation?.start === win.start && speculation.frames === win.frames)
    reply = await speculation.reply.catch(() => undefined);
  const speculative = !!reply;
  if (hasSpeech && !reply) reply = await pool.align(norms, clip);
  if (reply) shiftFrames(reply, win.start);
  const found = reply ? alignWords(norms, reply.words ?? [], reply.phones ?? [], speech) : [];
  const words = scoreWords(ref.words, found);
  if (reply) addPhoneDetail(words, reply.prons ?? [], reply.phones ?? []);
  // Added words are reported (dp_message 32); a lot of added speech lowers accuracy (scoreReading).
  const spans = reply && category !== "read_word" ? findInsertions(reply.words ?? [], speech) : [];
  const scores = scoreReading(
    words,
    hasSpeech,
    spans.reduce((n, s) => n + s.ef - s.sf + 1, 0),
  );
  const all = withInsertions(words, spans, await Promise.all(spans.map((s) => labelInsertion(s.phones))));
  const exceptInfo = !hasSpeech ? 28673 : scores.isRejected ? 28676 : 0;
  return {
    category,
    scores,
    words,
    inserted: all.filter((w) => w.dp === DP.inserted),
    report: { study_report: studyReport(words, scores), poorly_words: poorlyWordCandidates(words, lists) },
    xml: buildIseXml({ category, content, sentences: ref.sentences, words: all, scores, exceptInfo, frames }),
    engineMs: reply?.ms ?? 0,
    speculative,
  };
}
