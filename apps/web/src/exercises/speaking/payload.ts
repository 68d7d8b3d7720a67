import {
  type BaseAnswer,
  collectablePoorlyWords,
  floor2,
  percentOfTotal,
  rejectedRawScore,
} from "@hibiki/exercises";
import { bytesToBase64 } from "@web/lib/recorder/pcm.ts";
import type { EvaluationOutcome } from "@web/lib/speech/evaluate.ts";
import { colourWords, sanitizeEvaluateHtml, wordsToHtml } from "./evaluate-html.ts";

/** Longest evaluate_result the answer schema stores (a URL or reference, not the XML itself). */
export const EVALUATE_RESULT_MAX = 500;

/** Longest recognize_text the answer schema stores. */
const RECOGNIZE_TEXT_MAX = 5000;

/** What the recording payload is built from. */
export type SpeakingPayloadInput = {
  questionId: string;
  outcome: EvaluationOutcome;
  /** length of the take in ms */
  durationMs: number;
  /** data.file of the mp3 upload: a signed playable URL */
  soundFile: string;
  /** words already collected and the config blacklist (poorly-word rules of spec §5) */
  collected?: Iterable<string>;
  blacklist?: Iterable<string>;
};

/**
 * evaluate_result: the signed URL of the XML the server kept (so a teacher sees the word-level result
 * later); without one (an engine that does not keep it), the base64 XML when it fits the stored field,
 * else a reference to the engine session (`sid:<sid>`). The scores and coloured words are kept in the
 * payload's own fields either way.
 * @param xml - the result XML
 * @param sid - the evaluation session id
 * @param url - data.evaluate_result of the answer frame, when the server sent one
 * @returns the value to store
 */
export function evaluateResultRef(xml: string, sid: string, url?: string): string {
  if (url && url.length <= EVALUATE_RESULT_MAX) return url;
  const b64 = bytesToBase64(new TextEncoder().encode(xml));
  return b64.length <= EVALUATE_RESULT_MAX ? b64 : `sid:${sid}`.slice(0, EVALUATE_RESULT_MAX);
}

/**
 * The recording answer payload of spec §7: evaluate_html (sanitised coloured words), record_duration
 * (seconds), sound_file, evaluate_result, total/percent/score and the three sub-scores (0-5 like the XML,
 * divided by 10 when the engine rejected the recording, floored to 2 decimals), study_report as a JSON
 * string and poorly_words joined by "|". An open answer's scores are those of its open_answer paper
 * (integrity = content) and its recognised text is kept as recognize_text.
 * @param input - the evaluation, the take's length and the uploaded file
 * @returns the answer item to post
 */
export function buildSpeakingAnswer(input: SpeakingPayloadInput): BaseAnswer {
  const r = input.outcome.result;
  const s = (raw: number) => rejectedRawScore(raw, r.is_rejected);
  const total = s(r.total_score);
  const candidates = r.poorly_words.length > 0 ? r.poorly_words : r.study_report.errorwords;
  return {
    question_id: input.questionId,
    total_score: total,
    percent_score: percentOfTotal(total),
    score: total,
    accuracy_score: s(r.accuracy_score),
    fluency_score: s(r.fluency_score),
    integrity_score: s(r.integrity_score),
    sound_file: input.soundFile,
    record_duration: floor2(Math.max(0, input.durationMs) / 1000),
    evaluate_html: sanitizeEvaluateHtml(
      wordsToHtml(colourWords(r.words, r.open_answer ? undefined : r.integrity_score)),
    ),
    evaluate_result: evaluateResultRef(input.outcome.xml, input.outcome.sid, input.outcome.evaluateUrl),
    study_report: JSON.stringify(r.study_report),
    poorly_words: collectablePoorlyWords(candidates, {
      collected: input.collected,
      blacklist: input.blacklist,
    }),
    // An open answer's words are the student's own: what was recognised is the answer's text.
    ...(r.open_answer && r.content.trim() !== ""
      ? { recognize_text: r.content.trim().slice(0, RECOGNIZE_TEXT_MAX) }
      : {}),
  };
}
