import type { Mission, MissionLog } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { activityByDay } from "./activity.ts";
import { integralClock } from "./clock.ts";
import { studentStreaks } from "./streak.ts";
import { addPractice } from "./test-activity.ts";

const P = "/v3/integral";
// Monday 30 November 2026, 12:00 in Tokyo
const NOW = "2026-11-30T03:00:00Z";
type Res = { statusCode: number; body: string; json(): { code: number; data: unknown } };
type Index = {
  points: number;
  today_points: number;
  streak_days: number;
  longest_streak: number;
  unclaimed_count: number;
  study_days: string[];
  today: string;
};

describe.skipIf(skipPg)("integral calls (integral/*)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let me: string;
  let other: string;
  let streaker: string;

  beforeAll(async () => {
    integralClock.now = () => new Date(NOW);
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    const [a, b, s] = school.students.map((x) => ({ id: x.id, schoolId: school.schoolId }));
    // me: today 10 recorded answers in a finished practice (daily 101, 102, 103 reached)
    await addPractice(t.db, a!, "2026-11-30T01:00:00Z", 10, true);
    // streaker: Fri 20, (weekend, Mon 23 holiday), Tue 24 - Fri 27, (weekend), Mon 30 before 09:00 JST
    for (const at of ["2026-11-20", "2026-11-24", "2026-11-25", "2026-11-26", "2026-11-27"])
      await addPractice(t.db, s!, `${at}T05:00:00Z`, 1);
    await addPractice(t.db, s!, "2026-11-29T23:30:00Z", 1);
    // the day before Friday 20 was missed: an older run of 1
    await addPractice(t.db, s!, "2026-11-18T05:00:00Z", 1);
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
    streaker = await school.students[2]!.signIn();
    void b;
  }, 60_000);
  afterAll(async () => {
    integralClock.now = () => new Date();
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
  const fields = (r: Res) => Object.keys(bad(r).fields ?? {});
  const claim = (id: number | string, token = me) =>
    c.postForm(`${P}/mission-get-points`, { mission_id: String(id) }, token);

  it("shows the daily missions reached by today's activity, and the head with nothing claimed", async () => {
    const { items } = ok<{ items: Mission[] }>(await c.get(`${P}/mission-list`, me));
    expect(items.map((m) => [m.mission_id, m.progress, m.target, m.state])).toEqual([
      [101, 10, 10, "reached"],
      [102, 1, 1, "reached"],
      [103, 5, 5, "reached"],
      [104, 0, 10, "in_progress"],
    ]);
    expect(items[0]).toMatchObject({ type_id: 1, title_ja: "今日、10問に答えよう", points: 10 });
    const weekly = ok<{ items: Mission[] }>(await c.get(`${P}/mission-list?type_id=2`, me)).items;
    expect(weekly.find((m) => m.mission_id === 201)).toMatchObject({ progress: 1, state: "in_progress" });
    expect(weekly.find((m) => m.mission_id === 204)?.progress).toBe(60);
    const head = ok<Index>(await c.get(`${P}/student-index`, me));
    expect(head).toEqual({
      points: 0,
      today_points: 0,
      streak_days: 1,
      longest_streak: 1,
      unclaimed_count: 3,
      study_days: ["2026-11-30"],
      today: "2026-11-30",
    });
    expect(ok<{ total: number }>(await c.get(`${P}/total-unclaimed-mission`, me)).total).toBe(3);
    expect(fields(await c.get(`${P}/mission-list?type_id=4`, me))).toEqual(["querystring.type_id"]);
    expect(fields(await c.get(`${P}/mission-list?type_id=abc`, me))).toEqual(["querystring.type_id"]);
    expect((await c.get(`${P}/mission-list`)).statusCode).toBe(401);
  });

  it("claims once; a second claim, an unreached, unknown or malformed mission is refused", async () => {
    expect(ok(await claim(101))).toEqual({ mission_id: 101, points: 10, total_points: 10 });
    expect(bad(await claim(101)).error_key).toBe("integral_mission_claimed");
    expect(bad(await claim(104)).error_key).toBe("integral_mission_not_reached");
    expect(bad(await claim(999), 404).error_key).toBe("integral_mission_not_found");
    expect(fields(await claim("x"))).toEqual(["body.mission_id"]);
    // another student's reached mission is not the other's to claim
    expect(bad(await claim(102, other)).error_key).toBe("integral_mission_not_reached");
    expect(ok<Index>(await c.get(`${P}/student-index`, other)).points).toBe(0);
  });

  it("adds the points exactly once under 20 parallel claims", async () => {
    const all = await Promise.all(Array.from({ length: 20 }, () => claim(102)));
    expect(all.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of all.filter((x) => x.statusCode !== 200))
      expect((r.json().data as { error_key: string }).error_key).toBe("integral_mission_claimed");
    const rows = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM integral_claims WHERE student_id = $1 AND mission_id = 102",
      [school.students[0]!.id],
    );
    expect(rows[0]?.n).toBe(1);
    const head = ok<Index>(await c.get(`${P}/student-index`, me));
    expect(head).toMatchObject({ points: 20, today_points: 20, unclaimed_count: 1 });
  });

  it("announces a newly reached mission once", async () => {
    const first = ok<{ items: Array<{ mission_id: number; message_title: string; message_body: string }> }>(
      await c.get(`${P}/mission-reach-message`, me),
    );
    expect(first.items).toEqual([
      {
        mission_id: 103,
        message_title: "ミッション達成！",
        message_body: "「今日、5回声に出して読もう」を達成しました。ポイント画面で 15 ポイントを受け取ろう。",
      },
    ]);
    expect(ok<{ items: unknown[] }>(await c.get(`${P}/mission-reach-message`, me)).items).toEqual([]);
  });

  it("lists the months with points and pages the logs of a month", async () => {
    expect(ok(await c.get(`${P}/date-for-select`, me))).toEqual({ items: [{ date: "2026-11", points: 20 }] });
    const logs = ok<{ total: number; month_points: number; items: MissionLog[] }>(
      await c.get(`${P}/mission-logs?date=2026-11`, me),
    );
    expect(logs.total).toBe(2);
    expect(logs.month_points).toBe(20);
    expect(logs.items.map((l) => l.mission_id).sort()).toEqual([101, 102]);
    const page2 = ok<{ items: MissionLog[] }>(
      await c.get(`${P}/mission-logs?date=2026-11&limit=1&page=2`, me),
    );
    expect(page2.items).toHaveLength(1);
    expect(ok<{ total: number }>(await c.get(`${P}/mission-logs?date=2026-10`, me)).total).toBe(0);
    expect(fields(await c.get(`${P}/mission-logs?date=2026-13`, me))).toEqual(["querystring.date"]);
    expect(fields(await c.get(`${P}/date-for-select?year_num=0`, me))).toEqual(["querystring.year_num"]);
    // another student sees none of them
    expect(ok<{ total: number }>(await c.get(`${P}/mission-logs`, other)).total).toBe(0);
  });

  it("keeps a streak over a weekend and a public holiday (Japan days)", async () => {
    const head = ok<Index>(await c.get(`${P}/student-index`, streaker));
    expect(head.streak_days).toBe(6);
    expect(head.longest_streak).toBe(6);
    expect(head.study_days).toEqual([
      "2026-11-18",
      "2026-11-20",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-30",
    ]);
    const id = school.students[2]!.id;
    const streaks = await studentStreaks(t.db, [id, school.students[1]!.id], new Date(NOW));
    expect(streaks.get(id)).toEqual({ current: 6, longest: 6 });
    expect(streaks.get(school.students[1]!.id)).toEqual({ current: 0, longest: 0 });
    const act = await activityByDay(t.db, [id, school.students[0]!.id], "2026-11-30", "2026-11-30");
    expect(act.get(id)?.get("2026-11-30")).toMatchObject({
      practices: 1,
      answers: 1,
      score_sum: 80,
      scored_answers: 1,
    });
    expect(act.get(school.students[0]!.id)?.get("2026-11-30")).toMatchObject({
      practices: 1,
      answers: 10,
      recording_seconds: 60,
      recordings: 10,
    });
  });
});
