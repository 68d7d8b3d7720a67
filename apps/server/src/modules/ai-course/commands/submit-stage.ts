import { randomUUID } from "node:crypto";
import type { AiAttemptScore, AiCheckResult, AiStageSubmitData } from "@hibiki/contracts";
import type { StudentCaller } from "../../../plugins/auth.ts";
import { attemptScore, readAttempt } from "../attempts.ts";
import { type AiStudy, aiStudy, lessonOrThrow } from "../catalog.ts";
import type { Deps } from "../deps.ts";
import { AI_WEIGHT, ingest } from "../ingest.ts";
import { replayRows } from "../mastery.ts";
import { nextStage, presentChanges, presentStages } from "../presenter.ts";
import * as repo from "../repository.ts";

/**
 * The lesson stage submits: the video watched, the explanation's checks answered, and the review or
 * consolidation attempt (recorded with the textbook answer calls under its guid) handed in. Each marks the
 * stage done with its score and answers the lesson's stages and the mastery of the points before and
 * after the answers counted.
 */

async function stageData(
  deps: Deps,
  caller: StudentCaller,
  lessonId: string,
  stage: AiStageSubmitData["stage"],
  score: number | null,
  mastery: AiStageSubmitData["mastery"],
): Promise<AiStageSubmitData> {
  const stages = presentStages(await repo.latestStages(deps.db, [caller.id], [lessonId]));
  return { lesson_id: lessonId, stage, score, stages, next_stage: nextStage(stages), mastery };
}

/**
 * The video of a lesson was watched.
 * @throws AppError 404 ai_lesson_not_found
 */
export async function submitVideo(
  deps: Deps,
  caller: StudentCaller,
  lessonId: string,
): Promise<AiStageSubmitData> {
  const study = await aiStudy(deps.content);
  lessonOrThrow(study, lessonId);
  await repo.upsertStage(deps.db, {
    studentId: caller.id,
    schoolId: caller.schoolId,
    lessonId,
    stage: "video",
    guid: "",
    score: null,
    correct: 0,
    total: 0,
  });
  return stageData(deps, caller, lessonId, "video", null, []);
}

/**
 * The explanation's checks were answered (the chosen option per check, -1 or missing = not answered):
 * each answered check is evidence for the lesson's point.
 * @throws AppError 404 ai_lesson_not_found
 */
export async function submitExplanation(
  deps: Deps,
  caller: StudentCaller,
  lessonId: string,
  answers: readonly number[],
): Promise<AiStageSubmitData & { checks: AiCheckResult[] }> {
  const study = await aiStudy(deps.content);
  const { json, lesson } = lessonOrThrow(study, lessonId);
  const checks = json.explanation.map((e, index): AiCheckResult & { id: string; options: number } => {
    const chosen = answers[index];
    const valid = chosen !== undefined && chosen >= 0 && chosen < e.check.options.length;
    return {
      index,
      chosen: valid ? chosen : null,
      answer: e.check.answer,
      correct: valid && chosen === e.check.answer,
      id: e.check.check_id,
      options: e.check.options.length,
    };
  });
  const correct = checks.filter((c) => c.correct).length;
  const score = checks.length === 0 ? 100 : Math.round((100 * correct) / checks.length);
  await ingest(deps.db, deps.content, [caller.id]);
  const before = replayRows(await repo.observationsOf(deps.db, [caller.id]));
  const now = new Date();
  await repo.insertObservations(
    deps.db,
    checks
      .filter((c) => c.chosen !== null)
      .map((c) => ({
        student_id: caller.id,
        point: lesson.point,
        correct: c.correct ? 1 : 0,
        guess: 1 / Math.max(2, c.options),
        weight: AI_WEIGHT,
        source: "ai_check",
        source_ref: `${lessonId}/${c.id}/${randomUUID()}`,
        res_code: `ai-${lessonId}-explanation`,
        question_id: c.id,
        answered_at: now,
      })),
  );
  const after = replayRows(await repo.observationsOf(deps.db, [caller.id]));
  await repo.upsertStage(deps.db, {
    studentId: caller.id,
    schoolId: caller.schoolId,
    lessonId,
    stage: "explanation",
    guid: "",
    score,
    correct,
    total: checks.length,
  });
  const data = await stageData(
    deps,
    caller,
    lessonId,
    "explanation",
    score,
    presentChanges(study, [lesson.point], before, after),
  );
  return { ...data, checks: checks.map(({ id: _i, options: _o, ...c }) => c) };
}

/**
 * Reads the new answers, then the mastery with and without one attempt's answers.
 * @returns before / after states and the points the attempt answered (in answer order)
 */
export async function masteryAround(deps: Deps, caller: StudentCaller, attemptId: number) {
  await ingest(deps.db, deps.content, [caller.id]);
  const rows = await repo.observationsOf(deps.db, [caller.id]);
  const refs = await repo.attemptAnswerRefs(deps.db, attemptId);
  const mine = (r: repo.ObservationRow) => r.source === "practice" && refs.has(r.source_ref);
  return {
    before: replayRows(rows, mine),
    after: replayRows(rows),
    points: rows.filter(mine).map((r) => r.point),
  };
}

/**
 * A review or consolidation attempt handed in.
 * @throws AppError 404 ai_lesson_not_found / ai_course_paper_not_found; 400 ai_course_resource_mismatch
 */
export async function submitLessonAttempt(
  deps: Deps,
  caller: StudentCaller,
  lessonId: string,
  guid: string,
  stage: "review" | "consolidation",
): Promise<AiStageSubmitData & { attempt: AiAttemptScore }> {
  const study: AiStudy = await aiStudy(deps.content);
  const { json, lesson } = lessonOrThrow(study, lessonId);
  const read = await readAttempt(deps.db, deps.content, caller.id, guid, json[stage].res_code);
  const { before, after, points } = await masteryAround(deps, caller, read.attempt.id);
  await repo.upsertStage(deps.db, {
    studentId: caller.id,
    schoolId: caller.schoolId,
    lessonId,
    stage,
    guid,
    score: read.score,
    correct: read.correct,
    total: read.total,
  });
  const data = await stageData(
    deps,
    caller,
    lessonId,
    stage,
    read.score,
    presentChanges(study, [lesson.point, ...points], before, after),
  );
  return { ...data, attempt: attemptScore(read, new Date()) };
}
