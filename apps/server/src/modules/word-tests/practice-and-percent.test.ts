import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import type { StoredItem } from "./items.ts";

const WC = "jh1-u1-word-choice"; // eight words
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

/**
 * Issue 16: the word-test percent follows the spec's one rule (5 of 8 right is 62.4, as in textbooks),
 * and wrong-word practice after an abandoned test covers the unanswered words.
 */
describe.skipIf(skipPg)("word-test percent and wrong-word practice", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let teacher: string;

  const create = async (title: string) =>
    (
      await c.postJson(
        "/v3/teacher/word-test-create",
        { class_id: school.classId, title, test_type: 1, res_code: WC, start_at: at(-1), end_at: at(60) },
        teacher,
      )
    ).json().data.task_id as number;
  const itemsOf = async (taskId: number) =>
    (await t.db.one<{ items: StoredItem[] }>("SELECT items FROM word_tests WHERE id = $1", [taskId]))!.items;
  const answer = (token: string, body: Record<string, unknown>) =>
    c.postJson("/v3/word-quiz/word-quiz-answer", body, token);
  const wrongOf = (i: StoredItem) => String((i.correct_index + 1) % i.options.length);

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    teacher = await school.teacher.signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("scores 5 of 8 right as 62.4 for the student and the teacher", async () => {
    const taskId = await create("五問正解");
    const me = await school.students[0]!.signIn();
    const items = await itemsOf(taskId);
    expect(items).toHaveLength(8);
    await c.get(`/v3/word-quiz/word-quiz-resource?task_id=${taskId}`, me);
    let last: Record<string, unknown> = {};
    for (const [n, i] of items.entries()) {
      const value = n < 5 ? String(i.correct_index) : wrongOf(i);
      last = (await answer(me, { task_id: taskId, question_id: i.question_id, answer_result: value })).json()
        .data;
    }
    expect(last).toMatchObject({ finished: 1, correct: 5, score: 62.4 });
    const topics = (await c.get(`/v3/word-quiz/word-quiz-topics?task_id=${taskId}`, me)).json().data;
    expect(topics.task.score).toBe(62.4);
    const result = (await c.get(`/v3/teacher/word-test-result?task_id=${taskId}`, teacher)).json().data;
    expect(result.task.average_score).toBe(62.4);
    expect(result.students.find((s: { exam_state: string }) => s.exam_state === "finished").score).toBe(62.4);
  });

  it("after an abandoned test, practises the unanswered words too and counts them right", async () => {
    const taskId = await create("中断して練習");
    const me = await school.students[1]!.signIn();
    const items = await itemsOf(taskId);
    const [first, second] = items;
    await c.get(`/v3/word-quiz/word-quiz-resource?task_id=${taskId}`, me);
    await answer(me, {
      task_id: taskId,
      question_id: first!.question_id,
      answer_result: String(first!.correct_index),
    });
    await answer(me, { task_id: taskId, question_id: second!.question_id, answer_result: wrongOf(second!) });
    expect((await c.postJson("/v3/word-quiz/abort-word-exam", { task_id: taskId }, me)).statusCode).toBe(200);

    // one wrong and six unanswered words to practise, not "0 / 0"
    const play = (await c.get(`/v3/word-quiz/wrong-topic-resource?task_id=${taskId}`, me)).json().data;
    expect(play.items).toHaveLength(7);
    expect(play.task).toMatchObject({ exam_state: "aborted", score: 0, answered: 2, wrong_remaining: 7 });
    const list = (await c.get("/v3/word-quiz/wrong-topic-list", me)).json().data.items;
    expect(list.find((x: { task_id: number }) => x.task_id === taskId)).toMatchObject({
      wrong_total: 7,
      wrong_remaining: 7,
    });

    // practising every word right clears them; the test's own figures stay as they were
    let last: Record<string, unknown> = {};
    for (const i of items.slice(1)) {
      const r = await answer(me, {
        task_id: taskId,
        mode: "wrong",
        question_id: i.question_id,
        answer_result: String(i.correct_index),
      });
      expect(r.statusCode).toBe(200);
      last = r.json().data;
    }
    expect(last).toMatchObject({ finished: 1, wrong_remaining: 0, answered: 2, correct: 1, score: 0 });
    // a word answered right in the test is not one to practise
    const notWrong = await answer(me, {
      task_id: taskId,
      mode: "wrong",
      question_id: first!.question_id,
      answer_result: String(first!.correct_index),
    });
    expect(notWrong.statusCode).toBe(400);
    const topics = (await c.get(`/v3/word-quiz/word-quiz-topics?task_id=${taskId}`, me)).json().data;
    expect(topics.task).toMatchObject({ answered: 2, correct: 1, wrong_remaining: 0 });
    // the unanswered words stay unanswered in the test's own result
    expect(topics.items.filter((i: { is_right: number | null }) => i.is_right === null)).toHaveLength(6);
    const words = (await c.get("/v3/word-quiz/wrong-topic-list", me))
      .json()
      .data.items.find((x: { task_id: number }) => x.task_id === taskId).words;
    expect(words).toHaveLength(7);
    expect(words.every((w: { is_right: number }) => w.is_right === 1)).toBe(true);
    const result = (await c.get(`/v3/teacher/word-test-result?task_id=${taskId}`, teacher)).json().data;
    const row = result.words.find((w: { question_id: string }) => w.question_id === items[3]!.question_id);
    expect(row).toMatchObject({ right_count: 0, answered_count: 0 });
  });
});
