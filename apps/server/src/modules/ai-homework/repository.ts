import type { AiHomeworkTarget } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { classScopeSql } from "../teacher-console/policy.ts";

/** An AI homework assignment with its class's and teacher's names. */
export interface AssignmentRow {
  id: number;
  school_id: number;
  class_id: number;
  class_name: string;
  /** the class's teacher (who may manage it, with the school's administrators) */
  class_teacher_id: number | null;
  teacher_name: string;
  target_type: AiHomeworkTarget;
  course_id: string | null;
  lesson_ids: string[];
  scenario_id: string | null;
  due_date: string;
  note: string;
  created_at: Date;
}

/** A student of a class, as the teacher's lists show them. */
export interface ClassStudent {
  id: number;
  name: string;
  class_number: number | null;
  ai_chat: number;
}

/** A student's finished conversations of one scenario. */
export interface ScenarioPractice {
  student_id: number;
  scenario_id: string;
  sessions: number;
  best_task: number | null;
}

const SELECT = `SELECT a.id, a.school_id, a.class_id, c.name AS class_name, c.teacher_id AS class_teacher_id,
  t.name AS teacher_name, a.target_type,
  a.course_id, a.lesson_ids, a.scenario_id, a.due_date, a.note, a.created_at
  FROM ai_homework_assignments a JOIN classes c ON c.id = a.class_id JOIN teachers t ON t.id = a.teacher_id`;

/** Stores an assignment. @returns its id */
export async function insertAssignment(
  db: Queryable,
  a: Omit<AssignmentRow, "id" | "class_name" | "class_teacher_id" | "teacher_name" | "created_at"> & {
    teacher_id: number;
  },
): Promise<number> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO ai_homework_assignments (school_id, class_id, teacher_id, target_type, course_id, lesson_ids,
       scenario_id, due_date, note)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [
      a.school_id,
      a.class_id,
      a.teacher_id,
      a.target_type,
      a.course_id,
      a.lesson_ids,
      a.scenario_id,
      a.due_date,
      a.note,
    ],
  );
  return (row as { id: number }).id;
}

/** One assignment of a school. */
export function assignmentOf(
  db: Queryable,
  schoolId: number,
  id: number,
): Promise<AssignmentRow | undefined> {
  return db.one<AssignmentRow>(`${SELECT} WHERE a.id = $1 AND a.school_id = $2`, [id, schoolId]);
}

/** The assignments of some classes, newest first. */
export function assignmentsOfClasses(db: Queryable, classIds: readonly number[]): Promise<AssignmentRow[]> {
  if (classIds.length === 0) return Promise.resolve([]);
  return db.query<AssignmentRow>(
    `${SELECT} WHERE a.class_id = ANY($1::int[]) ORDER BY a.created_at DESC, a.id DESC`,
    [[...classIds]],
  );
}

/** A class's assignments due today or later, soonest due first. */
export function openAssignmentsOfClass(
  db: Queryable,
  classId: number,
  today: string,
): Promise<AssignmentRow[]> {
  return db.query<AssignmentRow>(
    `${SELECT} WHERE a.class_id = $1 AND a.due_date >= $2 ORDER BY a.due_date, a.id`,
    [classId, today],
  );
}

/**
 * Whether the class already has an open assignment (due today or later) of the same target: the same
 * course with the same lesson list (sorted; '{}' = the whole course), or the same scenario.
 */
export async function hasOpenDuplicate(
  db: Queryable,
  a: { class_id: number; course_id: string | null; lesson_ids: string[]; scenario_id: string | null },
  today: string,
): Promise<boolean> {
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM ai_homework_assignments
     WHERE class_id = $1 AND due_date >= $2
       AND ((course_id = $3 AND lesson_ids = $4::text[]) OR scenario_id = $5)`,
    [a.class_id, today, a.course_id, a.lesson_ids, a.scenario_id],
  );
  return (row?.n ?? 0) > 0;
}

export async function deleteAssignment(db: Queryable, id: number): Promise<void> {
  await db.query("DELETE FROM ai_homework_assignments WHERE id = $1", [id]);
}

/** The caller's classes that take new work (not archived), by name, with their active students. */
export function openClassesInScope(
  db: Queryable,
  caller: TeacherCaller,
): Promise<Array<{ class_id: number; name: string; student_count: number }>> {
  const scope = classScopeSql(caller);
  return db.query(
    `SELECT c.id AS class_id, c.name,
       (SELECT count(*)::int FROM students s WHERE s.class_id = c.id AND s.deactivated_at IS NULL) AS student_count
     FROM classes c WHERE ${scope.where} AND c.archived_at IS NULL ORDER BY c.name, c.id`,
    scope.params,
  );
}

/** The active students of a class, in register order. */
export function classStudents(db: Queryable, classId: number): Promise<ClassStudent[]> {
  return db.query<ClassStudent>(
    `SELECT id, coalesce(nullif(nickname, ''), username) AS name, class_number, ai_chat FROM students
     WHERE class_id = $1 AND deactivated_at IS NULL ORDER BY class_number NULLS LAST, nickname, id`,
    [classId],
  );
}

/** A student's current class and ai_chat flag (undefined: no such student in the school). */
export function studentOf(
  db: Queryable,
  studentId: number,
  schoolId: number,
): Promise<{ class_id: number | null; ai_chat: number } | undefined> {
  return db.one("SELECT class_id, ai_chat FROM students WHERE id = $1 AND school_id = $2", [
    studentId,
    schoolId,
  ]);
}

/** Per student and scenario: finished conversations and the best task completion. */
export function scenarioPractice(
  db: Queryable,
  studentIds: readonly number[],
  scenarioIds: readonly string[],
): Promise<ScenarioPractice[]> {
  if (studentIds.length === 0 || scenarioIds.length === 0) return Promise.resolve([]);
  return db.query<ScenarioPractice>(
    `SELECT student_id, scenario_id, count(*)::int AS sessions, max(task_score)::int AS best_task
     FROM ai_speaking_sessions
     WHERE student_id = ANY($1::int[]) AND scenario_id = ANY($2::text[]) AND status = 'finished'
     GROUP BY student_id, scenario_id`,
    [[...studentIds], [...scenarioIds]],
  );
}
