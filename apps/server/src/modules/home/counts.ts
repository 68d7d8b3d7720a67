import type { Db, Queryable } from "../../db/client.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { accountDataCacheOf } from "../auth/account-data-cache.ts";
import { homeworkToDo } from "../homework/student-service.ts";
import { unreadByTab } from "../messages/repository.ts";

/**
 * Homework still to do (homework/rules.ts isHomeworkToDo, the same rule as the list's 未提出 tab, overdue
 * homework that can still be handed in late included), for the home badge and the dashboard.
 * The count is cached per student (modules/auth/account-data-cache.ts) on the session cache's
 * invalidation: it changes only by the student's own writes (answers, homework answers, class join or
 * leave: plugins/calls.ts drops the student's entry after each), by a teacher's writes (homework set,
 * edited, deleted or returned, students moved, classes removed: calls.ts drops the school's entries), and
 * by the clock (a deadline passing: an entry lives no longer than the class's next deadline).
 * @returns the count
 */
export async function unfinishedHomeworkCount(db: Db, caller: StudentCaller): Promise<number> {
  return accountDataCacheOf<number>(db, "unfinished-homework", "student").get(
    caller.id,
    caller.schoolId,
    async () => {
      const { count, nextDeadline } = await homeworkToDo(db, caller.id);
      return { value: count, validUntil: nextDeadline ? nextDeadline.getTime() : undefined };
    },
  );
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
