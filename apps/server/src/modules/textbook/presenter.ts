import type { CatalogResource } from "@hibiki/content";
import type { ItemStat, ResourceInfoBase, SectionResource, TopicAnswerResult } from "@hibiki/contracts";
import type { AnswerData, AttemptSummary, ExerciseKind, GradeThresholds, Resource } from "@hibiki/exercises";
import { gradeOf } from "@hibiki/exercises";
import type { AnswerRow, AttemptRow, ItemStatRow, ResourceStatRow } from "./repository.ts";

/**
 * URL of a built resource file: `/res/<res_code>/<res_version>/<file>`.
 * @param resCode - the resource code
 * @param resVersion - the built version (part of the path, so files are cached forever)
 * @param file - a file inside the version folder ("" for the folder itself)
 * @returns the URL path
 */
export function resPath(resCode: string, resVersion: number, file = ""): string {
  return `/res/${encodeURIComponent(resCode)}/${resVersion}/${file}`;
}

/**
 * The resource fields every practice call returns.
 * @param resource - the parsed resource.json
 * @param questionIds - the answerable question ids to present (after a question_ids filter)
 * @returns the DTO
 */
export function presentResourceBase(resource: Resource, questionIds: string[]): ResourceInfoBase {
  return {
    res_code: resource.res_code,
    res_id: resource.res_id,
    res_title: resource.res_title,
    res_type: resource.res_type ?? resource.kind,
    res_version: resource.res_version,
    res_zip_url: resource.res_zip_url ?? "",
    res_level: resource.res_level ?? "",
    root_path: resource.root_path ?? "",
    part_title: resource.part_title ?? "",
    question_ids: questionIds,
    kind: resource.kind,
    resource_url: `${resPath(resource.res_code, resource.res_version, "resource.json")}?v=${resource.res_version}`,
    asset_base: resPath(resource.res_code, resource.res_version),
  };
}

/**
 * Answer data of an attempt from its latest answers.
 * @param attempt - the attempt row
 * @param answers - latest answer per question
 * @returns AnswerData (spec §3)
 */
export function presentAnswerData(attempt: AttemptRow, answers: AnswerRow[]): AnswerData {
  return {
    current_index: attempt.current_index,
    guid: attempt.guid,
    is_completed: attempt.is_completed === 1 ? 1 : 0,
    items: answers.map((a) => a.payload) as AnswerData["items"],
    total_score: attempt.total_score,
    percent_score: attempt.percent_score,
  };
}

/**
 * The result screen of one attempt.
 * @param resource - the parsed resource
 * @param questionIds - the attempt's selected question ids (selectQuestionIds)
 * @param attempt - the attempt row
 * @param answers - latest answer per question
 * @param summary - the attempt's totals (summarizeAnswers)
 * @param thresholds - the config's excellent_score and standard_score (defaults 80 / 60)
 * @returns resource fields, answer data, summary and its grade
 */
export function presentResult(
  resource: Resource,
  questionIds: string[],
  attempt: AttemptRow,
  answers: AnswerRow[],
  summary: AttemptSummary,
  thresholds: Partial<GradeThresholds> | null = null,
): TopicAnswerResult {
  return {
    resource: presentResourceBase(resource, questionIds),
    answer_data: presentAnswerData(attempt, answers),
    summary,
    grade: gradeOf(summary.percent_score, thresholds),
  };
}

/** @returns an item stat DTO */
export function presentItemStat(row: ItemStatRow): ItemStat {
  return { question_id: row.question_id, learn_count: row.learn_count, best_score: row.best_score };
}

/**
 * One resource of a unit-list section with the student's totals.
 * @param res - the catalogue entry
 * @param stat - the student's totals for it (undefined when never practised)
 * @returns the DTO
 */
export function presentSectionResource(
  res: CatalogResource,
  stat: ResourceStatRow | undefined,
): SectionResource {
  return {
    res_code: res.res_code,
    res_id: res.res_id,
    res_title: res.title.ja,
    kind: res.kind as ExerciseKind,
    res_version: res.res_version,
    learn_count: stat?.learn_count ?? 0,
    best_score: stat?.best_score ?? 0,
    is_completed: stat?.completed ? 1 : 0,
  };
}
