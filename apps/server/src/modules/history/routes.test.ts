import { rmSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { FIXTURE, useContentDir, writeFixtureContent } from "../textbook/test-fixture.ts";

const RECORD = "/v3/textbook/topic-answer-record";
const C = FIXTURE.choice.code;
const B = FIXTURE.blanks.code;

describe.skipIf(skipPg)("study history calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let dir: string;
  let me: string;
  let other: string;

  beforeAll(async () => {
    dir = writeFixtureContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir });
    useContentDir(t, dir);
    c = client(t.app);
    const school = await createTestSchool(t, { students: 2 });
    me = await school.students[0]!.signIn();
    other = await school.students[1]!.signIn();
    // Two attempts at the choice set (one finished at 50 %, one open), then one finished blanks set.
    const post = (body: object) => c.postJson(RECORD, body, me);
    await post({ res_code: C, guid: "h-1", item: { question_id: "q1", answer_result: 0 } });
    await post({ res_code: C, guid: "h-1", is_completed: 1, item: { question_id: "q2", answer_result: 0 } });
    await post({ res_code: C, guid: "h-2", mode: "review", item: { question_id: "q1", answer_result: 1 } });
    const last = await post({
      res_code: B,
      guid: "h-3",
      is_completed: 1,
      item: { question_id: "b1", answer_result: ["School"] },
    });
    expect(last.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("lists practised resources, newest first, with attempts and best percent", async () => {
    const r = (await c.get("/v3/history/list?page=1&limit=10", me)).json().data;
    expect(r.total).toBe(2);
    expect(r.items.map((i: { res_code: string }) => i.res_code)).toEqual([B, C]);
    expect(r.items[1]).toMatchObject({
      res_title: "be動詞を選ぼう",
      kind: "grammar-choice",
      book_title: "テスト英語 1",
      unit_title: "ユニット 1",
      attempts: 2,
      best_percent: 50,
    });
    expect(r.items[0].best_percent).toBe(100); // "School" matches "school" after normalisation
    expect(Date.parse(r.items[0].last_practised_at)).not.toBeNaN();
    const page2 = (await c.get("/v3/history/list?page=2&limit=1", me)).json().data;
    expect(page2).toMatchObject({ total: 2, items: [{ res_code: C }] });
    expect((await c.get("/v3/history/list?limit=500", me)).statusCode).toBe(400);
    expect((await c.get("/v3/history/list", other)).json().data).toEqual({ items: [], total: 0 });
  });

  it("details lists my attempts of a resource; details-deep shows one attempt's result", async () => {
    const d = (await c.get(`/v3/history/details?res_code=${C}`, me)).json().data;
    expect(d.resource).toMatchObject({ res_code: C, question_ids: ["q1", "q2"] });
    expect(d.attempts.map((a: { guid: string }) => a.guid).sort()).toEqual(["h-1", "h-2"]);
    const done = d.attempts.find((a: { guid: string }) => a.guid === "h-1");
    expect(done).toMatchObject({ mode: "practice", is_completed: 1, percent_score: 50, answered: 2 });
    expect(done.finished_at).not.toBeNull();
    const open = d.attempts.find((a: { guid: string }) => a.guid === "h-2");
    expect(open).toMatchObject({ mode: "review", is_completed: 0, finished_at: null, percent_score: 0 });

    const deep = (await c.get("/v3/history/details-deep?guid=h-1", me)).json().data;
    expect(deep.summary).toEqual({
      total_score: 2.5,
      percent_score: 50,
      answered: 2,
      correct: 1,
      skipped: 0,
    });
    expect(deep.grade).toBe("C");
    expect(deep.answer_data.items).toHaveLength(2);
  });

  it("another student sees none of it: no attempt to open (404), an empty attempt list (code 0)", async () => {
    expect((await c.get("/v3/history/details-deep?guid=h-1", other)).statusCode).toBe(404);
    const none = await c.get(`/v3/history/details?res_code=${C}`, other);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toMatchObject({ code: 0, data: { resource: { res_code: C }, attempts: [] } });
    expect((await c.get("/v3/history/details?res_code=no-such-res", other)).statusCode).toBe(404);
    expect((await c.get("/v3/history/details-deep?guid=h-1")).statusCode).toBe(401);
  });
});
