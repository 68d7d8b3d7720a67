import type { CatalogListeningExam } from "@hibiki/content";
import type { ListeningLog, ListeningSet } from "@hibiki/contracts";
import {
  LISTENING_REGIONS,
  type ListeningRegion,
  listeningRegion,
  scoreListening,
} from "@hibiki/exercises/listening-exam";
import type { Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import { iso } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { findAttempt } from "../textbook/repository.ts";
import { type ItemMark, markSitting } from "./marks.ts";
import type { LogRow } from "./repository.ts";
import * as repo from "./repository.ts";

export type Deps = { db: Queryable; content: ContentCatalog };

/** A log row as the calls present it. */
export function presentLog(row: LogRow, resId: number): ListeningLog {
  const json = <T>(v: unknown) => (typeof v === "string" ? JSON.parse(v) : v) as T;
  return {
    log_id: row.id,
    res_id: resId,
    res_code: row.res_code,
    guid: row.guid,
    mode: row.mode,
    points: Number(row.points),
    max_points: Number(row.max_points),
    percent: row.percent,
    right: row.right_count,
    total: row.total,
    parts: json(row.parts),
    marks: json(row.marks),
    created_at: iso(new Date(row.created_at)),
  };
}

/**
 * The questions still waiting for review in one set: the wrong ones of its latest full sitting, less those
 * answered right in a review since.
 * @param logs - the set's sittings, oldest first
 * @returns the waiting marks, in question order
 */
export function pendingReview(logs: readonly LogRow[]): ItemMark[] {
  let pending = new Map<string, ItemMark>();
  for (const log of logs) {
    const marks = (typeof log.marks === "string" ? JSON.parse(log.marks) : log.marks) as ItemMark[];
    if (log.mode !== "review") {
      pending = new Map(marks.filter((m) => !m.right).map((m) => [m.question_id, m]));
      continue;
    }
    for (const m of marks) if (m.right) pending.delete(m.question_id);
  }
  return [...pending.values()];
}

const byCode = (logs: readonly LogRow[]) => {
  const out = new Map<string, LogRow[]>();
  for (const l of logs) out.set(l.res_code, [...(out.get(l.res_code) ?? []), l]);
  return out;
};

async function setsOf(deps: Deps, regionId?: number): Promise<CatalogListeningExam[]> {
  const { catalog } = await deps.content.load();
  return catalog.listening_exams.filter((s) => regionId === undefined || s.region_id === regionId);
}

function regionOrThrow(regionId: number): ListeningRegion {
  const region = listeningRegion(regionId);
  if (!region) throw NotFound("この試験はありません。");
  return region;
}

/** A set's maximum points on its region's scale (each part it covers counts in full). */
function maxPointsOf(region: ListeningRegion, set: CatalogListeningExam): number {
  return scoreListening(
    region,
    set.questions.map((q) => ({ ...q, right: true })),
  ).max_points;
}

/** One set with the student's results, from its sittings (oldest first). */
function presentSet(
  region: ListeningRegion,
  set: CatalogListeningExam,
  logs: readonly LogRow[],
): ListeningSet {
  const full = logs.filter((l) => l.mode !== "review");
  const best = full.reduce<LogRow | undefined>(
    (b, l) => (!b || Number(l.points) > Number(b.points) ? l : b),
    undefined,
  );
  const last = full.at(-1);
  return {
    res_id: set.res_id,
    res_code: set.res_code,
    title: set.title.ja,
    title_en: set.title.en,
    set: set.set,
    part: set.part,
    parts: [...new Set(set.questions.map((q) => q.part))],
    question_count: set.questions.length,
    max_points: maxPointsOf(region, set),
    learn_count: full.length,
    best_points: best ? Number(best.points) : null,
    best_percent: best?.percent ?? null,
    last_points: last ? Number(last.points) : null,
    last_percent: last?.percent ?? null,
    last_guid: last?.guid ?? null,
    last_at: last ? iso(new Date(last.created_at)) : null,
    review_count: pendingReview(logs).length,
  };
}

function presentRegion(
  region: ListeningRegion,
  sets: readonly CatalogListeningExam[],
  logs: readonly LogRow[],
) {
  const mine = byCode(logs);
  const full = logs.filter((l) => l.mode !== "review" && l.region_id === region.region_id);
  const last = full.at(-1);
  return {
    region_id: region.region_id,
    exam: region.exam,
    key: region.key,
    name: region.ja,
    name_en: region.en,
    lead: region.lead_ja,
    lead_en: region.lead_en,
    set_count: sets.length,
    question_count: sets.reduce((n, s) => n + s.questions.length, 0),
    done_count: sets.filter((s) => (mine.get(s.res_code) ?? []).some((l) => l.mode !== "review")).length,
    best_percent: full.length ? Math.max(...full.map((l) => l.percent)) : null,
    review_count: sets.reduce((n, s) => n + pendingReview(mine.get(s.res_code) ?? []).length, 0),
    last_at: last ? iso(new Date(last.created_at)) : null,
  };
}

/** college-exam/region/index: every exam and entrance-exam style with the student's progress. */
export async function regionIndex(deps: Deps, caller: StudentCaller) {
  const sets = await setsOf(deps);
  const logs = await repo.logsOf(deps.db, caller.id);
  return {
    regions: LISTENING_REGIONS.map((r) =>
      presentRegion(
        r,
        sets.filter((s) => s.region_id === r.region_id),
        logs,
      ),
    ),
    my_region_id: await repo.chosenRegion(deps.db, caller.id),
  };
}

/** college-exam/region/list: a region's parts and sets (mock tests first) with the student's results. */
export async function regionList(deps: Deps, caller: StudentCaller, regionId: number) {
  const region = regionOrThrow(regionId);
  const sets = await setsOf(deps, regionId);
  const logs = await repo.logsOf(
    deps.db,
    caller.id,
    sets.map((s) => s.res_code),
  );
  const mine = byCode(logs);
  const ordered = [...sets.filter((s) => s.set === "mock"), ...sets.filter((s) => s.set === "practice")];
  return {
    region: {
      ...presentRegion(region, sets, logs),
      parts: region.parts.map((p) => ({
        part: p.part,
        name: p.ja,
        name_en: p.en,
        plays: p.plays,
        points: p.points,
      })),
    },
    sets: ordered.map((s) => presentSet(region, s, mine.get(s.res_code) ?? [])),
  };
}

/** college-exam/region/submit: remembers the entrance-exam style the student practises. */
export async function submitRegion(deps: Deps, caller: StudentCaller, regionId: number) {
  const region = regionOrThrow(regionId);
  if (region.exam !== "high_school")
    throw BadRequest("bad_request", "選べるのは高校入試の地域です。", {
      region_id: "高校入試の地域を選んでください。",
    });
  await repo.chooseRegion(deps.db, caller.id, regionId);
  return { my_region_id: regionId };
}

/** A set by its catalogue res_id, with its region. */
async function setById(deps: Deps, resId: number) {
  const set = (await setsOf(deps)).find((s) => s.res_id === resId);
  if (!set) throw NotFound("この問題セットはありません。");
  return { set, region: regionOrThrow(set.region_id) };
}

/** college-exam/region/logs: a set's recorded sittings, newest first, with its summary. */
export async function regionLogs(deps: Deps, caller: StudentCaller, resId: number) {
  const { set, region } = await setById(deps, resId);
  const logs = await repo.logsOf(deps.db, caller.id, [set.res_code]);
  return {
    set: presentSet(region, set, logs),
    region_id: region.region_id,
    logs: logs
      .slice()
      .reverse()
      .map((l) => presentLog(l, set.res_id)),
  };
}

/**
 * Scores the student's finished attempt of a set and records it (once per attempt).
 * @param review - the review's item ids when the attempt replayed wrong questions
 */
async function recordSitting(
  deps: Deps,
  caller: StudentCaller,
  set: CatalogListeningExam,
  region: ListeningRegion,
  guid: string,
  review: boolean,
) {
  const existing = await repo.logByGuid(deps.db, caller.id, guid);
  if (existing) {
    if (existing.res_code !== set.res_code)
      throw BadRequest("bad_request", "この解答はこの問題セットのものではありません。", {
        guid: "別の問題セットの解答です。",
      });
    return existing;
  }
  const attempt = await findAttempt(deps.db, caller.id, guid);
  if (!attempt || attempt.res_code !== set.res_code) throw NotFound("この解答記録はありません。");
  if (attempt.is_completed !== 1)
    throw BadRequest("bad_request", "まだ最後まで解いていません。", {
      guid: "最後の問題まで解いてから記録してください。",
    });
  if ((attempt.mode === "review") !== review)
    throw BadRequest(
      "bad_request",
      review ? "復習の解答ではありません。" : "復習の解答は review/log/submit で記録します。",
      {
        guid: "記録の種類が違います。",
      },
    );
  const found = await deps.content.resource(set.res_code);
  if (!found) throw NotFound("この問題セットはありません。");
  const items = found.resource.items as unknown as Parameters<typeof markSitting>[0];
  const only = attempt.question_ids ? new Set(attempt.question_ids.split(",").filter(Boolean)) : undefined;
  const marks = markSitting(items, await repo.attemptAnswers(deps.db, attempt.id), only);
  const score = scoreListening(region, marks);
  await repo.insertLog(deps.db, {
    studentId: caller.id,
    schoolId: caller.schoolId,
    regionId: region.region_id,
    resCode: set.res_code,
    guid,
    mode: attempt.mode === "exam" ? "exam" : attempt.mode === "review" ? "review" : "practice",
    points: score.points,
    maxPoints: score.max_points,
    percent: score.percent,
    right: score.right,
    total: score.total,
    parts: score.parts,
    marks,
  });
  return (await repo.logByGuid(deps.db, caller.id, guid)) as LogRow;
}

/** college-exam/region/log/submit: records a finished sitting on the exam's scale. */
export async function logSubmit(deps: Deps, caller: StudentCaller, body: { res_id: number; guid: string }) {
  const { set, region } = await setById(deps, body.res_id);
  const row = await recordSitting(deps, caller, set, region, body.guid, false);
  const logs = await repo.logsOf(deps.db, caller.id, [set.res_code]);
  const full = logs.filter((l) => l.mode !== "review");
  const best = full.every((l) => l.id === row.id || Number(l.points) <= Number(row.points));
  return { log: presentLog(row, set.res_id), best, review_count: pendingReview(logs).length };
}

/** The review of one set: its waiting questions and the items that hold them. */
function presentReview(set: CatalogListeningExam, pending: readonly ItemMark[]) {
  return {
    eiken_id: set.res_id,
    res_code: set.res_code,
    region_id: set.region_id,
    title: set.title.ja,
    title_en: set.title.en,
    question_ids: pending.map((m) => m.question_id),
    item_ids: [...new Set(pending.map((m) => m.item_id))],
    parts: [...new Set(pending.map((m) => m.part))],
  };
}

/** college-exam/review/index: the sets with questions waiting for review (one region, or all). */
export async function reviewIndex(deps: Deps, caller: StudentCaller, regionId?: number) {
  if (regionId !== undefined) regionOrThrow(regionId);
  const sets = await setsOf(deps, regionId);
  const mine = byCode(
    await repo.logsOf(
      deps.db,
      caller.id,
      sets.map((s) => s.res_code),
    ),
  );
  const out = sets
    .map((s) => presentReview(s, pendingReview(mine.get(s.res_code) ?? [])))
    .filter((r) => r.question_ids.length > 0);
  return { sets: out, total: out.reduce((n, r) => n + r.question_ids.length, 0) };
}

/** college-exam/review/logs: one set's waiting questions and its past reviews, newest first. */
export async function reviewLogs(deps: Deps, caller: StudentCaller, eikenId: number) {
  const { set } = await setById(deps, eikenId);
  const logs = await repo.logsOf(deps.db, caller.id, [set.res_code]);
  return {
    review: presentReview(set, pendingReview(logs)),
    logs: logs
      .filter((l) => l.mode === "review")
      .reverse()
      .map((l) => presentLog(l, set.res_id)),
  };
}

/** college-exam/review/log/submit: records a review; questions answered right leave the review list. */
export async function reviewLogSubmit(
  deps: Deps,
  caller: StudentCaller,
  body: { eiken_id: number; guid: string },
) {
  const { set, region } = await setById(deps, body.eiken_id);
  const row = await recordSitting(deps, caller, set, region, body.guid, true);
  const log = presentLog(row, set.res_id);
  // what waited is what the sittings before this one left (the same answer when the call is repeated)
  const logs = await repo.logsOf(deps.db, caller.id, [set.res_code]);
  const at = logs.findIndex((l) => l.id === row.id);
  const waiting = new Set(pendingReview(at < 0 ? logs : logs.slice(0, at)).map((m) => m.question_id));
  const after = pendingReview(logs);
  return {
    log,
    cleared: log.marks.filter((m) => m.right && waiting.has(m.question_id)).map((m) => m.question_id),
    remaining: after.map((m) => m.question_id),
  };
}
