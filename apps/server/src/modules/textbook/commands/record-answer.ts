import type { TopicAnswerRecordBodySchema } from "@hibiki/contracts";
import {
  type AnswerData,
  type BaseAnswer,
  type Resource,
  selectQuestionIds,
  summarizeAnswers,
} from "@hibiki/exercises";
import type { z } from "zod";
import type { Db, Queryable } from "../../../db/client.ts";
import { BadRequest } from "../../../errors.ts";
import type { StudentCaller } from "../../../plugins/auth.ts";
import type { ContentCatalog } from "../../content/catalog-store.ts";
import { recognizeInBackground } from "../../recognized-text/background.ts";
import { speakingEvidenceOf } from "../../upload/speaking-evidence.ts";
import { withWritingScore } from "../../writing/answer-score.ts";
import { presentAnswerData, presentItemStat } from "../presenter.ts";
import {
  bumpItemStat,
  ensureAttempt,
  insertAnswer,
  itemStats,
  latestAnswers,
  updateAttempt,
} from "../repository.ts";
import { loadResource } from "../service.ts";
import { type ScoredSubmission, scoreSubmission } from "./score-submission.ts";

type Body = z.output<typeof TopicAnswerRecordBodySchema>;

/** An answer checked and scored before anything is written (prepareAnswer), ready for recordAnswer. */
export type PreparedAnswer = {
  caller: StudentCaller;
  body: Body;
  resource: Resource;
  /** The question_ids key of the request's selection ("" = every question), kept by a new attempt. */
  selectionKey: string;
  scored: ScoredSubmission;
};

/** What recordAnswer stored: the item, the attempt's answer data and the question's stats. */
export type RecordedAnswer = {
  item: BaseAnswer;
  answer_data: AnswerData;
  stats: { question_id: string; learn_count: number; best_score: number };
};

/**
 * The first half of textbook/topic-answer-record, with no writes: loads the resource, checks the
 * question_ids selection and validates and re-scores the item (speaking answers against the evidence
 * this student uploaded). Runs before the caller's transaction, so no lock is held while scoring.
 * @param db - the database (the speaking evidence is read through it)
 * @param content - the content catalogue
 * @param caller - the signed-in student
 * @param body - the parsed request body
 * @returns the scored answer, for recordAnswer
 * @throws AppError 404 for an unknown res_code, 400 for a malformed item or no such question
 */
export async function prepareAnswer(
  db: Db,
  content: ContentCatalog,
  caller: StudentCaller,
  body: Body,
): Promise<PreparedAnswer> {
  const { resource } = await loadResource(content, body.res_code);
  const selection = selectQuestionIds(resource, body.question_ids);
  if (selection.ids.length === 0) {
    throw BadRequest("bad_request", `question_ids ${body.question_ids} are not in ${body.res_code}`, {
      "body.question_ids": "no such question",
    });
  }
  // A writing answer takes its checked writing's real score, not the payload's fixed 100 / 5.
  const scored = await withWritingScore(
    db,
    caller.id,
    resource,
    await scoreSubmission(resource, body.item, speakingEvidenceOf(db, caller)),
  );
  return { caller, body, resource, selectionKey: selection.key, scored };
}

/**
 * Stores one prepared answer of an attempt inside the caller's transaction: appends it (earlier answers
 * stay stored), updates the attempt's position, completion and totals, and counts the question's
 * learn_count / best_score. The caller opens the transaction and writes its own rows in it (homework:
 * the lock, the limit check and the link), so the answer and those rows commit or roll back together.
 * After the commit, call answerCommitted.
 * @param tx - the caller's transaction
 * @param answer - from prepareAnswer
 * @returns the stored item, the attempt's answer data and the question's stats
 * @throws AppError 400 for a guid of another resource or a question outside the attempt's selection
 */
export async function recordAnswer(tx: Queryable, answer: PreparedAnswer): Promise<RecordedAnswer> {
  const { caller, body, resource, scored } = answer;
  const attempt = await ensureAttempt(tx, {
    guid: body.guid,
    studentId: caller.id,
    schoolId: caller.schoolId,
    resCode: resource.res_code,
    resVersion: resource.res_version,
    mode: body.mode,
    questionIds: answer.selectionKey,
  });
  if (attempt.res_code !== resource.res_code) {
    throw BadRequest("bad_request", `guid ${body.guid} belongs to another resource (${attempt.res_code})`, {
      "body.guid": "guid already used for another resource",
    });
  }
  // The attempt keeps the question set it started with; throwing here rolls back the new attempt too.
  if (!selectQuestionIds(resource, attempt.question_ids).ids.includes(scored.question_id)) {
    throw BadRequest("bad_request", `question ${scored.question_id} is not part of attempt ${body.guid}`, {
      "body.item": "question not in this attempt",
    });
  }
  await insertAnswer(tx, attempt.id, {
    questionId: scored.question_id,
    payload: scored.item,
    score: scored.score,
    total: scored.total,
    percent: scored.percent,
    skipped: scored.skipped,
  });
  const answers = await latestAnswers(tx, attempt.id);
  const summary = summarizeAnswers(resource, answers, attempt.question_ids);
  const completed = attempt.is_completed === 1 || body.is_completed === 1;
  await updateAttempt(tx, attempt.id, {
    currentIndex: body.current_index,
    completed,
    total: summary.total_score,
    percent: summary.percent_score,
    answered: summary.answered,
  });
  // A skipped question was not practised: its stats stay as they were.
  const stat = scored.skipped
    ? ((await itemStats(tx, caller.id, resource.res_code)).find(
        (s) => s.question_id === scored.question_id,
      ) ?? {
        question_id: scored.question_id,
        learn_count: 0,
        best_score: 0,
      })
    : await bumpItemStat(tx, caller.id, resource.res_code, scored.question_id, scored.percent);
  const updated = {
    ...attempt,
    current_index: body.current_index,
    is_completed: completed ? 1 : 0,
    total_score: summary.total_score,
    percent_score: summary.percent_score,
  };
  return {
    item: scored.item,
    answer_data: presentAnswerData(updated, answers),
    stats: presentItemStat(stat),
  };
}

/**
 * The follow-up of a committed answer: its recording's text is transcribed in the background (when
 * speech runs). Call it after the transaction that ran recordAnswer has committed.
 * @param db - the database
 * @param caller - the student who answered
 * @param saved - what recordAnswer returned
 */
export function answerCommitted(db: Db, caller: StudentCaller, saved: RecordedAnswer): void {
  recognizeInBackground(db, caller.id, saved.item);
}

/**
 * textbook/topic-answer-record: prepares the answer, stores it in a transaction of its own and starts
 * its follow-up. A bad item stores nothing.
 * @param db - the database
 * @param content - the content catalogue
 * @param caller - the signed-in student
 * @param body - the parsed request body
 * @returns the stored item, the attempt's answer data and the question's stats
 * @throws AppError 404 for an unknown res_code, 400 for a malformed item or a guid of another resource
 */
export async function recordPracticeAnswer(
  db: Db,
  content: ContentCatalog,
  caller: StudentCaller,
  body: Body,
): Promise<RecordedAnswer> {
  const answer = await prepareAnswer(db, content, caller, body);
  const saved = await db.transaction((tx) => recordAnswer(tx, answer));
  answerCommitted(db, caller, saved);
  return saved;
}
