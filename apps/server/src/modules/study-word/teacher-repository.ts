import type { Queryable } from "../../db/client.ts";
import type { PlanRow } from "./repository.ts";

/** A book a teacher assigned to a class. */
export interface AssignmentRow {
  id: number;
  class_id: number;
  book_id: string;
  daily_new: number;
  created_at: Date;
}

/**
 * Assigns a book to a class (again: updates the daily amount) and gives every active student of the class
 * the plan: a new one, or their own plan on the book, which becomes the assigned one.
 * @returns the assignment's id and how many students got the plan
 */
export async function assign(
  db: Queryable,
  a: { schoolId: number; classId: number; teacherId: number; bookId: string; dailyNew: number },
): Promise<{ id: number; students: number }> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO study_word_assignments (school_id, class_id, teacher_id, book_id, daily_new)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (class_id, book_id) DO UPDATE
       SET daily_new = EXCLUDED.daily_new, teacher_id = EXCLUDED.teacher_id, updated_at = now()
     RETURNING id`,
    [a.schoolId, a.classId, a.teacherId, a.bookId, a.dailyNew],
  );
  const id = (row as { id: number }).id;
  const plans = await db.query<{ id: number }>(
    `INSERT INTO study_word_plans (school_id, student_id, book_id, daily_new, assignment_id)
     SELECT s.school_id, s.id, $2, $3, $4 FROM students s
     WHERE s.class_id = $1 AND s.school_id = $5 AND s.deactivated_at IS NULL
     ON CONFLICT (student_id, book_id) DO UPDATE
       SET assignment_id = EXCLUDED.assignment_id, daily_new = EXCLUDED.daily_new
     RETURNING id`,
    [a.classId, a.bookId, a.dailyNew, id, a.schoolId],
  );
  return { id, students: plans.length };
}

/** A class's assignments, newest first. */
export function assignmentsOf(db: Queryable, classId: number): Promise<AssignmentRow[]> {
  return db.query<AssignmentRow>(
    `SELECT id, class_id, book_id, daily_new, created_at FROM study_word_assignments
     WHERE class_id = $1 ORDER BY created_at DESC, id DESC`,
    [classId],
  );
}

/** An assignment of the caller's school. */
export function assignmentOf(
  db: Queryable,
  schoolId: number,
  id: number,
): Promise<AssignmentRow | undefined> {
  return db.one<AssignmentRow>(
    "SELECT id, class_id, book_id, daily_new, created_at FROM study_word_assignments WHERE id = $1 AND school_id = $2",
    [id, schoolId],
  );
}

/** Withdraws an assignment: the students keep their plans and progress as their own. */
export async function unassign(db: Queryable, id: number): Promise<void> {
  await db.query("DELETE FROM study_word_assignments WHERE id = $1", [id]);
}

/** Active students of a class in register order, with their plan on the book (null: none yet). */
export function classPlans(
  db: Queryable,
  classId: number,
  bookId: string,
): Promise<{ student_id: number; name: string; plan: PlanRow | null }[]> {
  return db
    .query<{
      student_id: number;
      nickname: string;
      username: string;
      plan_id: number | null;
      school_id: number;
      daily_new: number | null;
      assignment_id: number | null;
      created_at: Date | null;
    }>(
      `SELECT s.id AS student_id, s.nickname, s.username, s.school_id, p.id AS plan_id, p.daily_new,
         p.assignment_id, p.created_at
       FROM students s LEFT JOIN study_word_plans p ON p.student_id = s.id AND p.book_id = $2
       WHERE s.class_id = $1 AND s.deactivated_at IS NULL
       ORDER BY s.class_number NULLS LAST, s.username, s.id`,
      [classId, bookId],
    )
    .then((rows) =>
      rows.map((r) => ({
        student_id: r.student_id,
        name: r.nickname || r.username,
        plan:
          r.plan_id === null
            ? null
            : {
                id: r.plan_id,
                school_id: r.school_id,
                student_id: r.student_id,
                book_id: bookId,
                daily_new: r.daily_new ?? 0,
                assignment_id: r.assignment_id,
                assigned_by: null,
                created_at: r.created_at ?? new Date(0),
              },
      })),
    );
}
