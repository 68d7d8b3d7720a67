import type { Queryable } from "../../db/client.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { unfinishedCount } from "../homework/student-service.ts";
import { unreadByTab } from "../messages/repository.ts";

/**
 * Unfinished homework of the student (not submitted and deadline not passed), for the home badge and
 * the dashboard.
 * @returns the count
 */
export async function unfinishedHomeworkCount(db: Queryable, caller: StudentCaller): Promise<number> {
  return unfinishedCount(db, caller.id);
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
