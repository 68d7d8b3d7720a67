import { rmSync } from "node:fs";
import { type CefrTestState, CefrTestStateSchema } from "@hibiki/contracts";
import { CEFR_STEPS } from "@hibiki/exercises/cefr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { writeCefrContent } from "./test-fixture.ts";

const P = "/v3/cefr-for-student";
const stepOf = (itemId: string) => {
  const code = itemId.split("/")[0] ?? "";
  return CEFR_STEPS.findIndex((s) => code.startsWith(`cefr-${s.toLowerCase().replace(/\./g, "-")}-`));
};

describe.skipIf(skipPg)("CEFR-J level test calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let other: TestSchool;
  let me: string;
  let classmate: string;
  let stranger: string;
  let dir: string;

  beforeAll(async () => {
    dir = writeCefrContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    other = await createTestSchool(t, { students: 1 });
    me = await school.students[0]!.signIn();
    classmate = await school.students[1]!.signIn();
    stranger = await other.students[0]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const state = (r: { statusCode: number; json(): { data: unknown } }) => {
    expect(r.statusCode, JSON.stringify(r.json())).toBe(200);
    return CefrTestStateSchema.parse(r.json().data);
  };
  /** Answers the served item: right (option 0) when `right`, else wrong; read-aloud items are skipped. */
  const answer = (token: string, s: CefrTestState, right: boolean) => {
    const next = s.next!;
    const item =
      next.kind === "single-reading"
        ? { question_id: next.question_id, is_skipped: 1 }
        : { question_id: next.question_id, answer_result: right ? 0 : 1 };
    return c.postJson(
      `${P}/submit-cefr-test-answer`,
      { test_id: s.test_id, item_id: next.item_id, item },
      token,
    );
  };
  /** Runs a test to its end; `right(step)` says whether the student knows items of that step. */
  const runTest = async (token: string, s0: CefrTestState, right: (step: number) => boolean) => {
    let s = s0;
    const seen: string[] = [];
    while (s.status === "in_progress") {
      expect(s.next, "an unfinished test serves an item").not.toBeNull();
      seen.push(s.next!.item_id);
      s = state(await answer(token, s, right(stepOf(s.next!.item_id))));
    }
    return { s, seen };
  };

  it("before the placement: no level, every step locked, no weak questions, and no step test", async () => {
    const r = await c.get(`${P}/get-cefr-test-levels`, me);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({
      current_level: null,
      upgrade_score: 80,
      downgrade_score: 40,
      open_test_id: null,
    });
    expect(d.levels.map((l: { level: string }) => l.level)).toEqual([...CEFR_STEPS]);
    expect(d.levels.every((l: { status: string }) => l.status === "locked")).toBe(true);
    expect((await c.get(`${P}/get-cefr-test-weak-info`, me)).json().data).toEqual({
      has_weak_auth: 0,
      has_weak_count: 0,
    });
    const step = await c.postJson(`${P}/start-cefr-test`, { test_type: "step", level: "A1.1" }, me);
    expect(step.statusCode).toBe(400);
    expect(step.json().message).toMatch(/診断テスト/);
  });

  it("lists what a step tests with each resource's question type, and refuses an unknown step", async () => {
    const r = await c.get(`${P}/get-cefr-test-resources?level=B2.2`, me);
    expect(r.statusCode).toBe(200);
    const resources: { skill: string; cefr_type: number }[] = r.json().data.resources;
    expect(resources.map((x) => `${x.skill} ${x.cefr_type}`).sort()).toEqual(["grammar 3", "speaking 15"]);
    const bad = await c.get(`${P}/get-cefr-test-resources?level=C3`, me);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields).toHaveProperty(["querystring.level"]);
  });

  let placementId = 0;
  it("places a student who knows up to A2.1 within one step of it, with a band, a trace and weak questions", async () => {
    const start = state(await c.postJson(`${P}/start-cefr-test`, { test_type: "placement" }, me));
    expect(start).toMatchObject({
      test_type: "placement",
      status: "in_progress",
      answered: 0,
      max_items: 30,
    });
    // starting again gives back the same open test
    expect(state(await c.postJson(`${P}/start-cefr-test`, { test_type: "placement" }, me)).test_id).toBe(
      start.test_id,
    );
    const { s, seen } = await runTest(me, start, (step) => step <= 4);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeLessThanOrEqual(30);
    const result = s.result!;
    placementId = result.test_id;
    expect(result.moved).toBe("placed");
    expect(Math.abs(CEFR_STEPS.indexOf(result.level_after) - 4)).toBeLessThanOrEqual(1);
    expect(CEFR_STEPS.indexOf(result.band_low!)).toBeLessThanOrEqual(CEFR_STEPS.indexOf(result.level_after));
    expect(CEFR_STEPS.indexOf(result.band_high!)).toBeGreaterThanOrEqual(
      CEFR_STEPS.indexOf(result.level_after),
    );
    expect(result.se).toBeGreaterThan(0);

    const levels = (await c.get(`${P}/get-cefr-test-levels`, me)).json().data;
    expect(levels.current_level).toBe(result.level_after);
    const at = CEFR_STEPS.indexOf(result.level_after);
    expect(levels.levels.map((l: { status: string }) => l.status)).toEqual(
      CEFR_STEPS.map((_, i) => (i < at ? "passed" : i === at ? "current" : "locked")),
    );
    const traces = (await c.get(`${P}/get-cefr-test-traces`, me)).json().data.traces;
    expect(traces).toEqual([
      expect.objectContaining({ level: result.level_after, reason: "placed", test_id: placementId }),
    ]);
    const info = (await c.get(`${P}/get-cefr-test-weak-info`, me)).json().data;
    expect(info.has_weak_auth).toBe(1);
    expect(info.has_weak_count).toBe(result.answers.filter((a) => a.correct === 0).length);
  });

  it("keeps a test to its owner: another student gets 404 and cannot answer it", async () => {
    for (const token of [classmate, stranger]) {
      expect((await c.get(`${P}/get-cefr-test-result?test_id=${placementId}`, token)).statusCode).toBe(404);
      expect((await c.get(`${P}/get-cefr-test-state?test_id=${placementId}`, token)).statusCode).toBe(404);
      const r = await c.postJson(
        `${P}/submit-cefr-test-answer`,
        {
          test_id: placementId,
          item_id: "cefr-a1-1-grammar-1/g1",
          item: { question_id: "g1", answer_result: 0 },
        },
        token,
      );
      expect(r.statusCode).toBe(404);
    }
    const logs = (await c.get(`${P}/get-cefr-test-logs`, classmate)).json().data;
    expect(logs).toEqual({ list: [], total: 0 });
  });

  it("refuses bad input with the field named, and an answer to a finished test or a different item", async () => {
    const bad = [
      await c.get(`${P}/get-cefr-test-result?test_id=abc`, me),
      await c.postJson(`${P}/start-cefr-test`, { test_type: "exam" }, me),
      await c.postJson(
        `${P}/submit-cefr-test-answer`,
        { test_id: placementId, item_id: "no-slash", item: {} },
        me,
      ),
      await c.get(`${P}/get-cefr-test-logs?limit=0`, me),
    ];
    for (const r of bad) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
    }
    const finished = await c.postJson(
      `${P}/submit-cefr-test-answer`,
      {
        test_id: placementId,
        item_id: "cefr-a1-1-grammar-1/g1",
        item: { question_id: "g1", answer_result: 0 },
      },
      me,
    );
    expect([finished.statusCode, finished.json().message]).toEqual([400, "このテストはもう終わっています。"]);
  });

  it("a step test at 80% or more moves the student up; under 40% moves them down", async () => {
    const before = (await c.get(`${P}/get-cefr-test-levels`, me)).json().data.current_level as string;
    const start = state(await c.postJson(`${P}/start-cefr-test`, { test_type: "step", level: before }, me));
    expect(start.level).toBe(before);
    // a different item than the one served is refused, and nothing is stored
    const wrongItem = await c.postJson(
      `${P}/submit-cefr-test-answer`,
      {
        test_id: start.test_id,
        item_id: "cefr-b2-2-grammar-1/g1",
        item: { question_id: "g1", answer_result: 0 },
      },
      me,
    );
    expect(wrongItem.statusCode).toBe(400);
    const mismatch = await c.postJson(
      `${P}/submit-cefr-test-answer`,
      { test_id: start.test_id, item_id: start.next!.item_id, item: { question_id: "zz", answer_result: 0 } },
      me,
    );
    expect(mismatch.statusCode).toBe(400);
    expect(state(await c.get(`${P}/get-cefr-test-state?test_id=${start.test_id}`, me)).answered).toBe(0);

    const up = (await runTest(me, start, () => true)).s.result!;
    expect(up).toMatchObject({ score: 100, moved: "up", level_before: before });
    expect(CEFR_STEPS.indexOf(up.level_after)).toBe(CEFR_STEPS.indexOf(before as never) + 1);
    const map = (await c.get(`${P}/get-cefr-test-levels`, me)).json().data;
    expect(map.current_level).toBe(up.level_after);
    expect(map.levels.find((l: { level: string }) => l.level === before)).toMatchObject({
      best_score: 100,
      tested_count: 1,
    });

    const again = state(await c.postJson(`${P}/start-cefr-test`, { test_type: "step" }, me));
    const down = (await runTest(me, again, () => false)).s.result!;
    expect(down).toMatchObject({
      score: 0,
      moved: "down",
      level_before: up.level_after,
      level_after: before,
    });
    const traces = (await c.get(`${P}/get-cefr-test-traces`, me)).json().data.traces;
    expect(traces.map((x: { reason: string }) => x.reason)).toEqual(["placed", "up", "down"]);
    const logs = (await c.get(`${P}/get-cefr-test-logs?limit=2`, me)).json().data;
    expect(logs.total).toBe(3);
    expect(logs.list.map((l: { moved: string }) => l.moved)).toEqual(["down", "up"]);
  });

  it("weak questions: listed by skill and question type, cleared after two right answers in a row, logged", async () => {
    const weak = (await c.get(`${P}/get-cefr-test-weak-result`, me)).json().data;
    expect(weak.items.length).toBeGreaterThan(0);
    expect(weak.by_skill.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(weak.items.length);
    expect(weak.by_type.reduce((n: number, s: { count: number }) => n + s.count, 0)).toBe(weak.items.length);
    const grammarType = (await c.get(`${P}/get-cefr-test-weak-result?cefr_type=3`, me)).json().data;
    expect(grammarType.items.length).toBe(
      weak.by_type.find((b: { cefr_type: number }) => b.cefr_type === 3)?.count,
    );
    expect(grammarType.items.every((w: { item: { cefr_type: number } }) => w.item.cefr_type === 3)).toBe(
      true,
    );
    for (const bad of ["18", "0", "abc"]) {
      const r = await c.get(`${P}/get-cefr-test-weak-result?cefr_type=${bad}`, me);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().data.fields).toHaveProperty(["querystring.cefr_type"]);
    }
    const target = weak.items.find((w: { item: { kind: string } }) => w.item.kind === "grammar-choice").item;
    const practise = (right: boolean) =>
      c.postJson(
        `${P}/submit-cefr-test-weak-logs`,
        { item_id: target.item_id, item: { question_id: target.question_id, answer_result: right ? 0 : 1 } },
        me,
      );
    const first = await practise(true);
    expect(first.json().data).toMatchObject({ correct: 1, right_streak: 1, cleared: 0 });
    expect((await practise(false)).json().data).toMatchObject({ correct: 0, right_streak: 0, cleared: 0 });
    await practise(true);
    const cleared = (await practise(true)).json().data;
    expect(cleared).toMatchObject({ right_streak: 2, cleared: 1, remaining: weak.items.length - 1 });
    // cleared questions leave the list; practising one again is refused
    expect((await practise(true)).statusCode).toBe(404);
    const after = (await c.get(`${P}/get-cefr-test-weak-result?skill=grammar`, me)).json().data;
    expect(after.cleared_count).toBe(1);
    expect(after.items.some((w: { item: { item_id: string } }) => w.item.item_id === target.item_id)).toBe(
      false,
    );
    const logs = (await c.get(`${P}/get-cefr-test-weak-logs`, me)).json().data.list;
    expect(logs.map((l: { correct: number }) => l.correct)).toEqual([1, 1, 0, 1]);
    // another student cannot practise my weak question
    const theirs = await c.postJson(
      `${P}/submit-cefr-test-weak-logs`,
      { item_id: target.item_id, item: { question_id: target.question_id, answer_result: 0 } },
      classmate,
    );
    expect(theirs.statusCode).toBe(404);
  });

  it("shows the teacher each student's step in the class dashboard and its history on the student page", async () => {
    const teacher = await school.teacher.signIn();
    const dash = (await c.get(`/v3/teacher/class-dashboard?class_id=${school.classId}`, teacher)).json().data;
    const mine = (await c.get(`${P}/get-cefr-test-levels`, me)).json().data.current_level;
    const row = (id: number) => dash.students.find((s: { student_id: number }) => s.student_id === id);
    expect(row(school.students[0]!.id).cefr_level).toBe(mine);
    expect(row(school.students[1]!.id).cefr_level).toBeNull();
    const csv = (await c.get(`/v3/teacher/class-dashboard-csv?class_id=${school.classId}`, teacher)).json()
      .data.csv;
    expect(csv).toContain("CEFR-J");
    const detail = await c.get(`/v3/teacher/student-detail?student_id=${school.students[0]!.id}`, teacher);
    expect(detail.json().data.cefr_history.map((h: { reason: string }) => h.reason)).toEqual([
      "placed",
      "up",
      "down",
    ]);
    // another school's teacher sees neither
    const foreign = await other.teacher.signIn();
    expect(
      (await c.get(`/v3/teacher/student-detail?student_id=${school.students[0]!.id}`, foreign)).statusCode,
    ).toBe(404);
  });

  it("is closed to college students and to anonymous callers", async () => {
    await updateStudentProfile(t.db, school.students[2]!.id, { college: true });
    const college = await school.students[2]!.signIn();
    const r = await c.get(`${P}/get-cefr-test-levels`, college);
    expect([r.statusCode, r.json().data.error_key]).toEqual([403, "college_not_available"]);
    expect((await c.get(`${P}/get-cefr-test-levels`)).statusCode).toBe(401);
  });
});
