import type { TopicAnswerRecordBodySchema } from "@hibiki/contracts";
import type { AnswerData, BaseAnswer } from "@hibiki/exercises";
import type { z } from "zod";
import type { Db, Queryable } from "../../../db/client.ts";
import { BadRequest } from "../../../errors.ts";
import type { StudentCaller } from "../../../plugins/auth.ts";
import type { ContentCatalog } from "../../content/catalog-store.ts";
import { recognizeInBackground } from "../../recognized-text/background.ts";
import { speakingEvidenceOf } from "../../upload/speaking-evidence.ts";
import { presentAnswerData, presentItemStat, selectQuestionIds, summarize } from "../presenter.ts";
import {
  bumpItemStat,
  ensureAttempt,
  insertAnswer,
  itemStats,
  latestAnswers,
  updateAttempt,
} from "../repository.ts";
import { loadResource } from "../service.ts";
import { scoreSubmission } from "./score-submission.ts";

type Body = z.output<typeof TopicAnswerRecordBodySchema>;

/**
 * Extra steps inside the answer's transaction, for callers with rules of their own (homework: lock,
 * re-check the attempt limit, link the attempt), so the rule and the stored answer commit together.
 */
export type RecordAnswerHooks = {
  /** Runs first; throwing refuses the answer and stores nothing. */
  before?: (tx: Queryable) => Promise<void>;
  /** Runs after the answer and its attempt are stored, before the commit. */
  after?: (tx: Queryable) => Promise<void>;
};

/**
 * Saves one answer of an attempt (textbook/topic-answer-record): validates and re-scores it, appends it
 * (earlier answers stay stored), updates the attempt's position, completion and totals, and counts the
 * question's learn_count / best_score. Everything happens in one transaction: a bad item stores nothing.
 * @param db - the database
 * @param content - the content catalogue
 * @param caller - the signed-in student
 * @param body - the parsed request body
 * @param hooks - steps run inside the same transaction (see RecordAnswerHooks)
 * @returns the stored item, the attempt's answer data and the question's stats
 * @throws AppError 404 for an unknown res_code, 400 for a malformed item or a guid of another resource
 */
export async function recordAnswer(
  db: Db,
  content: ContentCatalog,
  caller: StudentCaller,
  body: Body,
  hooks: RecordAnswerHooks = {},
): Promise<{
  item: BaseAnswer;
  answer_data: AnswerData;
  stats: { question_id: string; learn_count: number; best_score: number };
}> {
  const { resource } = await loadResource(content, body.res_code);
  const selection = selectQuestionIds(resource, body.question_ids);
  if (selection.ids.length === 0) {
    throw BadRequest("bad_request", `question_ids ${body.question_ids} are not in ${body.res_code}`, {
      "body.question_ids": "no such question",
    });
  }
  const scored = await scoreSubmission(resource, body.item, speakingEvidenceOf(db, caller));
  const saved = await db.transaction(async (tx) => {
    await hooks.before?.(tx);
    const attempt = await ensureAttempt(tx, {
      guid: body.guid,
      studentId: caller.id,
      schoolId: caller.schoolId,
      resCode: resource.res_code,
      resVersion: resource.res_version,
      mode: body.mode,
      questionIds: selection.key,
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
    const summary = summarize(resource, answers, attempt.question_ids);
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
    await hooks.after?.(tx);
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
  });
  // After the commit: the recording's recognised text is transcribed in the background (when speech runs).
  recognizeInBackground(db, caller.id, saved.item);
  return saved;
}
