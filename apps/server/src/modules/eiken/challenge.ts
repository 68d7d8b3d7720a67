import {
  EIKEN_FORMAT,
  EIKEN_SECTIONS,
  type EikenGradeCode,
  type EikenSection,
  type EikenSkill,
  estimateCse,
} from "@hibiki/exercises/eiken";
import type { Db } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import { iso, isoOrNull } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import * as repo from "./challenge-repository.ts";
import { questionWeights } from "./practice.ts";
import { attemptAnswers, hasAttempt, latestExamAttempt } from "./practice-repository.ts";
import { levelOf } from "./words.ts";

type Deps = { db: Db; content: ContentCatalog };

/** Answers a little after the reading and writing deadline still count (a save in flight). */
const GRACE_MS = 60_000;

const skillOf = (section: string): EikenSkill => EIKEN_SECTIONS[section as EikenSection]?.skill ?? "reading";
const ms = (d: Date | string) => new Date(d).getTime();

/** Reading and writing parts left undone when the time is up count as closed. */
function closedParts(c: repo.ChallengeRow, now: number): repo.StoredPart[] {
  const over = now >= ms(c.rw_deadline_at);
  return c.parts.map((p) =>
    over && !p.done && skillOf(p.section) !== "listening" ? { ...p, done: true } : p,
  );
}

async function present(deps: Deps, c: repo.ChallengeRow) {
  const { index } = await deps.content.load();
  const now = Date.now();
  const parts = closedParts(c, now);
  const out = [];
  for (const p of parts) {
    const entry = index.byCode.get(p.res_code);
    const found = await deps.content.resource(p.res_code);
    const weights = found ? [...questionWeights(found.resource.items).values()] : [];
    out.push({
      res_code: p.res_code,
      section: p.section,
      skill: skillOf(p.section),
      title: entry?.title.ja ?? p.res_code,
      question_count: weights.reduce((n, w) => n + w, 0),
      plays: (entry as { plays?: number } | undefined)?.plays ?? null,
      guid: p.guid,
      done: (p.done ? 1 : 0) as 0 | 1,
    });
  }
  return {
    challenge_id: c.id,
    level_id: c.level_id,
    grade: c.grade,
    status: c.status,
    started_at: iso(c.started_at),
    rw_deadline_at: iso(c.rw_deadline_at),
    rw_seconds_left: Math.max(0, Math.floor((ms(c.rw_deadline_at) - now) / 1000)),
    parts: out,
    next_res_code: c.status === "finished" ? null : (parts.find((p) => !p.done)?.res_code ?? null),
  };
}

/** Starts the grade's mock test (its mock resources in paper order), or returns the one in progress. */
export async function startChallenge(deps: Deps, caller: StudentCaller, levelId: number) {
  const level = levelOf(levelId);
  const open = await repo.openChallenge(deps.db, caller.id, levelId);
  if (open) return present(deps, open);
  const { catalog } = await deps.content.load();
  const parts = catalog.eiken_practice
    .filter((e) => e.grade === level.grade && e.set === "mock")
    .map((e) => ({ res_code: e.res_code, section: e.section, guid: null, done: false }));
  if (parts.length === 0) throw NotFound(`${level.name}の模擬テストはまだありません。`);
  await repo.insertChallenge(deps.db, {
    studentId: caller.id,
    schoolId: caller.schoolId,
    levelId,
    grade: level.grade,
    parts,
    minutes: EIKEN_FORMAT[level.grade as EikenGradeCode].rw_minutes,
  });
  const created = await repo.openChallenge(deps.db, caller.id, levelId);
  if (!created) throw NotFound("模擬テストを始められませんでした。もう一度お試しください。");
  return present(deps, created);
}

async function challengeOf(deps: Deps, caller: StudentCaller, id: number) {
  const c = await repo.findChallenge(deps.db, caller.id, id);
  if (!c) throw NotFound("この模擬テストは見つかりません。");
  return c;
}

/** The sitting as it stands. */
export async function challengeState(deps: Deps, caller: StudentCaller, id: number) {
  return present(deps, await challengeOf(deps, caller, id));
}

/**
 * A part is done (its attempt named by guid, or the student's latest exam attempt of it since the start).
 * The last part finishes the sitting and stores its result.
 */
