import {
  RANK_MIN_PRACTICES,
  RANK_UNITS,
  type RankMe,
  type RankNotRankedReason,
  type RankScope,
  type RankTab,
  type rankList,
} from "@hibiki/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import { computeSnapshot, practicesOf } from "./compute.ts";
import { dueDay, nextUpdateAt } from "./days.ts";
import { presentRow } from "./presenter.ts";
import * as repo from "./repository.ts";

/** What the rank calls use: the database and the clock. */
export type Deps = { db: Db; now: () => Date };

type ListData = z.input<typeof rankList.data>;

async function callerOrThrow(deps: Deps, caller: StudentCaller): Promise<repo.CallerRow> {
  const row = await repo.callerRow(deps.db, caller.id, caller.schoolId);
  if (!row) throw NotFound();
  return row;
}

/**
 * The latest snapshot; on a server without any, computes the due day's now (the first request) so a new
 * server shows a board at once.
 */
async function latestOrCompute(deps: Deps): Promise<repo.RunRow | undefined> {
  const latest = await repo.latestRun(deps.db);
  if (latest) return latest;
  const now = deps.now();
  await computeSnapshot(deps.db, dueDay(now), "first_request", now);
  return repo.latestRun(deps.db);
}

function reasonOf(
  q: { scope: RankScope; tab: RankTab },
  me: { practices: number; classId: number | null; hidden: boolean; inSnapshot: boolean },
): RankNotRankedReason {
  if (me.practices < RANK_MIN_PRACTICES) return "few_practices";
  if (q.scope === "class" && me.classId === null) return "no_class";
  if (q.scope !== "class" && me.hidden) return "hidden";
  if (!me.inSnapshot) return "pending";
  return "no_score";
}

/**
 * One page of a board (the caller's class, school or every school) from the latest daily snapshot, the
 * caller's own row even off the page, and why the caller is not on it.
 * @param deps - database and clock
 * @param caller - the student
 * @param q - tab, scope, page (from 1) and page size
 * @returns the board
 */
export async function list(
  deps: Deps,
  caller: StudentCaller,
  q: { tab: RankTab; scope: RankScope; page: number; limit: number },
): Promise<ListData> {
  const who = await callerOrThrow(deps, caller);
  const run = await latestOrCompute(deps);
  const scopeId = q.scope === "class" ? (who.class_id ?? 0) : q.scope === "school" ? caller.schoolId : 0;
  const rows =
    run && !(q.scope === "class" && who.class_id === null)
      ? await repo.board(deps.db, {
          day: run.day,
          tab: q.tab,
          scope: q.scope,
          scopeId,
          offset: (q.page - 1) * q.limit,
          limit: q.limit,
          me: caller.id,
        })
      : [];
  const offset = (q.page - 1) * q.limit;
  const pageRows = rows.filter((r) => r.pos > offset && r.pos <= offset + q.limit);
  const mine = rows.find((r) => r.student_id === caller.id);
  const now = deps.now();
  const practices = await practicesOf(deps.db, caller.id, now);
  const me: RankMe = {
    row: mine ? presentRow(mine, caller) : null,
    reason: mine
      ? null
      : reasonOf(q, {
          practices,
          classId: who.class_id,
          hidden: who.hide_beyond_class === 1,
          inSnapshot: run ? await repo.inSnapshot(deps.db, run.day, caller.id) : false,
        }),
    practices,
    practices_needed: Math.max(0, RANK_MIN_PRACTICES - practices),
    hide_beyond_class: who.hide_beyond_class === 1 ? 1 : 0,
  };
  return {
    tab: q.tab,
    scope: q.scope,
    unit: RANK_UNITS[q.tab],
    page: q.page,
    limit: q.limit,
    total: rows[0]?.total ?? 0,
    list: pageRows.map((r) => presentRow(r, caller)),
    me,
    day: run?.day ?? null,
    computed_at: run ? run.computed_at.toISOString() : null,
    computed_on_request: run?.trigger === "first_request" ? 1 : 0,
    period_from: run?.period_from ?? null,
    period_to: run?.period_to ?? null,
    next_update_at: nextUpdateAt(now).toISOString(),
    class_name: who.class_name,
    school_name: who.school_name,
  };
}

/**
 * Stores whether the student hides from the school and all-schools boards (at once: boards read it live).
 * @param deps - database
 * @param caller - the student
 * @param hide - 1 to hide beyond the class, 0 to show
 * @returns the stored choice
 */
export async function setPrivacy(
  deps: Pick<Deps, "db">,
  caller: StudentCaller,
  hide: number,
): Promise<{ hide_beyond_class: 0 | 1 }> {
  await repo.setPrivacy(deps.db, caller.id, caller.schoolId, hide === 1 ? 1 : 0);
  return { hide_beyond_class: hide === 1 ? 1 : 0 };
}
