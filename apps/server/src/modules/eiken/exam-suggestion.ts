import { randomUUID } from "node:crypto";
import type { EikenExamSuggestion } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { practiceList } from "./practice.ts";
import { attemptAnswers } from "./practice-repository.ts";
import { levelOf } from "./words.ts";

type Deps = { db: Queryable; content: ContentCatalog };

/**
 * The practice set a student most needs next in a grade (resource_tag suggest_exam):
 * 1. a set not tried yet, from the section the student does worst in (a section never tried counts as 0,
 *    ties in paper order);
 * 2. else the set with the lowest best score: its missed items replayed (review) when the latest attempt
 *    missed any, else the whole set again.
 * @returns the suggestion, or null when the grade has no practice sets
 */
export async function suggestExam(
  deps: Deps,
  studentId: number,
  levelId: number,
): Promise<EikenExamSuggestion | null> {
  const list = await practiceList(deps, studentId, { level_id: levelId, set: "practice" });
  const sets = list.sections.flatMap((s, order) => {
    const tried = s.resources.filter((r) => r.learn_count > 0);
    const sectionScore = tried.length ? tried.reduce((n, r) => n + r.best_score, 0) / tried.length : 0;
    return s.resources.map((r) => ({ ...r, section: s, order, sectionScore }));
  });
  if (sets.length === 0) return null;
  const fresh = sets
    .filter((r) => r.learn_count === 0)
    .sort((a, b) => a.sectionScore - b.sectionScore || a.order - b.order);
  const weakest = [...sets].sort((a, b) => a.best_score - b.best_score || a.order - b.order)[0];
  const pick = fresh[0] ?? weakest;
  if (!pick) return null;
  const review = !fresh[0] && pick.wrong_question_ids.length > 0;
  return {
    res_code: pick.res_code,
    title: pick.title,
    title_en: pick.title_en,
    section: pick.section.section,
    skill: pick.section.skill,
    section_name: pick.section.name,
    section_name_en: pick.section.name_en,
    question_count: review ? pick.wrong_question_ids.length : pick.question_count,
    learn_count: pick.learn_count,
    best_score: pick.best_score,
    reason: fresh[0] ? "not_started" : review ? "review_wrong" : "lowest_score",
    mode: review ? "review" : "paper",
    question_ids: review ? pick.wrong_question_ids : [],
  };
}

/**
 * Starts a suggest_exam session: the suggestion, kept under a new guid so its log can report the
 * attempt made on it.
 */
export async function startExamSession(deps: Deps, caller: StudentCaller, levelId: number) {
  const level = levelOf(levelId);
  const exam = await suggestExam(deps, caller.id, level.level_id);
  const guid = randomUUID();
  if (exam)
    await deps.db.query(
      `INSERT INTO eiken_exam_suggestions (guid, student_id, school_id, level_id, res_code, suggestion)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [guid, caller.id, caller.schoolId, level.level_id, exam.res_code, JSON.stringify(exam)],
    );
  return {
    guid,
    level_id: level.level_id,
    resource_tag: "suggest_exam" as const,
    mode: null,
    items: [],
    exam,
  };
}

type Row = { guid: string; level_id: number; suggestion: EikenExamSuggestion; started_at: Date | string };

/**
 * The log of a suggest_exam session: the suggestion and the student's latest attempt of it since (the
 * items it asked, how many were answered and right), or undefined when the guid is no such session of
 * the caller's.
 */
export async function examSessionLog(deps: Deps, caller: StudentCaller, guid: string) {
  const row = await deps.db.one<Row>(
    `SELECT guid, level_id, suggestion, started_at FROM eiken_exam_suggestions
     WHERE guid = $1 AND student_id = $2`,
    [guid, caller.id],
  );
  if (!row) return undefined;
  const exam = typeof row.suggestion === "string" ? JSON.parse(row.suggestion) : row.suggestion;
  const started = new Date(row.started_at);
  const attempt = await deps.db.one<{ guid: string; is_completed: number; finished_at: Date | null }>(
    `SELECT guid, is_completed, finished_at FROM practice_attempts
     WHERE student_id = $1 AND res_code = $2 AND started_at >= $3
     ORDER BY started_at DESC, id DESC LIMIT 1`,
    [caller.id, exam.res_code, started],
  );
  const answers = attempt ? await attemptAnswers(deps.db, caller.id, exam.res_code, attempt.guid, null) : [];
  const asked = exam.mode === "review" ? exam.question_ids.length : exam.question_count;
  const right = answers.filter((a) => a.percent_score >= 100).length;
  return {
    guid: row.guid,
    level_id: row.level_id,
    mode: null,
    resource_tag: "suggest_exam" as const,
    started_at: started,
    finished_at: attempt?.is_completed === 1 && attempt.finished_at ? new Date(attempt.finished_at) : null,
    total: asked,
    answered: answers.length,
    right_count: right,
    percent: asked ? Math.min(100, Math.round((100 * right) / asked)) : 0,
    items: [],
    exam,
  };
}
