import { rmSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { setConfigValue } from "../app/repository.ts";
import { uploadRecording } from "../favourites/test-fixture.ts";
import { storeTestEvaluation } from "../upload/test-evaluation.ts";
import { FIXTURE, useContentDir, writeFixtureContent } from "./test-fixture.ts";

/**
 * 「N 問正解」 on the result screen (textbook, history and homework results all come from attemptResult):
 * a reading counts as correct at or above the config's standard_score (default 60 %), not at any score
 * above 0; objective answers keep the spec's rule.
 */
const RECORD = "/v3/textbook/topic-answer-record";
const R = FIXTURE.reading.code;
const C = FIXTURE.choice.code;
const TEXT = "The lake is calm this morning.";

describe.skipIf(skipPg)("correct counts of a result", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let dir: string;
  let me: string;
  let meId: number;
  let n = 0;

  /** Reads r1 with an evaluation of this total (0-5) in a new attempt; returns the result's summary and grade. */
  const readAndResult = async (total: number) => {
    const guid = `count-${++n}`;
    const evaluation = await storeTestEvaluation(t.app, meId, { text: TEXT, total });
    const saved = await c.postJson(
      RECORD,
      {
        res_code: R,
        guid,
        is_completed: 1,
        item: {
          question_id: "r1",
          sound_file: await uploadRecording(t.app, me),
          evaluate_result: evaluation,
        },
      },
      me,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const result = await c.get(`/v3/textbook/topic-answer-result?res_code=${R}&guid=${guid}`, me);
    expect(result.statusCode, result.body).toBe(200);
    return result.json().data as { summary: { answered: number; correct: number }; grade: string };
  };

  beforeAll(async () => {
    dir = writeFixtureContent();
    t = await buildTestApp({ HIBIKI_CONTENT_DIR: dir, HIBIKI_DATA_DIR: join(dir, "data") });
    useContentDir(t, dir);
    c = client(t.app);
    const school = await createTestSchool(t);
    me = await school.student.signIn();
    meId = school.student.id;
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("a reading scored 0.2 is answered but not correct", async () => {
    const { summary } = await readAndResult(0.2);
    expect(summary).toMatchObject({ answered: 1, correct: 0 });
  });

  it("a reading at 62 % is correct with the default standard score (60)", async () => {
    const { summary, grade } = await readAndResult(3.1);
    expect(summary).toMatchObject({ answered: 1, correct: 1 });
    expect(grade).toBe("B");
  });

  it("follows the config's standard_score", async () => {
    await setConfigValue(t.db, "standard_score", "70");
    try {
      const { summary, grade } = await readAndResult(3.1);
      expect(summary).toMatchObject({ answered: 1, correct: 0 });
      expect(grade).toBe("C");
    } finally {
      await setConfigValue(t.db, "standard_score", "60");
    }
  });

  it("objective answers keep the spec's rule: any score above 0 is correct", async () => {
    const guid = "count-choice";
    const post = (question_id: string, answer_result: number, is_completed: 0 | 1) =>
      c.postJson(RECORD, { res_code: C, guid, is_completed, item: { question_id, answer_result } }, me);
    expect((await post("q1", 0, 0)).statusCode).toBe(200);
    expect((await post("q2", 0, 1)).statusCode).toBe(200);
    const result = (await c.get(`/v3/textbook/topic-answer-result?res_code=${C}&guid=${guid}`, me)).json();
    expect(result.data.summary).toMatchObject({ answered: 2, correct: 1 });
  });
});
