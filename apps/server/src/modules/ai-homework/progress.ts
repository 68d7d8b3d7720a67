import { AI_STAGE_KINDS, type AiHomeworkProgress } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { lessonStages } from "../ai-course/mastery.ts";
import { type AssignmentRow, scenarioPractice } from "./repository.ts";
import { lessonsOf, type Targets } from "./targets.ts";

/**
 * Each student's progress on AI homework (the rule of packages/contracts/src/ai-homework.ts): the lesson
 * stages done (ai-course's stages) and the course test's best score, or the scenario's finished
 * conversations and best task completion (ai-speaking's sessions). Work done before the assignment counts.
 */

/** A student as progress needs them: the id and the ai_chat flag (scenarios need it). */
export type ProgressStudent = { id: number; ai_chat: number };

const empty = (a: AssignmentRow): AiHomeworkProgress => ({
  stages_done: a.target_type === "course" ? 0 : null,
  stages_total: a.target_type === "course" ? 0 : null,
  test_score: null,
  sessions_done: a.target_type === "scenario" ? 0 : null,
  best_task_score: null,
  percent: 0,
  done: false,
  late: false,
  available: true,
});

/**
 * Progress of students on assignments.
 * @param db - database
 * @param targets - the build's courses and scenarios
 * @param assignments - the assignments
 * @param students - the students (the same for every assignment: one class's)
 * @param today - the Japan day (for late)
 * @returns per assignment id, per student id, the progress (every pair has an entry)
 */
export async function progressOf(
  db: Queryable,
  targets: Targets,
  assignments: readonly AssignmentRow[],
  students: readonly ProgressStudent[],
  today: string,
): Promise<Map<number, Map<number, AiHomeworkProgress>>> {
  const ids = students.map((s) => s.id);
  const lessonsByAssignment = new Map(
    assignments.map((a) => [a.id, a.course_id ? lessonsOf(targets, a.course_id, a.lesson_ids) : []]),
  );
  const stageIds = new Set<string>();
  for (const a of assignments) {
    if (!a.course_id) continue;
    stageIds.add(a.course_id);
    for (const l of lessonsByAssignment.get(a.id) ?? []) stageIds.add(l.lesson_id);
  }
  const stages = await lessonStages(db, ids, [...stageIds]);
  const scenarioIds = [...new Set(assignments.flatMap((a) => (a.scenario_id ? [a.scenario_id] : [])))];
  const practice = new Map(
    (await scenarioPractice(db, ids, scenarioIds)).map((r) => [`${r.student_id}:${r.scenario_id}`, r]),
  );
  const out = new Map<number, Map<number, AiHomeworkProgress>>();
  for (const a of assignments) {
    const lessons = lessonsByAssignment.get(a.id) ?? [];
    const byStudent = new Map<number, AiHomeworkProgress>();
    for (const s of students) {
      const p = empty(a);
      if (a.course_id) {
        const done = stages.get(s.id);
        p.stages_total = lessons.length * AI_STAGE_KINDS.length;
        p.stages_done = lessons.reduce(
          (n, l) =>
            n + AI_STAGE_KINDS.filter((k) => done?.get(l.lesson_id)?.some((x) => x.stage === k)).length,
          0,
        );
        const test = done?.get(a.course_id)?.find((x) => x.stage === "test");
        p.test_score = test ? (test.best_score ?? test.score) : null;
        p.percent = p.stages_total ? Math.floor((100 * p.stages_done) / p.stages_total) : 0;
        p.done = p.stages_total > 0 && p.stages_done === p.stages_total;
      } else {
        const r = practice.get(`${s.id}:${a.scenario_id}`);
        p.sessions_done = r?.sessions ?? 0;
        p.best_task_score = r?.best_task ?? null;
        p.done = p.sessions_done > 0;
        p.percent = p.done ? 100 : 0;
        p.available = s.ai_chat === 1;
      }
      p.late = !p.done && today > a.due_date;
      byStudent.set(s.id, p);
    }
    out.set(a.id, byStudent);
  }
  return out;
}
