import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";
import { uploadRecording } from "../favourites/test-fixture.ts";
import { storeTestEvaluation } from "../upload/test-evaluation.ts";
import type { StoredItem } from "./items.ts";

/**
 * A reading item of a word test is right from a speech score of 60: the score is that of the server's
 * own evaluation the answer names, never the percent the client posts.
 */
const WC = "jh1-u1-word-choice";
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.skipIf(skipPg)("word-test reading items are scored by the server", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let dataDir: string;
  let s1: string;
  let s2: string;
  let s1Id: number;
  let s2Id: number;
  let taskId: number;
  let items: StoredItem[];
  const answer = (token: string, body: Record<string, unknown>) =>
    c.postJson("/v3/word-quiz/word-quiz-answer", { task_id: taskId, ...body }, token);

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "hibiki-word-reading-"));
    t = await buildTestApp({ HIBIKI_DATA_DIR: dataDir });
    c = client(t.app);
    const school = await createTestSchool(t, { students: 2 });
    const teacher = await school.teacher.signIn();
    s1 = await school.students[0]!.signIn();
    s2 = await school.students[1]!.signIn();
    s1Id = school.students[0]!.id;
    s2Id = school.students[1]!.id;
    const classId = school.classId;
    const created = await c.postJson(
      "/v3/teacher/word-test-create",
      { class_id: classId, title: "音読", test_type: 4, res_code: WC, start_at: at(-1), end_at: at(60) },
      teacher,
    );
    expect(created.statusCode, created.body).toBe(200);
    taskId = created.json().data.task_id;
    items = (await t.db.one<{ items: StoredItem[] }>("SELECT items FROM word_tests WHERE id = $1", [taskId]))!
      .items;
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.every((i) => i.test_type === "reading")).toBe(true);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a claimed 100 without an evaluation is wrong; the evaluation's score decides; others' are refused", async () => {
    const [a, b, c3, d] = items as [StoredItem, StoredItem, StoredItem, StoredItem];
    const claimed = await answer(s1, {
      question_id: a.question_id,
      percent_score: 100,
      sound_file: await uploadRecording(t.app, s1),
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data).toMatchObject({ is_right: 0 });

    // The evaluation says 40 %: wrong, though the client claims 100.
    const low = await storeTestEvaluation(t.app, s1Id, { text: b.word, total: 2 });
    const lowR = await answer(s1, { question_id: b.question_id, percent_score: 100, evaluate_result: low });
    expect(lowR.json().data).toMatchObject({ is_right: 0 });

    // The evaluation says 80 %: right, though the client claims 0.
    const good = await storeTestEvaluation(t.app, s1Id, { text: c3.word, total: 4 });
    const goodR = await answer(s1, { question_id: c3.question_id, percent_score: 0, evaluate_result: good });
    expect(goodR.json().data).toMatchObject({ is_right: 1, correct: 1 });

    // Another student's evaluation or recording, or a forged one: 400, and the word stays unanswered.
    const theirs = await storeTestEvaluation(t.app, s2Id, { text: d.word, total: 5 });
    for (const bad of [
      { evaluate_result: theirs },
      { evaluate_result: good.replace(/sig=.*/, "sig=forged") },
      { evaluate_result: good, sound_file: await uploadRecording(t.app, s2) },
    ]) {
      const r = await answer(s1, { question_id: d.question_id, percent_score: 100, ...bad });
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json().data.error_key).toBe("bad_request");
    }
    const topics = (await c.get(`/v3/word-quiz/word-quiz-tasks`, s1)).json().data.items;
    expect(topics.find((x: { task_id: number }) => x.task_id === taskId)).toMatchObject({
      exam_state: "in_progress",
    });
    expect(await answer(s2, { question_id: d.question_id, evaluate_result: theirs })).toMatchObject({
      statusCode: 200,
    });
  });
});
