import { AI_HOMEWORK_MESSAGES } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { canManageClass } from "../teacher-console/policy.ts";
import { type AssignmentRow, assignmentOf } from "./repository.ts";

/**
 * An assignment of a class the caller may manage (teachers their own classes, administrators every class
 * of their school, as the teacher console).
 * @param db - database
 * @param caller - the teacher
 * @param id - the assignment
 * @returns its row
 * @throws AppError 404 ai_homework_not_found for an unknown id or another teacher's or school's
 */
export async function assignmentInScope(
  db: Queryable,
  caller: TeacherCaller,
  id: number,
): Promise<AssignmentRow> {
  const a = await assignmentOf(db, caller.schoolId, id);
  if (!a || !canManageClass(caller, { school_id: a.school_id, teacher_id: a.class_teacher_id }))
    throw NotFound(AI_HOMEWORK_MESSAGES.ai_homework_not_found, "ai_homework_not_found");
  return a;
}
