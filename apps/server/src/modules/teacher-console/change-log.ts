import type { Queryable } from "../../db/client.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";

/** What a teacher changed after creating it (the log grows with each editable thing). */
export type TeacherChange =
  | "message.update"
  | "message.delete"
  | "student.update"
  | "submission.return"
  | "homework.update"
  | "homework.extend"
  | "homework.withdraw"
  | "homework.remind"
  | "note.update"
  | "note.delete"
  | "word_test.update"
  | "word_test.retake"
  | "word_test.withdraw"
  | "gradebook.mark"
  | "class.archive"
  | "class.unarchive"
  | "student.deactivate"
  | "student.reactivate"
  | "student.login_slips";

/**
 * Records a teacher's change for the school (who, when, what), in the same transaction as the change.
 * @param db - the database or the change's transaction
 * @param caller - the teacher
 * @param action - what was done
 * @param targetId - the id of what was changed
 * @param detail - what it was before (kept after a deletion)
 */
export async function logTeacherChange(
  db: Queryable,
  caller: TeacherCaller,
  action: TeacherChange,
  targetId: number,
  detail: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `INSERT INTO teacher_change_log (school_id, teacher_id, action, target_id, detail)
     VALUES ($1, $2, $3, $4, $5::jsonb)`,
    [caller.schoolId, caller.id, action, targetId, JSON.stringify(detail)],
  );
}
