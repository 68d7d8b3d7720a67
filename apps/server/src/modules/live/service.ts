import {
  JUMP_SCHEMA,
  type LiveCreateBodySchema,
  type LiveItem,
  type LiveSummary,
  type liveCurrent,
  type liveHistory,
  type teacherLiveList,
} from "@hibiki/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { iso, isoOrNull } from "../../lib/present.ts";
import type { StudentCaller, TeacherCaller } from "../../plugins/auth.ts";
import { pushInBackground } from "../push/service.ts";
import { classInScope, openClassInScope } from "../teacher-console/policy.ts";
import { type LiveHub, liveKey } from "./hub.ts";
import { liveError, liveInScope, summaries, summary } from "./policy.ts";
import * as repo from "./repository.ts";
import { sessionScore } from "./scoring.ts";

/** What the live calls use. */
export type Deps = { db: Db; log: FastifyBaseLogger; hub: LiveHub };

/**
 * Starts a session for a class of the teacher's and tells its students by Web Push (jump_schema 7).
 * @throws AppError 404 for another teacher's class, 400 class_archived, 400 live_already_open
 */
export async function create(
  deps: Deps,
  caller: TeacherCaller,
  body: z.output<typeof LiveCreateBodySchema>,
): Promise<{ live_id: number; live: LiveSummary }> {
  const cls = await openClassInScope(deps.db, caller, body.class_id);
  const teacherName = await repo.teacherName(deps.db, caller.id);
  const id = await repo.insertLive(deps.db, {
    schoolId: caller.schoolId,
    classId: cls.id,
    teacherId: caller.id,
    teacherName,
    title: body.title,
    items: body.items as LiveItem[],
  });
  if (id === null) throw liveError("live_already_open");
  const students = await repo.classStudentIds(deps.db, cls.id);
  void pushInBackground(deps.db, deps.log, students, {
    title: "ライブ授業が始まりました",
    body: `${teacherName}先生: ${body.title}`,
    jump_schema: JUMP_SCHEMA.live,
    homework_id: 0,
    message_id: 0,
  });
  return { live_id: id, live: await summary(deps.db, await liveInScope(deps.db, caller, id)) };
}

/** The teacher's sessions, newest first (another teacher's class → 404). */
export async function list(
  deps: Deps,
  caller: TeacherCaller,
  q: z.output<NonNullable<typeof teacherLiveList.query>>,
): Promise<z.input<typeof teacherLiveList.data>> {
  if (q.class_id !== undefined) await classInScope(deps.db, caller, q.class_id);
  const { rows, total } = await repo.listLive(
    deps.db,
    {
      schoolId: caller.schoolId,
      teacherId: caller.role === "admin" ? null : caller.id,
      classId: q.class_id ?? null,
    },
    { limit: q.limit, offset: (q.page - 1) * q.limit },
  );
  return { items: await summaries(deps.db, rows), total, page: q.page, limit: q.limit };
}

/**
 * Ends a session and tells every socket of it.
 * @throws AppError 404 live_not_found, 400 live_ended
 */
export async function end(deps: Deps, caller: TeacherCaller, liveId: number): Promise<{ live: LiveSummary }> {
  const row = await liveInScope(deps.db, caller, liveId);
  if (!(await repo.endLive(deps.db, liveId))) throw liveError("live_ended");
  await deps.hub.publish(liveKey(row), { t: "ended" });
  return { live: await summary(deps.db, await liveInScope(deps.db, caller, liveId)) };
}

/** The open session of the student's class, or null. */
export async function current(deps: Deps, caller: StudentCaller): Promise<z.input<typeof liveCurrent.data>> {
  const me = await repo.studentOf(deps.db, caller.id);
  const row = me?.class_id ? await repo.openLiveOfClass(deps.db, me.class_id) : undefined;
  if (!row) return { live: null };
  return {
    live: {
      live_id: row.id,
      title: row.title,
      teacher_name: row.teacher_name,
      item_count: row.item_count,
      created_at: iso(row.created_at),
    },
  };
}

/** The student's ended sessions with their scores, newest first. */
export async function history(
  deps: Deps,
  caller: StudentCaller,
  q: z.output<NonNullable<typeof liveHistory.query>>,
): Promise<z.input<typeof liveHistory.data>> {
  const me = await repo.studentOf(deps.db, caller.id);
  const { rows, total } = await repo.historyOf(
    deps.db,
    { id: caller.id, classId: me?.class_id ?? null },
    { limit: q.limit, offset: (q.page - 1) * q.limit },
  );
  return {
    items: rows.map((r) => ({
      live_id: r.id,
      title: r.title,
      teacher_name: r.teacher_name,
      item_count: r.item_count,
      answered: r.answered,
      correct: r.correct,
      my_score: sessionScore(r.score_sum, r.item_count),
      created_at: iso(r.created_at),
      ended_at: isoOrNull(r.ended_at),
    })),
    total,
    page: q.page,
    limit: q.limit,
  };
}
