import type { RankMe, RankRow } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPracticeHistory } from "../../db/seed-rank.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createClass,
  createStudent,
  createTestSchool,
  signIn,
  type TestSchool,
  uniqueName,
  updateStudentProfile,
} from "../../test/factories.ts";
import { addDays, dueDay } from "./days.ts";
import { runRankJob } from "./job.ts";

const P = "/v3/rank";
type Res = { statusCode: number; body: string; json(): { code: number; data: unknown } };
type Board = {
  tab: string;
  scope: string;
  unit: string;
  total: number;
  list: RankRow[];
  me: RankMe;
  day: string | null;
  computed_at: string | null;
  computed_on_request: 0 | 1;
  period_from: string | null;
  period_to: string | null;
  next_update_at: string;
  class_name: string | null;
  school_name: string;
};

describe.skipIf(skipPg)("rankings (rank/list, rank/privacy)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let a: TestSchool;
  let b: TestSchool;
  /** a: me (60 practices), hider (55), few (30) in my class; other class: top (70); college (60) */
  const ids = { me: 0, hider: 0, few: 0, top: 0, rival: 0 };
  const tok = { me: "", hider: "", few: "", top: "", college: "", teacher: "" };
  const history = (studentId: number, schoolId: number, practices: number, level = 75, tag?: string) =>
    // days 2-21 before today: inside the 30-day period whether or not today's 03:00 has passed
    insertPracticeHistory(t.db, {
      studentId,
      schoolId,
      practices,
      level,
      firstDayAgo: 2,
      spanDays: 20,
      ...(tag ? { tag } : {}),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    a = await createTestSchool(t, { students: 3 });
    b = await createTestSchool(t, { students: 1 });
    const [me, hider, few] = a.students;
    const otherClass = await createClass(
      t.db,
      a.schoolId,
      uniqueName("class"),
      uniqueName("R").toUpperCase(),
    );
    const top = await createStudent(t.db, { schoolId: a.schoolId, classId: otherClass, card: "active" });
    const college = await createStudent(t.db, { schoolId: a.schoolId, classId: a.classId, card: "active" });
    await updateStudentProfile(t.db, college.id, { college: true });
    Object.assign(ids, { me: me!.id, hider: hider!.id, few: few!.id, top: top.id, rival: b.student.id });
    await history(me!.id, a.schoolId, 60, 80);
    await history(hider!.id, a.schoolId, 55, 90);
    await history(few!.id, a.schoolId, 30);
    await history(top.id, a.schoolId, 70, 60);
    await history(college.id, a.schoolId, 60);
    await history(b.student.id, b.schoolId, 65, 85);
    await t.db.query("UPDATE students SET nickname = 'ほし' WHERE id = $1", [b.student.id]);
    tok.me = await me!.signIn();
    tok.hider = await hider!.signIn();
    tok.few = await few!.signIn();
    tok.top = await signIn(t.app, top.username);
    tok.college = await signIn(t.app, college.username);
    tok.teacher = await a.teacher.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const ok = <T>(r: Res) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const bad = (r: Res, status = 400) => {
    expect(r.statusCode, r.body).toBe(status);
    return r.json().data as { error_key: string; fields?: Record<string, string> };
  };
  const board = (q: string, token = tok.me) => c.get(`${P}/list?${q}`, token);
  const idsOf = (rows: RankRow[]) => rows.map((r) => r.student_id);

  it("a fresh server computes the first board on the first request and says so", async () => {
    // the job leaves a server without any snapshot to the first request (or the next 03:00)
    expect(await runRankJob(t.db, new Date(), dueDay(new Date()))).toBe(false);
    const r = ok<Board>(await board("tab=answer_count&scope=school"));
    expect(r.computed_on_request).toBe(1);
    expect(r.day).toBe(dueDay(new Date()));
    expect(r.period_from).toBe(addDays(r.day as string, -30));
    expect(r.period_to).toBe(addDays(r.day as string, -1));
    expect(Date.parse(r.next_update_at)).toBeGreaterThan(Date.now());
    expect(r.unit).toBe("answers");
    expect(r.school_name).toBe(a.schoolName);
    // 4 answers a practice; the student with 30 practices and the college student are not ranked
    expect(r.list.map((x) => [x.student_id, x.rank, x.value])).toEqual([
      [ids.top, 1, 280],
      [ids.me, 2, 240],
      [ids.hider, 3, 220],
    ]);
    expect(r.total).toBe(3);
    expect(r.me.row).toMatchObject({ rank: 2, is_me: 1, other_school: 0, class_name: a.className });
    expect(r.me.reason).toBeNull();
    expect(r.me.practices).toBe(60);
    expect(r.me.practices_needed).toBe(0);
  });

  it("all schools: another school's student by nickname only; the class board pins my row off the page", async () => {
    const all = await board("tab=answer_count&scope=all");
    const r = ok<Board>(all);
    const rival = r.list.find((x) => x.other_school === 1);
    expect(rival).toEqual({
      rank: 2,
      nickname: "ほし",
      value: 260,
      is_me: 0,
      student_id: null,
      class_name: null,
      other_school: 1,
    });
    expect(all.body).not.toContain(b.schoolName);
    expect(all.body).not.toContain(b.className);
    expect(all.body).not.toContain(b.student.username);

    const cls = ok<Board>(await board("tab=average_score&scope=class&limit=1&page=2"));
    expect(cls.total).toBe(2);
    expect(idsOf(cls.list)).toEqual([ids.me]);
    expect(cls.list[0]?.value).toBeLessThan(90);
    // the hider (average about 90) leads the class; my row is on page 2 here, and pinned on page 1
    const first = ok<Board>(await board("tab=average_score&scope=class&limit=1&page=1"));
    expect(idsOf(first.list)).toEqual([ids.hider]);
    expect(first.me.row).toMatchObject({ rank: 2, is_me: 1 });
    const streak = ok<Board>(await board("tab=streak_days&scope=class"));
    expect(streak.unit).toBe("days");
    expect(streak.list.every((x) => Number.isInteger(x.value) && x.value >= 0)).toBe(true);
  });

  it("a student who hides leaves the school and all-schools boards, not the class board", async () => {
    expect(ok(await c.postJson(`${P}/privacy`, { hide_beyond_class: 1 }, tok.hider))).toEqual({
      hide_beyond_class: 1,
    });
    expect(idsOf(ok<Board>(await board("tab=learning_score&scope=school")).list)).not.toContain(ids.hider);
    expect(idsOf(ok<Board>(await board("tab=learning_score&scope=class")).list)).toContain(ids.hider);
    const own = ok<Board>(await board("tab=learning_score&scope=all", tok.hider));
    expect(own.me).toMatchObject({ row: null, reason: "hidden", hide_beyond_class: 1 });
    expect(own.list.some((x) => x.is_me === 1)).toBe(false);
    expect(bad(await c.postJson(`${P}/privacy`, { hide_beyond_class: 2 }, tok.hider)).fields).toHaveProperty(
      "body.hide_beyond_class",
    );
    expect(bad(await c.postForm(`${P}/privacy`, { hide_beyond_class: "yes" }, tok.hider)).error_key).toBe(
      "bad_request",
    );
  });

  it("fewer than 50 practices: not ranked, with how many are missing; 50 reached: ranked at the next update", async () => {
    const few = ok<Board>(await board("tab=answer_count&scope=class", tok.few));
    expect(few.me).toMatchObject({ row: null, reason: "few_practices", practices: 30, practices_needed: 20 });
    expect(idsOf(few.list)).not.toContain(ids.few);
    await history(ids.few, a.schoolId, 25, 75, "more");
    const pending = ok<Board>(await board("tab=answer_count&scope=class", tok.few));
    expect(pending.me).toMatchObject({ row: null, reason: "pending", practices: 55, practices_needed: 0 });
  });

  it("refuses bad input, other accounts and college students", async () => {
    expect(Object.keys(bad(await board("tab=fame")).fields ?? {})).toEqual(["querystring.tab"]);
    expect(Object.keys(bad(await board("scope=galaxy")).fields ?? {})).toEqual(["querystring.scope"]);
    expect(Object.keys(bad(await board("limit=0&page=x")).fields ?? {}).sort()).toEqual([
      "querystring.limit",
      "querystring.page",
    ]);
    expect(bad(await c.get(`${P}/list`), 401).error_key).toBe("token_missing");
    expect(bad(await c.get(`${P}/list`, tok.teacher), 401).error_key).toBe("token_invalid");
    expect(bad(await c.get(`${P}/list`, tok.college), 403).error_key).toBe("college_not_available");
    // defaults: learning score of the class
    expect(ok<Board>(await c.get(`${P}/list`, tok.top))).toMatchObject({
      tab: "learning_score",
      scope: "class",
    });
  });

  it("the daily job computes a day once across two runners on one database", async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const started = dueDay(new Date());
    const runs = await Promise.all([
      runRankJob(t.db, tomorrow, started),
      runRankJob(t.db, tomorrow, started),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    const day = dueDay(tomorrow);
    const counted = await t.db.one<{ runs: number; rows: number }>(
      `SELECT (SELECT count(*) FROM rank_runs WHERE day = $1)::int AS runs,
              (SELECT count(*) FROM rank_snapshots WHERE day = $1)::int AS rows`,
      [day],
    );
    // me, hider, top, the rival and now the student who reached 55 practices
    expect(counted).toEqual({ runs: 1, rows: 5 });
    expect(await runRankJob(t.db, tomorrow, started)).toBe(false);
    const r = ok<Board>(await board("tab=answer_count&scope=class", tok.few));
    expect(r).toMatchObject({ day, computed_on_request: 0 });
  });
});
