import {
  CUSTOM_READING_HISTORY,
  CUSTOM_READING_MAX_TEXTS,
  type CustomReadingAttempt,
  type CustomReadingAttemptSummary,
  type CustomReadingSubmit,
  type CustomReadingText,
} from "@hibiki/contracts";
import { percentOfTotal } from "@hibiki/exercises";
import type { Db } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { readableWords, recordingScores } from "../textbook/commands/speaking-scores.ts";
import { speakingEvidenceOf } from "../upload/speaking-evidence.ts";
import { presentAttempt, presentAttemptSummary, presentText } from "./presenter.ts";
import * as repo from "./repository.ts";
import { checkNewText, refusal } from "./text-check.ts";

/** What the custom-reading calls use: the database. */
export type Deps = { db: Db };

const notFound = (textId: number) => NotFound(`自作の英文 ${textId} は見つかりません。`);

async function textOrThrow(deps: Deps, caller: StudentCaller, textId: number): Promise<repo.TextRow> {
  const row = await repo.findText(deps.db, caller.id, textId);
  if (!row) throw notFound(textId);
  return row;
}

/**
 * The student's texts, newest first, with their best and last scores.
 * @param deps - database
 * @param caller - the student
 * @returns the list, its size and the limit
 */
export async function list(
  deps: Deps,
  caller: StudentCaller,
): Promise<{ list: CustomReadingText[]; total: number; max_texts: number }> {
  const rows = await repo.listTexts(deps.db, caller.id);
  return { list: rows.map(presentText), total: rows.length, max_texts: CUSTOM_READING_MAX_TEXTS };
}

/**
 * Saves a new text after the rules, the sensitive words, the duplicate check and the limit (in that
 * order; the last two under a per-student lock, so two creates at once cannot pass the limit together).
 * @param deps - database
 * @param caller - the student
 * @param raw - the text as posted
 * @returns the saved text
 * @throws AppError 400 with the custom_reading_* key of the first check that fails
 */
export async function create(
  deps: Deps,
  caller: StudentCaller,
  raw: string,
): Promise<{ text: CustomReadingText }> {
  const checked = checkNewText(raw);
  const id = await deps.db.transaction(async (tx) => {
    await repo.lockStudentTexts(tx, caller.id);
    const stats = await repo.textStats(tx, caller.id, checked.textKey);
    if (stats.duplicate) throw refusal("custom_reading_duplicate");
    if (stats.count >= CUSTOM_READING_MAX_TEXTS) throw refusal("custom_reading_limit");
    const inserted = await repo.insertText(tx, {
      studentId: caller.id,
      schoolId: caller.schoolId,
      ...checked,
    });
    if (inserted === null) throw refusal("custom_reading_duplicate");
    return inserted;
  });
  return { text: presentText(await textOrThrow(deps, caller, id)) };
}

/**
 * One text with its latest attempts.
 * @throws AppError 404 for another student's or an unknown text
 */
export async function detail(
  deps: Deps,
  caller: StudentCaller,
  textId: number,
): Promise<{ text: CustomReadingText; attempts: CustomReadingAttemptSummary[] }> {
  const text = await textOrThrow(deps, caller, textId);
  const attempts = await repo.attemptsOf(deps.db, caller.id, textId, CUSTOM_READING_HISTORY);
  return { text: presentText(text), attempts: attempts.map(presentAttemptSummary) };
}

/**
 * Keeps a reading of the text. As with every speaking answer the server owns the scores: they are those
 * kept with the evaluation evaluate_result names (speaking-scores.ts; the recording must be one this
 * student uploaded in this session). An evaluation of other words than the text is refused; no evaluation
 * of this server named scores 0 offline (iFlytek mode keeps the client's scores).
 * @param deps - database
 * @param caller - the student
 * @param body - the text id, the recording, the evaluation and what the result screen shows
 * @returns the attempt id and the text with its new totals
 * @throws AppError 404 for another student's text; 400 for a foreign recording or evaluation, or one of
 *   another text
 */
export async function submit(
  deps: Deps,
  caller: StudentCaller,
  body: CustomReadingSubmit,
): Promise<{ attempt_id: number; text: CustomReadingText }> {
  const text = await textOrThrow(deps, caller, body.text_id);
  const s = await recordingScores(
    body,
    speakingEvidenceOf(deps.db, caller),
    readableWords([text.text]),
    "body",
  );
  if (s.unscored_reason === "other_text") {
    const message = "この評価結果はこの英文の音読ではありません。";
    throw BadRequest("bad_request", message, { evaluate_result: message });
  }
  const attemptId = await repo.insertAttempt(deps.db, caller.id, {
    text_id: text.id,
    total_score: s.total_score,
    accuracy_score: s.accuracy_score,
    fluency_score: s.fluency_score,
    integrity_score: s.integrity_score,
    percent_score: percentOfTotal(s.total_score),
    record_duration: body.record_duration,
    sound_file: body.sound_file,
    evaluate_result: body.evaluate_result,
    evaluate_html: body.evaluate_html,
    study_report: body.study_report,
    unscored_reason: s.unscored_reason === "no_evaluation" ? "no_evaluation" : null,
  });
  return { attempt_id: attemptId, text: presentText(await textOrThrow(deps, caller, text.id)) };
}

/**
 * One attempt's result with its text, whether it is the best, and the text's history.
 * @throws AppError 404 for another student's or an unknown attempt
 */
export async function result(
  deps: Deps,
  caller: StudentCaller,
  attemptId: number,
): Promise<{
  text: CustomReadingText;
  attempt: CustomReadingAttempt;
  is_best: boolean;
  attempts: CustomReadingAttemptSummary[];
}> {
  const attempt = await repo.findAttempt(deps.db, caller.id, attemptId);
  if (!attempt) throw NotFound(`音読の記録 ${attemptId} は見つかりません。`);
  const text = await textOrThrow(deps, caller, attempt.text_id);
  const history = await repo.attemptsOf(deps.db, caller.id, text.id, CUSTOM_READING_HISTORY);
  const best = await repo.bestAttemptId(deps.db, caller.id, text.id);
  return {
    text: presentText(text),
    attempt: presentAttempt(attempt),
    is_best: best === attempt.id,
    attempts: history.map(presentAttemptSummary),
  };
}

/**
 * Deletes a text and its attempts.
 * @returns the text id and how many attempts were deleted with it
 * @throws AppError 404 for another student's or an unknown text
 */
export async function remove(
  deps: Deps,
  caller: StudentCaller,
  textId: number,
): Promise<{ text_id: number; deleted_attempts: number }> {
  const attempts = await repo.deleteText(deps.db, caller.id, textId);
  if (attempts === null) throw notFound(textId);
  return { text_id: textId, deleted_attempts: attempts };
}
