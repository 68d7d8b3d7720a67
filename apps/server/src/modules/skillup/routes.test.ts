import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { useContentDir } from "../textbook/test-fixture.ts";
import { SU, writeSkillupContent } from "./test-fixture.ts";

const RECORD = "/v3/textbook/topic-answer-record";
const TYPES = "/v3/skillup/type-list";
const LIST = "/v3/skillup/resource-list";

type Card = { type: string; resource_count: number; practised_count: number; mean_best_score: number };
type Row = { res_code: string; learn_count: number; best_score: number; last_practised_at: string | null };

describe.skipIf(skipPg)("skill-up calls", () => {
  let t: TestApp;
  let school: TestSchool;
  let c: ReturnType<typeof client>;
  let dir: string;
  let me: string;
  let other: string;
  const answer = (token: string, guid: string, resCode: string, q: string, option: number, done = 0) =>
    c.postJson(
      RECORD,
      { res_code: resCode, guid, is_completed: done, item: { question_id: q, answer_result: option } },
      token,
    );
  const card = async (token: string, type: string): Promise<Card> =>
    (await c.get(TYPES, token)).json().data.items.find((i: Card) => i.type === type);
  const row = async (token: string, type: string, code: string): Promise<Row> =>
    (await c.get(`${LIST}?type=${type}`, token)).json().data.resources.find((r: Row) => r.res_code === code);

  beforeAll(async () => {
    dir = writeSkillupContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists the types in catalogue order with resource counts and no progress yet", async () => {
    const r = await c.get(TYPES, me);
    expect(r.statusCode).toBe(200);
    const items = r.json().data.items;
    expect(items.map((i: Card) => i.type)).toEqual([SU.reading, SU.listening, SU.grammar]);
    expect(items[0]).toEqual({
      type: SU.reading,
      title: "音読",
      title_en: "Reading aloud",
      description: "文を声に出して読みます。",
      description_en: "Read sentences aloud.",
      order: 1,
      resource_count: 1,
      practised_count: 0,
      progress_percent: 0,
      mean_best_score: 0,
    });
    expect(items[1]).toMatchObject({ resource_count: 0, progress_percent: 0, description: "" });
    expect(items[2]).toMatchObject({ resource_count: 2, practised_count: 0 });
  });

  it("lists one type's resources in order with kind, titles and item counts", async () => {
    const data = (await c.get(`${LIST}?type=${SU.grammar}`, me)).json().data;
    expect(data.type).toMatchObject({ type: SU.grammar, title: "文法選択", title_en: "Grammar choice" });
    expect(data.resources).toEqual([
      {
        res_code: SU.gc1.code,
        res_id: SU.gc1.id,
        res_title: "過去形を選ぼう",
        res_title_en: "過去形を選ぼう (en)",
        kind: "grammar-choice",
        res_version: SU.gc1.version,
        item_count: 2,
        learn_count: 0,
        best_score: 0,
        is_completed: 0,
        last_practised_at: null,
      },
      expect.objectContaining({ res_code: SU.gc2.code, item_count: 1, learn_count: 0 }),
    ]);
    const empty = (await c.get(`${LIST}?type=${SU.listening}`, me)).json().data;
    expect(empty.resources).toEqual([]);
  });

  it("aggregates answers saved with the textbook call: finished attempts, best percent, last practice", async () => {
    // Attempt 1 of gc1: one right, one wrong → 50 %.
    expect((await answer(me, "su-a1", SU.gc1.code, "g1", 1)).statusCode).toBe(200);
    expect((await answer(me, "su-a1", SU.gc1.code, "g2", 1, 1)).json().data.answer_data).toMatchObject({
      is_completed: 1,
      percent_score: 50,
    });
    let gc1 = await row(me, SU.grammar, SU.gc1.code);
    expect(gc1).toMatchObject({ learn_count: 1, best_score: 50, is_completed: 1 });
    expect(Date.parse(gc1.last_practised_at ?? "")).not.toBeNaN();
    // Attempt 2 of gc1: both right → 100 %; attempt 3 is left unfinished at 0 %.
    await answer(me, "su-a2", SU.gc1.code, "g1", 1);
    await answer(me, "su-a2", SU.gc1.code, "g2", 0, 1);
    await answer(me, "su-a3", SU.gc1.code, "g1", 0);
    gc1 = await row(me, SU.grammar, SU.gc1.code);
    expect(gc1).toMatchObject({ learn_count: 2, best_score: 100, is_completed: 1 });
    // gc2 only started: practised (has a time) but not finished, so no learn_count or score.
    await answer(me, "su-b1", SU.gc2.code, "h1", 0);
    const gc2 = await row(me, SU.grammar, SU.gc2.code);
    expect(gc2).toMatchObject({ learn_count: 0, best_score: 0, is_completed: 0 });
    expect(gc2.last_practised_at).not.toBeNull();

    expect(await card(me, SU.grammar)).toMatchObject({
      resource_count: 2,
      practised_count: 1,
      progress_percent: 50,
      mean_best_score: 100,
    });
    // Finishing gc2 wrong brings the mean of the best scores down to (100 + 0) / 2.
    await answer(me, "su-b1", SU.gc2.code, "h1", 1, 1);
    expect(await card(me, SU.grammar)).toMatchObject({
      practised_count: 2,
      progress_percent: 100,
      mean_best_score: 50,
    });
    // The other types are untouched.
    expect(await card(me, SU.reading)).toMatchObject({ practised_count: 0, mean_best_score: 0 });

    // The skill-up result is readable through the textbook result call.
    const result = await c.get(`/v3/textbook/topic-answer-result?res_code=${SU.gc1.code}&guid=su-a2`, me);
    expect(result.json().data.summary).toMatchObject({ percent_score: 100, correct: 2 });
    // The study history names the practice type where a textbook resource shows its book and unit.
    const history = (await c.get("/v3/history/list?page=1&limit=10", me)).json().data.items;
    expect(history.find((i: { res_code: string }) => i.res_code === SU.gc1.code)).toMatchObject({
      book_title: "スキルアップ",
      unit_title: "文法選択",
    });
  });

  it("reads each list with one practice query, whatever the number of resources", async () => {
    const spy = vi.spyOn(t.app.db, "query");
    try {
      await c.get(TYPES, me);
      await c.get(`${LIST}?type=${SU.grammar}`, me);
      const practice = spy.mock.calls.filter(([sql]) => String(sql).includes("practice_attempts"));
      expect(practice).toHaveLength(2);
    } finally {
      spy.mockRestore();
    }
  });

  it("shows each student only their own practice", async () => {
    expect(await row(other, SU.grammar, SU.gc1.code)).toMatchObject({
      learn_count: 0,
      best_score: 0,
      is_completed: 0,
      last_practised_at: null,
    });
    expect(await card(other, SU.grammar)).toMatchObject({ practised_count: 0, mean_best_score: 0 });
    // The other student's practice does not leak into mine either.
    await answer(other, "su-o1", SU.gc2.code, "h1", 0, 1);
    expect(await row(other, SU.grammar, SU.gc2.code)).toMatchObject({ learn_count: 1, best_score: 100 });
    expect(await row(me, SU.grammar, SU.gc2.code)).toMatchObject({ learn_count: 1, best_score: 0 });
  });

  it("answers an unknown type with 404, a malformed one with 400 and no token with 401", async () => {
    const unknown = await c.get(`${LIST}?type=karaoke`, me);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, data: { error_key: "not_found" } });
    expect(unknown.json().message).toContain("karaoke");
    for (const q of ["", "?type=", "?type=Reading", "?type=a%20b"]) {
      const bad = await c.get(`${LIST}${q}`, me);
      expect(bad.statusCode, q).toBe(400);
      expect(bad.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
    }
    expect((await c.get(TYPES)).statusCode).toBe(401);
    expect((await c.get(`${LIST}?type=${SU.grammar}`)).statusCode).toBe(401);
  });

  it("refuses a college student a skill-up resource through the textbook calls, and stores nothing", async () => {
    await updateStudentProfile(t.db, school.students[2]!.id, { college: true });
    const college = await school.students[2]!.signIn();
    const refused = {
      code: 403,
      message: "この機能はご利用のアカウントでは使えません。教科書と宿題をご利用ください。",
      data: { error_key: "college_not_available" },
    };
    const info = await c.get(`/v3/textbook/resource-info?res_code=${SU.gc1.code}`, college);
    expect([info.statusCode, info.json()]).toEqual([403, refused]);
    const saved = await answer(college, "su-c1", SU.gc1.code, "g1", 1, 1);
    expect([saved.statusCode, saved.json()]).toEqual([403, refused]);
    const result = await c.get(
      `/v3/textbook/topic-answer-result?guid=su-c1&res_code=${SU.gc1.code}`,
      college,
    );
    expect([result.statusCode, result.json()]).toEqual([403, refused]);
    // nothing was stored: made an ordinary student again, the resource is unpractised
    await updateStudentProfile(t.db, school.students[2]!.id, { college: false });
    expect(await row(college, SU.grammar, SU.gc1.code)).toMatchObject({ learn_count: 0, best_score: 0 });
    expect((await c.get(`/v3/textbook/resource-info?res_code=${SU.gc1.code}`, college)).statusCode).toBe(200);
  });
});
