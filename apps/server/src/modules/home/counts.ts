import type { Db, Queryable } from "../../db/client.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { accountDataCacheOf } from "../auth/account-data-cache.ts";
import { unreadByTab } from "../messages/repository.ts";

/**
 * Unfinished homework of the student (not submitted and deadline not passed), for the home badge and
 * the dashboard: one call of hibiki_unfinished_homework_count (migration 20261125234500), the rule of
 * homework/student-service.ts unfinishedCount in a single query with a cached plan, since the dashboard
 * is the hottest read of the app.
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
      const row = await db.one<{ n: number; next_deadline: Date | null }>(
        `SELECT hibiki_unfinished_homework_count($1) AS n,
                (SELECT min(h.deadline) FROM homework h
                 JOIN students s ON s.class_id = h.class_id AND s.school_id = h.school_id
                 WHERE s.id = $1 AND h.deadline >= now()) AS next_deadline`,
        [caller.id],
      );
      const next = row?.next_deadline;
      return { value: row?.n ?? 0, validUntil: next ? new Date(next).getTime() : undefined };
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
