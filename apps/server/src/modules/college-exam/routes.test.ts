import { rmSync } from "node:fs";
import type { ListeningLog, ListeningSet } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { LISTENING_FIXTURE, writeListeningContent } from "./test-fixture.ts";

const P = "/v3/college-exam";
const RECORD = "/v3/textbook/topic-answer-record";
const CT = LISTENING_FIXTURE.ct3;
const TOKYO = LISTENING_FIXTURE.tokyo;

describe.skipIf(skipPg)("listening-exam calls (college-exam/*)", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let me: string;
  let dir: string;

  beforeAll(async () => {
    dir = writeListeningContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    me = await school.students[0]!.signIn();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const ok = <T>(r: { statusCode: number; body: string; json(): { data: unknown } }) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as T;
  };
  const bad = (
    r: { statusCode: number; body: string; json(): { code: number; data: { error_key: string } } },
    status = 400,
  ) => {
    expect(r.statusCode, r.body).toBe(status);
    expect(r.json().code).toBe(status);
    return r.json().data.error_key;
  };
  /** Answers items of a set in one attempt (the last answer finishes it unless `open`). */
  const sit = async (
    resCode: string,
    guid: string,
    answers: Array<Record<string, unknown>>,
    opts: { mode?: string; question_ids?: string; open?: boolean; token?: string } = {},
  ) => {
    for (const [k, item] of answers.entries())
      ok(
        await c.postJson(
          RECORD,
          {
            res_code: resCode,
            guid,
            mode: opts.mode ?? "exam",
            current_index: k,
            is_completed: !opts.open && k === answers.length - 1 ? 1 : 0,
            item,
            ...(opts.question_ids ? { question_ids: opts.question_ids } : {}),
          },
          opts.token ?? me,
        ),
      );
  };

  it("lists the Common Test and the entrance-exam styles, then a region's parts and sets", async () => {
    const index = ok<{
      regions: Array<{
        region_id: number;
        exam: string;
        set_count: number;
        question_count: number;
        done_count: number;
      }>;
      my_region_id: number | null;
    }>(await c.get(`${P}/region/index`, me));
    expect(index.my_region_id).toBeNull();
    expect(
      index.regions.map((r) => [r.region_id, r.exam, r.set_count, r.question_count, r.done_count]),
    ).toEqual([
      [1, "common_test", 1, 2, 0],
      [2, "high_school", 1, 3, 0],
      [3, "high_school", 0, 0, 0],
      [4, "high_school", 0, 0, 0],
    ]);
    const list = ok<{ region: { parts: Array<{ part: string; plays: number }> }; sets: ListeningSet[] }>(
      await c.get(`${P}/region/list?region_id=1`, me),
    );
    expect(list.region.parts.map((p) => `${p.part}:${p.plays}`).join(" ")).toBe(
      "1A:2 1B:2 2:2 3:1 4A:1 4B:1 5:1 6A:1 6B:1",
    );
    expect(list.sets).toEqual([
      expect.objectContaining({
        res_id: CT.res_id,
        part: "3",
        question_count: 2,
        max_points: 18,
        learn_count: 0,
        best_points: null,
      }),
    ]);
  });

  it("records a finished sitting on the exam's scale once, and keeps the best", async () => {
    await sit(CT.res_code, "ct-1", [
      { question_id: "q1", answer_result: 1 },
      { question_id: "q2", answer_result: 0 },
    ]);
    const first = ok<{ log: ListeningLog; best: boolean; review_count: number }>(
      await c.postJson(`${P}/region/log/submit`, { res_id: CT.res_id, guid: "ct-1" }, me),
    );
    expect(first.log).toMatchObject({
      mode: "exam",
      right: 1,
      total: 2,
      points: 9,
      max_points: 18,
      percent: 50,
    });
    expect(first.log.parts).toEqual([{ part: "3", right: 1, total: 2, points: 9, max_points: 18 }]);
    expect(first.log.marks.map((m) => [m.question_id, m.right])).toEqual([
      ["q1", true],
      ["q2", false],
    ]);
    expect(first).toMatchObject({ best: true, review_count: 1 });
    // a second submit of the same sitting changes nothing
    const again = ok<{ log: ListeningLog }>(
      await c.postJson(`${P}/region/log/submit`, { res_id: CT.res_id, guid: "ct-1" }, me),
    );
    expect(again.log.log_id).toBe(first.log.log_id);
    await sit(CT.res_code, "ct-2", [
      { question_id: "q1", answer_result: 0 },
      { question_id: "q2", answer_result: 0 },
    ]);
    const worse = ok<{ log: ListeningLog; best: boolean }>(
      await c.postJson(`${P}/region/log/submit`, { res_id: CT.res_id, guid: "ct-2" }, me),
    );
    expect(worse).toMatchObject({ best: false, log: { points: 0, percent: 0 } });
    const logs = ok<{ set: ListeningSet; logs: ListeningLog[] }>(
      await c.get(`${P}/region/logs?res_id=${CT.res_id}`, me),
    );
    expect(logs.logs.map((l) => l.guid)).toEqual(["ct-2", "ct-1"]);
    expect(logs.set).toMatchObject({
      learn_count: 2,
      best_points: 9,
      last_points: 0,
      last_guid: "ct-2",
      review_count: 2,
    });
  });

  it("marks each sub-question of a multi-question item", async () => {
    await sit(TOKYO.res_code, "tk-1", [
      { question_id: "a1", answer_result: 2 },
      {
        question_id: "b1",
        result: [
          { question_id: "b1-1", answer_index: 0 },
          { question_id: "b1-2", answer_index: 1 },
        ],
      },
    ]);
    const { log } = ok<{ log: ListeningLog }>(
      await c.postJson(`${P}/region/log/submit`, { res_id: TOKYO.res_id, guid: "tk-1" }, me),
    );
    expect(log.marks.map((m) => `${m.question_id}:${m.item_id}:${m.right}`)).toEqual([
      "a1:a1:true",
      "b1-1:b1:true",
      "b1-2:b1:false",
    ]);
    // Tokyo style: part A 12 points over its questions, part B 8
    expect(log.parts).toEqual([
      { part: "A", right: 1, total: 1, points: 12, max_points: 12 },
      { part: "B", right: 1, total: 2, points: 4, max_points: 8 },
    ]);
    expect(log.points).toBe(16);
  });

  it("keeps wrong questions in the review list until a review answers them right", async () => {
    const index = ok<{
      sets: Array<{ eiken_id: number; question_ids: string[]; item_ids: string[] }>;
      total: number;
    }>(await c.get(`${P}/review/index`, me));
    expect(index.sets.map((s) => [s.eiken_id, s.question_ids, s.item_ids])).toEqual([
      [CT.res_id, ["q1", "q2"], ["q1", "q2"]],
      [TOKYO.res_id, ["b1-2"], ["b1"]],
    ]);
    expect(index.total).toBe(3);
    expect(ok<{ total: number }>(await c.get(`${P}/review/index?region_id=2`, me)).total).toBe(1);
    await sit(
      CT.res_code,
      "ct-review-1",
      [
        { question_id: "q1", answer_result: 1 },
        { question_id: "q2", answer_result: 3 },
      ],
      { mode: "review", question_ids: "q1,q2" },
    );
    // a review is recorded with its own call
    expect(
      bad(await c.postJson(`${P}/region/log/submit`, { res_id: CT.res_id, guid: "ct-review-1" }, me)),
    ).toBe("bad_request");
    const review = ok<{ cleared: string[]; remaining: string[]; log: ListeningLog }>(
      await c.postJson(`${P}/review/log/submit`, { eiken_id: CT.res_id, guid: "ct-review-1" }, me),
    );
    expect(review).toMatchObject({
      cleared: ["q1"],
      remaining: ["q2"],
      log: { mode: "review", right: 1, total: 2 },
    });
    // sent again (a retry after a lost response), the call answers the same and records nothing new
    const again = ok<{ cleared: string[]; remaining: string[]; log: ListeningLog }>(
      await c.postJson(`${P}/review/log/submit`, { eiken_id: CT.res_id, guid: "ct-review-1" }, me),
    );
    expect(again).toEqual(review);
    const logs = ok<{ review: { question_ids: string[] }; logs: ListeningLog[] }>(
      await c.get(`${P}/review/logs?eiken_id=${CT.res_id}`, me),
    );
    expect(logs.review.question_ids).toEqual(["q2"]);
    expect(logs.logs.map((l) => l.guid)).toEqual(["ct-review-1"]);
    // the set's sittings and best score do not count the review
    const set = ok<{ set: ListeningSet }>(await c.get(`${P}/region/logs?res_id=${CT.res_id}`, me)).set;
    expect(set).toMatchObject({ learn_count: 2, review_count: 1 });
  });

  it("remembers the student's entrance-exam style", async () => {
    expect(
      ok<{ my_region_id: number }>(await c.postJson(`${P}/region/submit`, { region_id: 3 }, me)).my_region_id,
    ).toBe(3);
    expect(
      ok<{ my_region_id: number }>(await c.postJson(`${P}/region/submit`, { region_id: 2 }, me)).my_region_id,
    ).toBe(2);
    expect(ok<{ my_region_id: number | null }>(await c.get(`${P}/region/index`, me)).my_region_id).toBe(2);
    // the Common Test is not a region to choose
    expect(bad(await c.postJson(`${P}/region/submit`, { region_id: 1 }, me))).toBe("bad_request");
  });

  it("lists the sets among the teacher's assignable resources, which assigns them as homework", async () => {
    const teacher = await school.teacher.signIn();
    const items: Array<Record<string, unknown>> = (await c.get("/v3/teacher/resources", teacher)).json().data
      .items;
    expect(
      items
        .filter((i) => [CT.res_code, TOKYO.res_code].includes(String(i.res_code)))
        .map((i) => [i.res_code, i.book_title, i.unit_title, i.section_title]),
    ).toEqual([
      [CT.res_code, "共通テスト リスニング", "パート別練習", "第3問 短い対話の問い"],
      [TOKYO.res_code, "高校入試リスニング", "東京都（都立入試型）", "練習セット"],
    ]);
    const created = await c.postJson(
      "/v3/teacher/homework-create",
      {
        class_id: school.classId,
        title: "共通テスト 第3問",
        topics: [{ res_code: CT.res_code }],
        deadline: new Date(Date.now() + 86_400_000).toISOString(),
      },
      teacher,
    );
    expect(created.statusCode, created.body).toBe(200);
    const list = (await c.get("/v3/homework-for-student/homework-list", me)).json().data;
    expect(JSON.stringify(list)).toContain("共通テスト 第3問");
  });

  it("refuses bad input, unfinished or foreign sittings, other students' data, strangers and college students", async () => {
    for (const q of ["region_id=0", "region_id=5", "region_id=x", ""])
      expect(bad(await c.get(`${P}/region/list?${q}`, me)), q).toBe("bad_request");
    for (const q of ["res_id=0", "res_id=-1", "res_id=abc"])
      expect(bad(await c.get(`${P}/region/logs?${q}`, me)), q).toBe("bad_request");
    expect(bad(await c.get(`${P}/region/logs?res_id=123456`, me), 404)).toBe("not_found");
    expect(bad(await c.get(`${P}/review/logs?eiken_id=nope`, me))).toBe("bad_request");
    expect(bad(await c.postJson(`${P}/region/log/submit`, { res_id: CT.res_id }, me))).toBe("bad_request");
    expect(bad(await c.postJson(`${P}/region/log/submit`, { res_id: CT.res_id, guid: "" }, me))).toBe(
      "bad_request",
    );
    expect(
      bad(await c.postJson(`${P}/region/log/submit`, { res_id: CT.res_id, guid: "no-such" }, me), 404),
    ).toBe("not_found");
    // an unfinished sitting cannot be recorded
    await sit(CT.res_code, "ct-open", [{ question_id: "q1", answer_result: 1 }], { open: true });
    expect(bad(await c.postJson(`${P}/region/log/submit`, { res_id: CT.res_id, guid: "ct-open" }, me))).toBe(
      "bad_request",
    );
    // a sitting of another set
    expect(bad(await c.postJson(`${P}/region/log/submit`, { res_id: TOKYO.res_id, guid: "ct-2" }, me))).toBe(
      "bad_request",
    );
    // another student sees none of mine and cannot record my attempt
    const other = await school.students[1]!.signIn();
    expect(
      bad(await c.postJson(`${P}/region/log/submit`, { res_id: CT.res_id, guid: "ct-2" }, other), 404),
    ).toBe("not_found");
    expect(ok<{ total: number }>(await c.get(`${P}/review/index`, other)).total).toBe(0);
    expect(ok<{ logs: unknown[] }>(await c.get(`${P}/region/logs?res_id=${CT.res_id}`, other)).logs).toEqual(
      [],
    );
    expect((await c.get(`${P}/region/index`)).statusCode).toBe(401);
    const s = school.students[1]!;
    await updateStudentProfile(t.db, s.id, { college: true });
    const r = await c.get(`${P}/region/index`, await s.signIn());
    expect(r.statusCode).toBe(403);
    expect(r.json().data.error_key).toBe("college_not_available");
  });
});
