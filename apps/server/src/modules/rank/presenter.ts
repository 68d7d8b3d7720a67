import type { RankRow } from "@hibiki/contracts";
import type { BoardRow } from "./repository.ts";

/**
 * A board row for the caller: students of the caller's school with their id and class; students of another
 * school by nickname only (no id, class or school).
 * @param row - the row as read
 * @param caller - the caller's id and school
 * @returns the contract row
 */
export function presentRow(row: BoardRow, caller: { id: number; schoolId: number }): RankRow {
  const own = row.school_id === caller.schoolId;
  return {
    rank: row.rank,
    nickname: row.nickname,
    value: row.value,
    is_me: row.student_id === caller.id ? 1 : 0,
    student_id: own ? row.student_id : null,
    class_name: own ? row.class_name : null,
    other_school: own ? 0 : 1,
  };
}
