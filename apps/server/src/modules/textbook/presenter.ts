import type { CatalogResource } from "@hibiki/content";
import type {
  AttemptSummaryDto,
  ItemStat,
  ResourceInfoBase,
  SectionResource,
  TopicAnswerResult,
} from "@hibiki/contracts";
import {
  type AnswerData,
  answerableItems,
  type ExerciseKind,
  filterByQuestionIds,
  floor2,
  gradeOf,
  type Resource,
  summarizeAttempt,
} from "@hibiki/exercises";
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

/** @returns the question ids of every answerable item, in order */
export function allQuestionIds(resource: Resource): string[] {
  return answerableItems(resource).map((l) => l.item.question_id);
}

/**
 * Applies a question_ids filter ("3,5") to a resource.
 * @param resource - the parsed resource
 * @param filter - comma-separated ids; empty or missing = every question
 * @returns the kept ids in resource order, and the key stored with an attempt ("" = every question)
 */
export function selectQuestionIds(
  resource: Resource,
  filter: string | undefined,
): { ids: string[]; key: string } {
  const all = allQuestionIds(resource);
  const ids = filterByQuestionIds(
    all.map((question_id) => ({ question_id })),
    filter,
  ).map((i) => i.question_id);
  return { ids, key: ids.length === all.length ? "" : ids.join(",") };
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
 * Totals of an attempt over the resource's answerable items (or the attempt's question_ids selection).
 * @param resource - the parsed resource
 * @param answers - latest answer per question
 * @param questionIds - the attempt's question_ids key ("" = every question)
 * @returns the summary
 */
export function summarize(resource: Resource, answers: AnswerRow[], questionIds = ""): AttemptSummaryDto {
  const items = answers.map((a) => ({
    ...(a.payload as { total_score?: number }),
    is_skipped: a.is_skipped,
  }));
  return summarizeAttempt(items, selectQuestionIds(resource, questionIds).ids.length);
}

/**
 * The result screen of one attempt.
 * @returns resource fields, answer data, summary and grade
 */
export function presentResult(
  resource: Resource,
  attempt: AttemptRow,
  answers: AnswerRow[],
): TopicAnswerResult {
  const summary = summarize(resource, answers, attempt.question_ids);
  return {
    resource: presentResourceBase(resource, selectQuestionIds(resource, attempt.question_ids).ids),
    answer_data: presentAnswerData(attempt, answers),
    summary,
    grade: gradeOf(summary.percent_score),
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

/**
 * Share of resources finished at least once.
 * @param codes - res_codes of the book or unit
 * @param stats - the student's totals by res_code
 * @returns percent 0-100, floored to 2 decimals
 */
export function progressPercent(codes: string[], stats: ReadonlyMap<string, ResourceStatRow>): number {
  if (codes.length === 0) return 0;
  const done = codes.filter((c) => stats.get(c)?.completed).length;
  return floor2((done / codes.length) * 100);
}
