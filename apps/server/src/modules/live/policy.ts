import { LIVE_MESSAGES, type LiveErrorKey, type LiveSummary } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { type AppError, BadRequest, NotFound } from "../../errors.ts";
import { iso, isoOrNull } from "../../lib/present.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { canManageClass } from "../teacher-console/policy.ts";
import { countsOf, type LiveRow, liveOf } from "./repository.ts";

/** A 400 with a live error key and its message. */
export const liveError = (key: LiveErrorKey): AppError => BadRequest(key, LIVE_MESSAGES[key]);

/**
 * A session of a class the teacher manages (teachers their own classes, administrators every class of
 * their school).
 * @throws AppError 404 live_not_found for an unknown id or another teacher's or school's session
 */
export async function liveInScope(db: Queryable, caller: TeacherCaller, liveId: number): Promise<LiveRow> {
  const row = await liveOf(db, caller.schoolId, liveId);
  if (!row || !canManageClass(caller, { school_id: row.school_id, teacher_id: row.class_teacher_id }))
    throw NotFound(LIVE_MESSAGES.live_not_found, "live_not_found");
  return row;
}

/** @returns the sessions as lists show them */
export async function summaries(db: Queryable, rows: LiveRow[]): Promise<LiveSummary[]> {
  const counts = await countsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const c = counts.get(r.id);
    return {
      live_id: r.id,
      class_id: r.class_id,
      class_name: r.class_name,
      teacher_name: r.teacher_name,
      title: r.title,
      status: r.ended_at ? "ended" : "open",
      item_count: r.item_count,
      pushed_count: c?.pushed_count ?? 0,
      student_count: c?.student_count ?? 0,
      participant_count: c?.participant_count ?? 0,
      average_score: c?.average_score ?? null,
      created_at: iso(r.created_at),
      ended_at: isoOrNull(r.ended_at),
    };
  });
}

/** @returns one session as lists show it */
export async function summary(db: Queryable, row: LiveRow): Promise<LiveSummary> {
  const [s] = await summaries(db, [row]);
  return s as LiveSummary;
}
