import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { uploadRecording } from "../favourites/test-fixture.ts";
import { storeTestEvaluation } from "../upload/test-evaluation.ts";
import { FIXTURE, useContentDir, writeFixtureContent } from "./test-fixture.ts";

/**
 * Issue 16 #3: a scored speaking item may be recorded again. Every take is stored (the history keeps
 * them all); the attempt keeps the best take, so a worse second take never lowers what the result,
 * the resume and the item's best score show.
 */
const RECORD = "/v3/textbook/topic-answer-record";
const R = FIXTURE.reading.code;
const TEXT = "The lake is calm this morning.";

describe.skipIf(skipPg)("re-recording a speaking item keeps the best take", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let dir: string;
  let me: string;
  let meId: number;

  beforeAll(async () => {
    dir = writeFixtureContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir, HIBIKI_DATA_DIR: join(dir, "data") });
    useContentDir(t, dir);
    c = client(t.app);
    const school = await createTestSchool(t, { students: 1 });
    me = await school.students[0]!.signIn();
    meId = school.students[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const take = async (guid: string, total: number, isCompleted = 0) => {
    const evaluation = await storeTestEvaluation(t.app, meId, { text: TEXT, total });
    const r = await c.postJson(
      RECORD,
      {
        res_code: R,
        guid,
        is_completed: isCompleted,
        item: {
          question_id: "r1",
          sound_file: await uploadRecording(t.app, me),
          evaluate_result: evaluation,
        },
      },
      me,
    );
    expect(r.statusCode, r.body).toBe(200);
    return r.json().data as {
      item: { percent_score: number; sound_file: string };
      answer_data: { percent_score: number; items: { question_id: string; percent_score: number }[] };
      stats: { best_score: number; learn_count: number };
    };
  };
  const takesOf = async (guid: string) =>
    (
      await t.db.query<{ percent_score: number }>(
        `SELECT a.percent_score::float8 AS percent_score FROM practice_answers a
         JOIN practice_attempts p ON p.id = a.attempt_id WHERE p.guid = $1 ORDER BY a.id`,
        [guid],
      )
    ).map((row) => Number(row.percent_score));

  it("a worse take is stored but the attempt keeps the better one (save, resume and result)", async () => {
    const first = await take("retake-1", 4);
    expect(first.answer_data.items[0]?.percent_score).toBe(80);

    const second = await take("retake-1", 2);
    // the new take itself was scored and stored…
    expect(second.item.percent_score).toBe(40);
    expect(await takesOf("retake-1")).toEqual([80, 40]);
    // …but the attempt's answer for r1 stays the best take
    expect(second.answer_data.items[0]?.percent_score).toBe(80);
    expect(second.answer_data.percent_score).toBe(80);
    expect(second.stats).toMatchObject({ best_score: 80, learn_count: 2 });

    const info = (await c.get(`/v3/textbook/resource-info?res_code=${R}&mode=practice`, me)).json().data;
    expect(info.answer_data.items[0].percent_score).toBe(80);

    // a better take replaces it
    const third = await take("retake-1", 4.5, 1);
    expect(third.answer_data.items[0]?.percent_score).toBe(90);
    expect(await takesOf("retake-1")).toEqual([80, 40, 90]);
    const result = await c.get(`/v3/textbook/topic-answer-result?guid=retake-1&res_code=${R}`, me);
    expect(result.statusCode, result.body).toBe(200);
    expect(JSON.stringify(result.json().data)).toContain('"percent_score":90');
  });
});
