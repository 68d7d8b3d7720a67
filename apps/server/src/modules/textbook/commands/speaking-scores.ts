import {
  type BaseAnswer,
  chapterReadingTotal,
  floor2,
  normalizeText,
  percentOfTotal,
  totalOfPercent,
} from "@hibiki/exercises";
import type { EvaluationScores } from "../../upload/evaluation-scores.ts";
import type { SpeakingEvidence } from "../../upload/speaking-evidence.ts";

/**
 * Server-owned scores of speaking answers. A recording's scores are those kept with the evaluation its
 * evaluate_result names (the speech socket's signed URL), whatever the client posted:
 * - a forged, unknown or another student's evaluation, or a recording the student did not upload → 400;
 * - no evaluation of this server named (an engine that kept none, or an old client): iFlytek mode keeps the
 *   client's scores marked `client_scored: 1`; offline the recording is stored with score 0 and
 *   `unscored_reason: "no_evaluation"` (like a skip, but the recording stays for the teacher);
 * - an evaluation of a reading whose words are not the item's text → 0 with `unscored_reason: "other_text"`.
 */

/** The four 0-5 scores of a recording. */
type Four = Pick<EvaluationScores, "total_score" | "accuracy_score" | "fluency_score" | "integrity_score">;

/** A recording's scores and where they come from. */
export type RecordingScores = Four & {
  client_scored?: 1;
  unscored_reason?: "no_evaluation" | "other_text";
};

const ZERO: Four = { total_score: 0, accuracy_score: 0, fluency_score: 0, integrity_score: 0 };

/** The words of a text, for comparing an evaluation's reference with an item's texts. */
export function wordsOf(text: string): string[] {
  return normalizeText(text).match(/[\p{L}\p{N}']+/gu) ?? [];
}

/** Every string inside a value (an item, a resource), for the words the item may be read from. */
function stringsIn(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) stringsIn(v, out);
  return out;
}

/** What an item may be spoken as: the words of its texts, and whether it (or a step) takes open answers. */
export type ReadableText = { words: Set<string>; open: boolean };

/** Whether a value holds an `open_answer` rubric (an item, a record step or a part of one). */
function hasOpenAnswer(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasOpenAnswer);
  if (!value || typeof value !== "object") return false;
  const o = value as Record<string, unknown>;
  return (o.open_answer !== undefined && o.open_answer !== null) || Object.values(o).some(hasOpenAnswer);
}

/**
 * What a recording of this source may be: a reading of its words (every word of its texts: item fields,
 * steps, parts), or an open answer when it carries an open_answer rubric.
 * @param source - the located item (or a whole resource for a whole-text reading, a word-test word)
 * @returns the words and whether open answers belong to it
 */
export function readableWords(source: unknown): ReadableText {
  return { words: new Set(stringsIn(source).flatMap(wordsOf)), open: hasOpenAnswer(source) };
}

/** Whether an evaluation is of this item: an open answer of an open item, or a reading of its words. */
function isOfItem(ev: EvaluationScores, text: ReadableText): boolean {
  if (ev.category === "open_answer") return text.open;
  return wordsOf(ev.content).every((w) => text.words.has(w));
}

/** A 0-5 client score, read leniently (iFlytek mode only); the total may come as a percent. */
function clientFour(a: Partial<Four> & { percent_score?: number | undefined }): Four {
  const total = a.total_score ?? (a.percent_score !== undefined ? totalOfPercent(a.percent_score) : 0);
  return {
    total_score: Math.min(5, total),
    accuracy_score: Math.min(5, a.accuracy_score ?? 0),
    fluency_score: Math.min(5, a.fluency_score ?? 0),
    integrity_score: Math.min(5, a.integrity_score ?? 0),
  };
}

/**
 * Scores one recording (an answer, or one step of an integrated answer) from the evaluation it names.
 * @param rec - the posted recording fields (its scores are only read in iFlytek mode)
 * @param evidence - the caller's checks
 * @param text - what the item may be spoken as (null: not checked)
 * @param field - the answer field named in a 400 (`body.item`, `body.item.steps.2`)
 * @returns the scores to store
 * @throws AppError 400 for a foreign or forged recording or evaluation
 */
export async function recordingScores(
  rec: Partial<Four> & {
    percent_score?: number | undefined;
    evaluate_result?: string | undefined;
    sound_file?: string | undefined;
    record_file?: string | undefined;
  },
  evidence: SpeakingEvidence,
  text: ReadableText | null,
  field: string,
): Promise<RecordingScores> {
  await evidence.recording(rec.sound_file, `${field}.sound_file`);
  await evidence.recording(rec.record_file, `${field}.record_file`);
  const ev = await evidence.evaluation(rec.evaluate_result, `${field}.evaluate_result`);
  if (ev) {
    if (text && !isOfItem(ev, text)) return { ...ZERO, unscored_reason: "other_text" };
    return {
      total_score: ev.total_score,
      accuracy_score: ev.accuracy_score,
      fluency_score: ev.fluency_score,
      integrity_score: ev.integrity_score,
    };
  }
  if (evidence.clientScoresAllowed) return { ...clientFour(rec), client_scored: 1 };
  return { ...ZERO, unscored_reason: "no_evaluation" };
}

/** The answer fields a recording's scores set (score = total, percent = 20 × total). */
export function scoreFields(s: RecordingScores, chapter = false): BaseAnswer {
  const total = chapter ? chapterReadingTotal(s) : s.total_score;
  return {
    total_score: total,
    score: total,
    percent_score: percentOfTotal(total),
    accuracy_score: s.accuracy_score,
    fluency_score: s.fluency_score,
    integrity_score: s.integrity_score,
    ...(s.client_scored ? { client_scored: 1 as const } : {}),
    ...(s.unscored_reason ? { unscored_reason: s.unscored_reason } : {}),
  } as BaseAnswer;
}

/**
 * The scores of an integrated-process answer: each record step from its own evaluation, the item's four
 * scores the means over every step (a skipped step counts 0, floored to 2 decimals), as the player
 * computes them; no recorded step leaves the answer skipped.
 * @param steps - the parsed steps
 * @param evidence - the caller's checks
 * @param text - what the item may be spoken as
 * @returns the steps with server scores, and the item's scores (null: every step skipped)
 */
export async function integratedScores(
  steps: Array<Record<string, unknown> & Partial<Four>>,
  evidence: SpeakingEvidence,
  text: ReadableText,
): Promise<{ steps: Array<Record<string, unknown>>; item: RecordingScores | null }> {
  const out: Array<Record<string, unknown>> = [];
  const recorded: RecordingScores[] = [];
  for (const [i, step] of steps.entries()) {
    if (step.is_skipped === 1) {
      await evidence.recording(step.sound_file as string | undefined, `body.item.steps.${i}.sound_file`);
      out.push({ ...step, total_score: 0 });
      continue;
    }
    const s = await recordingScores(step, evidence, text, `body.item.steps.${i}`);
    recorded.push(s);
    out.push({ ...step, ...s });
  }
  if (recorded.length === 0) return { steps: out, item: null };
  const mean = (f: keyof Four) => floor2(recorded.reduce((sum, s) => sum + s[f], 0) / steps.length);
  const item: RecordingScores = {
    total_score: mean("total_score"),
    accuracy_score: mean("accuracy_score"),
    fluency_score: mean("fluency_score"),
    integrity_score: mean("integrity_score"),
  };
  if (recorded.some((s) => s.client_scored)) item.client_scored = 1;
  const reason = recorded.find((s) => s.unscored_reason)?.unscored_reason;
  if (reason) item.unscored_reason = reason;
  return { steps: out, item };
}
