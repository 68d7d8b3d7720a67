import type { AttemptRow } from "./repository.ts";

/**
 * Whether a student may read a practice attempt: only their own (a teacher's view comes with homework).
 * @param studentId - the signed-in student
 * @param attempt - the attempt
 * @returns true for the owner
 */
export function canReadAttempt(studentId: number, attempt: Pick<AttemptRow, "student_id">): boolean {
  return attempt.student_id === studentId;
}
