import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";
import { uploadRecording } from "../favourites/test-fixture.ts";
import { storeTestEvaluation } from "../upload/test-evaluation.ts";
import { FIXTURE, useContentDir, writeFixtureContent } from "./test-fixture.ts";

const RECORD = "/v3/textbook/topic-answer-record";
const C = FIXTURE.choice.code;

describe.skipIf(skipPg)("textbook practice calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let dir: string;
  /** `me` is its first student, `other` its second */
  let school: TestSchool;
  let me: string;
  let other: string;
  const answerCount = async () =>
    Number((await t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM practice_answers"))?.n);

  beforeAll(async () => {
    dir = writeFixtureContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir, HIBIKI_DATA_DIR: join(dir, "data") });
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

  it("lists books, units and sections from the built catalogue", async () => {
    const books = (await c.get("/v3/textbook/book-list", me)).json().data.items;
    expect(books.map((b: { book_id: string }) => b.book_id)).toEqual(["tb1", "tb2"]);
    expect(books[0]).toMatchObject({ title: "テスト英語 1", title_en: "Test English 1", unit_count: 2 });
    const dirRes = (await c.get(`/v3/textbook/unit-directory?book_id=${FIXTURE.book}`, me)).json().data;
    expect(dirRes.units.map((u: { unit_id: string }) => u.unit_id)).toEqual([FIXTURE.unit1, FIXTURE.unit2]);
    const unit = (await c.get(`/v3/textbook/unit-list?unit_id=${FIXTURE.unit1}`, me)).json().data;
    expect(unit.sections[0].resources.map((r: { res_code: string }) => r.res_code)).toEqual([
      C,
      FIXTURE.reading.code,
    ]);
    expect(unit.sections[0].resources[0]).toMatchObject({
      kind: "grammar-choice",
      learn_count: 0,
      is_completed: 0,
    });
    expect((await c.get("/v3/textbook/unit-directory?book_id=nope", me)).statusCode).toBe(404);
    expect((await c.get("/v3/textbook/book-list")).statusCode).toBe(401);
  });

  it("resource-info gives URLs under /res/ with the version, and serves them with immutable caching", async () => {
    const info = (await c.get(`/v3/textbook/resource-info?res_code=${C}`, me)).json().data;
    expect(info).toMatchObject({
      res_code: C,
      kind: "grammar-choice",
      question_ids: ["q1", "q2"],
      resource_url: `/res/${C}/101/resource.json?v=101`,
      asset_base: `/res/${C}/101/`,
      answer_data: null,
      item_stats: [],
    });
    const file = await t.app.inject({ method: "GET", url: info.resource_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toContain("immutable");
    expect(file.json().items).toHaveLength(2);
    const missing = await t.app.inject({ method: "GET", url: `/res/${C}/101/nothing.json` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 404, data: { error_key: "not_found" } });
    expect((await t.app.inject({ method: "GET", url: "/res/../catalog.json" })).statusCode).toBe(404);
    const filtered = await c.get(`/v3/textbook/resource-info?res_code=${C}&question_ids=q2`, me);
    expect(filtered.json().data.question_ids).toEqual(["q2"]);
    expect((await c.get(`/v3/textbook/resource-info?res_code=${C}&question_ids=zz`, me)).statusCode).toBe(
      400,
    );
    expect((await c.get("/v3/textbook/resource-info?res_code=unknown-res", me)).statusCode).toBe(404);
  });

  it("saves answers, re-scores them on the server, resumes and re-reads the result", async () => {
    const guid = "attempt-0001";
    // Wrong option (index 1 = "are") but the client claims full marks: the server gives 0.
    const first = await c.postForm(
      RECORD,
      {
        res_code: C,
        guid,
        mode: "practice",
        current_index: "1",
        is_completed: "0",
        item: JSON.stringify({
          question_id: "q1",
          answer_result: 1,
          score: 5,
          total_score: 5,
          percent_score: 100,
        }),
      },
      me,
    );
    expect(first.statusCode).toBe(200);
    const d1 = first.json().data;
    expect(d1.item).toMatchObject({ question_id: "q1", score: 0, total_score: 0, percent_score: 0 });
    expect(d1.stats).toEqual({ question_id: "q1", learn_count: 1, best_score: 0 });
    expect(d1.answer_data).toMatchObject({ guid, current_index: 1, is_completed: 0 });

    // A reload: resource-info returns the unfinished attempt to resume at question 2.
    const resume = (await c.get(`/v3/textbook/resource-info?res_code=${C}&mode=practice`, me)).json().data;
    expect(resume.answer_data).toMatchObject({
      guid,
      current_index: 1,
      items: [{ question_id: "q1", score: 0 }],
    });
    expect(resume.item_stats).toEqual([{ question_id: "q1", learn_count: 1, best_score: 0 }]);
    // Another mode has nothing to resume.
    const exam = (await c.get(`/v3/textbook/resource-info?res_code=${C}&mode=exam`, me)).json().data;
    expect(exam.answer_data).toBeNull();

    // JSON body: retry q1 correctly, then answer q2 correctly and finish.
    await c.postJson(
      RECORD,
      { res_code: C, guid, current_index: 1, item: { question_id: "q1", answer_result: 0 } },
      me,
    );
    const last = await c.postJson(
      RECORD,
      { res_code: C, guid, current_index: 1, is_completed: 1, item: { question_id: "q2", answer_result: 1 } },
      me,
    );
    expect(last.statusCode).toBe(200);
    expect(last.json().data.answer_data).toMatchObject({
      is_completed: 1,
      percent_score: 100,
      total_score: 5,
    });
    expect(await answerCount()).toBe(3); // the earlier wrong answer is kept, not overwritten

    const result = (await c.get(`/v3/textbook/topic-answer-result?res_code=${C}&guid=${guid}`, me)).json()
      .data;
    expect(result.summary).toEqual({
      total_score: 5,
      percent_score: 100,
      answered: 2,
      correct: 2,
      skipped: 0,
    });
    expect(result.grade).toBe("A");
    expect(result.answer_data.items.map((i: { question_id: string }) => i.question_id)).toEqual(["q1", "q2"]);
    expect(result.resource.res_code).toBe(C);

    // learn_count counts every practice of a question; best_score keeps the best.
    const info = (await c.get(`/v3/textbook/resource-info?res_code=${C}`, me)).json().data;
    expect(info.item_stats).toEqual(
      expect.arrayContaining([
        { question_id: "q1", learn_count: 2, best_score: 100 },
        { question_id: "q2", learn_count: 1, best_score: 100 },
      ]),
    );
    expect(info.answer_data).toBeNull(); // finished: nothing to resume
    const unit = (await c.get(`/v3/textbook/unit-list?unit_id=${FIXTURE.unit1}`, me)).json().data;
    expect(unit.sections[0].resources[0]).toMatchObject({ learn_count: 1, best_score: 100, is_completed: 1 });
    const books = (await c.get("/v3/textbook/book-list", me)).json().data.items;
    expect(books[0].progress_percent).toBeCloseTo(33.33, 2);
  });

  it("another student cannot read my attempt", async () => {
    const r = await c.get(`/v3/textbook/topic-answer-result?res_code=${C}&guid=attempt-0001`, other);
    expect(r.statusCode).toBe(404);
    const info = (await c.get(`/v3/textbook/resource-info?res_code=${C}`, other)).json().data;
    expect(info.item_stats).toEqual([]);
  });

  it("rejects malformed answers with 400 and stores nothing", async () => {
    const before = await answerCount();
    const base = { res_code: C, guid: "attempt-bad", current_index: "0" };
    const bad = [
      { ...base, item: "{not json" },
      { ...base, item: JSON.stringify({ question_id: "q9", answer_result: 0 }) },
      { ...base, item: JSON.stringify({ question_id: "q1" }) },
      { ...base, item: JSON.stringify({ question_id: "q1", answer_result: 7 }) },
      { ...base, item: JSON.stringify({ question_id: "q1", answer_result: { x: 1 } }) },
      { ...base, item: JSON.stringify([1, 2]) },
      { ...base, mode: "party", item: JSON.stringify({ question_id: "q1", answer_result: 0 }) },
      { res_code: C, item: JSON.stringify({ question_id: "q1", answer_result: 0 }) },
    ];
    for (const form of bad) {
      const r = await c.postForm(RECORD, form, me);
      expect(r.statusCode, JSON.stringify(form)).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
    }
    expect(await answerCount()).toBe(before);
    const none = await t.db.one("SELECT 1 FROM practice_attempts WHERE guid = 'attempt-bad'");
    expect(none).toBeUndefined();
    const unknown = await c.postForm(RECORD, { ...base, res_code: "nope", item: "{}" }, me);
    expect(unknown.statusCode).toBe(404);
  });

  it("stores speaking scores from the server's evaluation, and zero for a skipped exam question", async () => {
    const R = FIXTURE.reading.code;
    const evaluateResult = await storeTestEvaluation(t.app, school.students[0]!.id, {
      text: "The lake is calm this morning.",
      total: 4.2,
    });
    const spoken = await c.postJson(
      RECORD,
      {
        res_code: R,
        guid: "speak-1",
        is_completed: 1,
        item: {
          question_id: "r1",
          sound_file: await uploadRecording(t.app, me),
          evaluate_result: evaluateResult,
          total_score: 5,
          percent_score: 100,
        },
      },
      me,
    );
    expect(spoken.json().data.item).toMatchObject({ total_score: 4.2, percent_score: 84 });
    const skipped = await c.postJson(
      RECORD,
      { res_code: C, guid: "exam-1", mode: "exam", item: { question_id: "q1", is_skipped: 1, score: 5 } },
      me,
    );
    expect(skipped.json().data.item).toMatchObject({ is_skipped: 1, score: 0, percent_score: 0 });
    expect(skipped.json().data.stats.learn_count).toBe(2); // a skip does not count as practice
  });

  it("two first saves of one attempt at the same time make one attempt with both answers", async () => {
    const guid = "race-1";
    const [a, b] = await Promise.all([
      c.postJson(RECORD, { res_code: C, guid, item: { question_id: "q1", answer_result: 0 } }, me),
      c.postJson(RECORD, { res_code: C, guid, item: { question_id: "q2", answer_result: 1 } }, me),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.db.query("SELECT id FROM practice_attempts WHERE guid = $1", [guid]);
    expect(rows).toHaveLength(1);
    const result = (await c.get(`/v3/textbook/topic-answer-result?res_code=${C}&guid=${guid}`, me)).json()
      .data;
    expect(result.summary.answered).toBe(2);
  });

  it("an attempt on a question_ids selection counts only those questions", async () => {
    const guid = "subset-1";
    const q2 = { res_code: C, guid, question_ids: "q2", item: { question_id: "q2", answer_result: 1 } };
    const open = await c.postJson(RECORD, q2, me);
    expect(open.json().data.answer_data).toMatchObject({ percent_score: 100 });
    const resumed = (await c.get(`/v3/textbook/resource-info?res_code=${C}&question_ids=q2`, me)).json().data;
    expect(resumed.answer_data.guid).toBe(guid);
    const outside = await c.postJson(RECORD, { ...q2, item: { question_id: "q1", answer_result: 0 } }, me);
    expect(outside.statusCode).toBe(400);
    const result = (await c.get(`/v3/textbook/topic-answer-result?res_code=${C}&guid=${guid}`, me)).json()
      .data;
    expect(result.resource.question_ids).toEqual(["q2"]);
    expect(result.summary).toMatchObject({ percent_score: 100, answered: 1 });
  });

  it("guid of another resource is refused; next-resource follows book order", async () => {
    const r = await c.postJson(
      RECORD,
      {
        res_code: FIXTURE.blanks.code,
        guid: "attempt-0001",
        item: { question_id: "b1", answer_result: ["school"] },
      },
      me,
    );
    expect(r.statusCode).toBe(400);
    const next = await c.get(`/v3/textbook/next-resource-info?resource_id=${FIXTURE.choice.id}`, me);
    expect(next.json().data.next).toEqual({
      res_code: FIXTURE.reading.code,
      res_title: "文を読もう",
      kind: "sentence-reading",
    });
    const across = await c.get(`/v3/textbook/next-resource-info?resource_id=${FIXTURE.reading.id}`, me);
    expect(across.json().data.next.res_code).toBe(FIXTURE.blanks.code);
    const end = await c.get(`/v3/textbook/next-resource-info?resource_id=${FIXTURE.blanks.id}`, me);
    expect(end.json().data.next).toBeNull();
  });

  it("lets a college student practise a textbook resource through the same calls", async () => {
    await updateStudentProfile(t.db, school.students[2]!.id, { college: true });
    const college = await school.students[2]!.signIn();
    expect((await c.get(`/v3/textbook/resource-info?res_code=${C}`, college)).statusCode).toBe(200);
    const body = {
      res_code: C,
      guid: "college-0001",
      is_completed: 0,
      item: { question_id: "q1", answer_result: 0 },
    };
    expect((await c.postJson(RECORD, body, college)).statusCode).toBe(200);
    const result = await c.get(`/v3/textbook/topic-answer-result?res_code=${C}&guid=college-0001`, college);
    expect(result.statusCode).toBe(200);
  });
});
