import type { Queryable } from "../../db/client.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { unreadByTab } from "../messages/repository.ts";

/**
 * Unfinished homework of the student (not submitted and deadline not passed), for the home badge and
 * the dashboard: one call of hibiki_unfinished_homework_count (migration 20261125234500), the rule of
 * homework/student-service.ts unfinishedCount in a single query with a cached plan, since the dashboard
 * is the hottest read of the app.
 * @returns the count
 */
export async function unfinishedHomeworkCount(db: Queryable, caller: StudentCaller): Promise<number> {
  const row = await db.one<{ n: number }>("SELECT hibiki_unfinished_homework_count($1) AS n", [caller.id]);
  return row?.n ?? 0;
}

/**
 * Unread messages (spec new_msg_num): both /news tabs, since homework and word-test notices sent on a
 * teacher's behalf land in the system tab.
 * @returns the count
 */
export async function unreadTeacherMessageCount(db: Queryable, caller: StudentCaller): Promise<number> {
  const unread = await unreadByTab(db, caller.id);
  return unread.system + unread.teacher;
}
