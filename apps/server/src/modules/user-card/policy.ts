import { USER_CARD_MESSAGES } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { type CardStudentRow, studentOfSchool } from "./repository.ts";

/**
 * A card the caller may see: any active student of the caller's own school (another school's student, or
 * no student, is the same 404, so ids of other schools tell nothing).
 * @param db - database
 * @param caller - the signed-in student
 * @param studentId - the card's student
 * @returns the student
 * @throws AppError 404 user_card_student_not_found
 */
export async function cardStudent(
  db: Queryable,
  caller: StudentCaller,
  studentId: number,
): Promise<CardStudentRow> {
  const student = await studentOfSchool(db, studentId, caller.schoolId);
  if (!student) throw NotFound(USER_CARD_MESSAGES.user_card_student_not_found, "user_card_student_not_found");
  return student;
}
