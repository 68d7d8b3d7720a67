import { AI_STAGE_KINDS, type AiStageKind } from "@hibiki/contracts";

const q = (params: Record<string, string | undefined>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") s.set(k, v);
  const out = s.toString();
  return out ? `?${out}` : "";
};

/** The lesson stages played with the textbook player (their answers are catalogue attempts). */
export type ResourceStage = "review" | "consolidation";

/**
 * URLs of the AI study screens (spec routes /aistudy, list, practice, practice/result, testing/index,
 * testing/details, report, recommend/details, recommend/result, document).
 */
export const aiStudyUrls = {
  home: () => "/aistudy",
  list: (courseId: string) => `/aistudy/list${q({ course_id: courseId })}`,
  /** a lesson at a stage (without one: the first stage not done) */
  practice: (lessonId: string, stage?: AiStageKind) =>
    `/aistudy/practice${q({ lesson_id: lessonId, stage })}`,
  /** a review or consolidation in the player */
  practicePlay: (lessonId: string, stage: ResourceStage) =>
    `/aistudy/practice${q({ lesson_id: lessonId, stage, play: "1" })}`,
  practiceResult: (lessonId: string, stage: ResourceStage, guid: string) =>
    `/aistudy/practice/result${q({ lesson_id: lessonId, stage, guid })}`,
  testing: (courseId: string) => `/aistudy/testing/index${q({ course_id: courseId })}`,
  /** the test in the player (no guid), or a submitted attempt's paper (guid; `fresh` submits it first) */
  testingDetails: (courseId: string, guid?: string, fresh = false) =>
    `/aistudy/testing/details${q({ course_id: courseId, guid, submit: fresh ? "1" : undefined })}`,
  report: (courseId: string) => `/aistudy/report${q({ course_id: courseId })}`,
  recommend: (courseId: string) => `/aistudy/recommend/details${q({ course_id: courseId })}`,
  /** the weakness paper in the player: the bank filtered to its questions, recorded under its guid */
  recommendPlay: (
    courseId: string,
    paper: { res_code: string; question_ids: readonly string[]; guid: string },
  ) =>
    `/aistudy/recommend/details${q({
      course_id: courseId,
      res_code: paper.res_code,
      question_ids: paper.question_ids.join(","),
      guid: paper.guid,
    })}`,
  recommendResult: (courseId: string, guid: string) =>
    `/aistudy/recommend/result${q({ course_id: courseId, guid })}`,
  document: (search?: string) => `/aistudy/document${q({ q: search })}`,
};

const ID = /^[a-z0-9][a-z0-9-]{0,99}$/;

/**
 * A course or lesson id from the address (lower-case letters, digits and dashes), or null.
 * @param raw - the query value
 * @returns the id
 */
export function idOf(raw: string | null): string | null {
  const v = (raw ?? "").trim();
  return ID.test(v) ? v : null;
}

/**
 * An attempt guid from the address, or null.
 * @param raw - the query value
 * @returns the guid
 */
export function guidOf(raw: string | null): string | null {
  const v = (raw ?? "").trim();
  return /^[A-Za-z0-9_-]{1,100}$/.test(v) ? v : null;
}

/**
 * A stage from the address, or null when it names none.
 * @param raw - the query value
 * @returns the stage
 */
export function stageOf(raw: string | null): AiStageKind | null {
  return (AI_STAGE_KINDS as readonly string[]).includes(raw ?? "") ? (raw as AiStageKind) : null;
}

/**
 * A review or consolidation stage from the address, or null.
 * @param raw - the query value
 * @returns the stage
 */
export function resourceStageOf(raw: string | null): ResourceStage | null {
  return raw === "review" || raw === "consolidation" ? raw : null;
}

/**
 * The question ids of a weakness paper from the address (comma-separated, at most 50), or null.
 * @param raw - the query value
 * @returns the ids
 */
export function questionIdsOf(raw: string | null): string[] | null {
  const ids = (raw ?? "").split(",").map((s) => s.trim());
  if (ids.length === 0 || ids.length > 50 || ids.some((s) => !/^[A-Za-z0-9_-]{1,40}$/.test(s))) return null;
  return ids;
}
