import type { Queryable } from "../../db/client.ts";
import type { StudentCaller } from "../../plugins/auth.ts";

/**
 * Unfinished homework of the student, for the home badge and the dashboard. Homework does not exist yet,
 * so this is 0; the homework module replaces the body with its own count.
 * @returns the count
 */
export async function unfinishedHomeworkCount(_db: Queryable, _caller: StudentCaller): Promise<number> {
  return 0;
}

/**
 * Unread messages from teachers (spec new_msg_num). Teacher messages do not exist yet, so this is 0.
 * @returns the count
 */
export async function unreadTeacherMessageCount(_db: Queryable, _caller: StudentCaller): Promise<number> {
  return 0;
}