export async function partDone(
  deps: Deps,
  caller: StudentCaller,
  body: { challenge_id: number; res_code: string; guid?: string | undefined },
) {
  const c = await challengeOf(deps, caller, body.challenge_id);
  if (c.status === "finished") return present(deps, c);
  const at = c.parts.findIndex((p) => p.res_code === body.res_code);
  if (at < 0)
    throw BadRequest("bad_request", "この模擬テストにない問題です。", {
      res_code: "この模擬テストにない問題です。",
    });
  if (body.guid && !(await hasAttempt(deps.db, caller.id, body.res_code, body.guid)))
    throw BadRequest("bad_request", "解答記録が見つかりません。", { guid: "解答記録が見つかりません。" });
  const guid =
    body.guid ?? (await latestExamAttempt(deps.db, caller.id, body.res_code, new Date(c.started_at))) ?? null;
  const parts = closedParts(c, Date.now()).map((p, i) => (i === at ? { ...p, guid, done: true } : p));
  if (parts.every((p) => p.done)) {
    const result = await scoreChallenge(deps, caller.id, { ...c, parts });
    await repo.saveParts(deps.db, c.id, parts, {
      cse_total: result.cse_total,
      pass_estimate: result.pass_estimate,
    });
  } else await repo.saveParts(deps.db, c.id, parts);
  return present(deps, await challengeOf(deps, caller, c.id));
}

async function scoreChallenge(deps: Deps, studentId: number, c: repo.ChallengeRow) {
  const grade = c.grade as EikenGradeCode;
  const started = new Date(c.started_at);
  const rwUntil = new Date(ms(c.rw_deadline_at) + GRACE_MS);
  const tally = new Map<string, { right: number; count: number }>();
  for (const part of EIKEN_FORMAT[grade].parts) tally.set(part.section, { right: 0, count: 0 });
  for (const p of c.parts) {
    const t = tally.get(p.section) ?? { right: 0, count: 0 };
    const found = await deps.content.resource(p.res_code);
    const weights = found ? questionWeights(found.resource.items) : new Map<string, number>();
    const count = [...weights.values()].reduce((n, w) => n + w, 0);
    t.count += count;
    // Each answer's percent: objective items by the key, writing by the checker's score of the text. A part
    // closed by the time limit has no guid: its attempt is the latest since the start.
    const guid = p.guid ?? (await latestExamAttempt(deps.db, studentId, p.res_code, started));
    const until = skillOf(p.section) === "listening" ? null : rwUntil;
    const answers = guid ? await attemptAnswers(deps.db, studentId, p.res_code, guid, until) : [];
    for (const a of answers)
      t.right += ((weights.get(a.question_id) ?? 0) * Math.min(100, Math.max(0, a.percent_score))) / 100;
    tally.set(p.section, t);
  }
  const bySkill = new Map<EikenSkill, { right: number; count: number }>();
  for (const [section, t] of tally) {
    const s = bySkill.get(skillOf(section)) ?? { right: 0, count: 0 };
    bySkill.set(skillOf(section), { right: s.right + t.right, count: s.count + t.count });
  }
  const pct = (t: { right: number; count: number }) =>
    t.count ? Math.round((1000 * t.right) / t.count) / 10 : 0;
  const percents = Object.fromEntries([...bySkill].map(([k, t]) => [k, pct(t)])) as Record<
    EikenSkill,
    number
  >;
  const cse = estimateCse(grade, percents);
  const sections = [...tally].map(([section, t]) => ({
    section,
    skill: skillOf(section),
    name: EIKEN_SECTIONS[section as EikenSection]?.ja ?? section,
    name_en: EIKEN_SECTIONS[section as EikenSection]?.en ?? section,
    right: Math.round(t.right * 10) / 10,
    count: t.count,
    percent: pct(t),
  }));
  return {
    challenge_id: c.id,
    level_id: c.level_id,
    grade,
    started_at: iso(c.started_at),
    finished_at: isoOrNull(c.finished_at),
    skills: cse.skills.map((s) => ({ ...s, percent: percents[s.skill] ?? 0 })),
    cse_total: cse.total,
    cse_max: cse.max,
    cse_pass: cse.pass,
    cse_confirmed: (cse.confirmed ? 1 : 0) as 0 | 1,
    pass_estimate: (cse.passed ? 1 : 0) as 0 | 1,
    sections,
    weak_sections: sections
      .filter((s) => s.count > 0 && s.percent < 60)
      .sort((a, b) => a.percent - b.percent)
      .map((s) => s.section),
  };
}

/** The result of a finished sitting. @throws 400 while it is still in progress */
export async function challengeResult(deps: Deps, caller: StudentCaller, id: number) {
  const c = await challengeOf(deps, caller, id);
  if (c.status !== "finished")
    throw BadRequest("bad_request", "この模擬テストはまだ終わっていません。", {
      challenge_id: "まだ終わっていません。",
    });
  return scoreChallenge(deps, caller.id, c);
}

/** The student's sittings of a grade, newest first. */
export async function challengeLogs(deps: Deps, caller: StudentCaller, levelId: number) {
  levelOf(levelId);
  const rows = await repo.challengesOf(deps.db, caller.id, levelId);
  return {
    list: rows.map((r) => ({
      challenge_id: r.id,
      status: r.status,
      started_at: iso(r.started_at),
      finished_at: isoOrNull(r.finished_at),
      cse_total: r.cse_total,
      pass_estimate: r.pass_estimate === null ? null : ((r.pass_estimate ? 1 : 0) as 0 | 1),
    })),
  };
}
