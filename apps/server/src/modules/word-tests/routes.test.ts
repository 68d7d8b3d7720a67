import { percentOfCount } from "@hibiki/exercises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import type { StoredItem } from "./items.ts";

const WC = "jh1-u1-word-choice";
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.skipIf(skipPg)("word-test calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  /** a class of three students; the teacher of another school is `sakuraTeacher` */
  let school: TestSchool;
  let teacher: string;
  let sakuraTeacher: string;
  let s1: string;
  let s2: string;
  let s3: string;
  let classId: number;

  const create = (body: Record<string, unknown>, token = teacher) =>
    c.postJson("/v3/teacher/word-test-create", body, token);
  const itemsOf = async (taskId: number) =>
    (await t.db.one<{ items: StoredItem[] }>("SELECT items FROM word_tests WHERE id = $1", [taskId]))!.items;
  const answer = (token: string, body: Record<string, unknown>) =>
    c.postJson("/v3/word-quiz/word-quiz-answer", body, token);

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    teacher = await school.teacher.signIn();
    sakuraTeacher = await (await createTestSchool(t)).teacher.signIn();
    s1 = await school.students[0]!.signIn();
    s2 = await school.students[1]!.signIn();
    s3 = await school.students[2]!.signIn();
    classId = school.classId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("validates the word test a teacher creates and keeps it inside the school", async () => {
    const good = {
      class_id: classId,
      title: "単語テスト",
      test_type: 2,
      res_code: WC,
      start_at: at(-1),
      end_at: at(60),
    };
    expect((await create({ ...good, test_type: 6 })).statusCode).toBe(400);
    expect((await create({ ...good, end_at: at(-5) })).statusCode).toBe(400);
    expect((await create({ ...good, res_code: "nope" })).statusCode).toBe(400);
    expect((await create({ ...good, res_code: "jh1-u1-read-aloud" })).statusCode).toBe(400);
    expect((await create({ ...good, question_ids: "wc01" })).statusCode).toBe(400);
    expect((await create(good, sakuraTeacher)).statusCode).toBe(404);
    expect((await c.postJson("/v3/teacher/word-test-create", good)).statusCode).toBe(401);
    expect((await c.get("/v3/word-quiz/word-quiz-tasks")).statusCode).toBe(401);
  });

  it("runs one exam: hidden keys, first answer counts, finish, one attempt only, then wrong-topic mode", async () => {
    const r = await create({
      class_id: classId,
      title: "学校",
      test_type: 2,
      res_code: WC,
      start_at: at(-1),
      end_at: at(60),
    });
    expect(r.statusCode).toBe(200);
    const { task_id, word_count } = r.json().data;
    expect(word_count).toBeGreaterThanOrEqual(3);
    const tasks = (await c.get("/v3/word-quiz/word-quiz-tasks", s1)).json().data.items;
    expect(tasks[0]).toMatchObject({ task_id, period_state: "open", exam_state: "not_taken", word_count });
    expect((await c.get(`/v3/word-quiz/word-quiz-topics?task_id=${task_id}`, s1)).json().data.items).toEqual(
      [],
    );
    const res = await c.get(`/v3/word-quiz/word-quiz-resource?task_id=${task_id}`, s1);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("correct_index");
    expect(res.json().data.items).toHaveLength(word_count);
    expect(res.json().data.seconds_left).toBeGreaterThan(3000);
    const items = await itemsOf(task_id);
    const [first, second, ...rest] = items;
    const right = await answer(s1, {
      task_id,
      question_id: first!.question_id,
      answer_result: String(first!.correct_index),
    });
    expect(right.json().data).toMatchObject({ is_right: 1, answered: 1, finished: 0 });
    const wrongIdx = (second!.correct_index + 1) % second!.options.length;
    const wrong = await answer(s1, {
      task_id,
      question_id: second!.question_id,
      answer_result: String(wrongIdx),
    });
    expect(wrong.json().data).toMatchObject({ is_right: 0, correct_answer: second!.word });
    // the first answer counts: answering again is refused
    const again = await answer(s1, {
      task_id,
      question_id: second!.question_id,
      answer_result: String(second!.correct_index),
    });
    expect(again.statusCode).toBe(400);
    expect((await answer(s1, { task_id, question_id: "nope", answer_result: "0" })).statusCode).toBe(404);
    expect((await c.get(`/v3/word-quiz/wrong-topic-resource?task_id=${task_id}`, s1)).statusCode).toBe(400);
    let last: Record<string, unknown> = {};
    for (const i of rest) {
      last = (
        await answer(s1, { task_id, question_id: i.question_id, answer_result: String(i.correct_index) })
      ).json().data;
    }
    const expected = percentOfCount(word_count - 1, word_count);
    expect(last).toMatchObject({ finished: 1, correct: word_count - 1, score: expected });
    expect((await c.get(`/v3/word-quiz/word-quiz-resource?task_id=${task_id}`, s1)).statusCode).toBe(400);
    const topics = (await c.get(`/v3/word-quiz/word-quiz-topics?task_id=${task_id}`, s1)).json().data;
    expect(topics.task).toMatchObject({ exam_state: "finished", score: expected, wrong_remaining: 1 });
    expect(
      topics.items.find((i: { question_id: string }) => i.question_id === second!.question_id).is_right,
    ).toBe(0);
    // wrong-topic mode: repeat until right, the score stays
    const wl = (await c.get("/v3/word-quiz/wrong-topic-list", s1)).json().data.items;
    expect(wl[0]).toMatchObject({ task_id, wrong_total: 1, wrong_remaining: 1 });
    const wr = (await c.get(`/v3/word-quiz/wrong-topic-resource?task_id=${task_id}`, s1)).json().data;
    expect(wr.items.map((i: { question_id: string }) => i.question_id)).toEqual([second!.question_id]);
    const miss = await answer(s1, {
      task_id,
      mode: "wrong",
      question_id: second!.question_id,
      answer_result: String(wrongIdx),
    });
    expect(miss.json().data).toMatchObject({ is_right: 0, wrong_remaining: 1, finished: 0 });
    const fix = await answer(s1, {
      task_id,
      mode: "wrong",
      question_id: second!.question_id,
      answer_result: String(second!.correct_index),
    });
    expect(fix.json().data).toMatchObject({ is_right: 1, wrong_remaining: 0, finished: 1, score: expected });
    expect(
      (await c.get(`/v3/word-quiz/wrong-topic-resource?task_id=${task_id}`, s1)).json().data.items,
    ).toEqual([]);
    // the teacher sees the result; another school does not
    const result = (await c.get(`/v3/teacher/word-test-result?task_id=${task_id}`, teacher)).json().data;
    expect(
      result.students.find((s: { username: string }) => s.username === school.students[0]!.username),
    ).toMatchObject({
      exam_state: "finished",
      score: expected,
    });
    expect((await c.get(`/v3/teacher/word-test-result?task_id=${task_id}`, sakuraTeacher)).statusCode).toBe(
      404,
    );
    expect((await c.get("/v3/teacher/word-test-list", sakuraTeacher)).json().data.items).toEqual([]);
  });

  it("leaving midway gives 0 points and closes the exam", async () => {
    const { task_id } = (
      await create({
        class_id: classId,
        title: "中断",
        test_type: 1,
        res_code: WC,
        start_at: at(-1),
        end_at: at(60),
      })
    ).json().data;
    const [first] = await itemsOf(task_id);
    await answer(s2, {
      task_id,
      question_id: first!.question_id,
      answer_result: String(first!.correct_index),
    });
    const ab = await c.postJson("/v3/word-quiz/abort-word-exam", { task_id }, s2);
    expect(ab.json().data).toEqual({ task_id, score: 0 });
    const task = (await c.get("/v3/word-quiz/word-quiz-tasks", s2))
      .json()
      .data.items.find((x: { task_id: number }) => x.task_id === task_id);
    expect(task).toMatchObject({ exam_state: "aborted", score: 0 });
    expect((await c.get(`/v3/word-quiz/word-quiz-resource?task_id=${task_id}`, s2)).statusCode).toBe(400);
    expect((await c.postJson("/v3/word-quiz/abort-word-exam", { task_id }, s2)).statusCode).toBe(400);
  });

  it("answers after the period are 423 word_exam_time_end_tips; before it they are refused", async () => {
    const { task_id } = (
      await create({
        class_id: classId,
        title: "時間",
        test_type: 3,
        res_code: WC,
        start_at: at(-1),
        end_at: at(60),
      })
    ).json().data;
    const [first, second] = await itemsOf(task_id);
    // typing is compared after normalisation (full-width, case)
    const typed = await answer(s3, {
      task_id,
      question_id: first!.question_id,
      answer_result: `  ${first!.word.toUpperCase()} `,
    });
    expect(typed.json().data.is_right).toBe(1);
    await t.db.query(
      "UPDATE word_tests SET start_at = now() - interval '2 hours', end_at = now() - interval '1 minute' WHERE id = $1",
      [task_id],
    );
    const late = await answer(s3, { task_id, question_id: second!.question_id, answer_result: second!.word });
    expect(late.statusCode).toBe(423);
    expect(late.json()).toMatchObject({ code: 423, data: { error_key: "word_exam_time_end_tips" } });
    expect((await c.get(`/v3/word-quiz/word-quiz-resource?task_id=${task_id}`, s3)).statusCode).toBe(423);
    expect((await c.postJson("/v3/word-quiz/abort-word-exam", { task_id }, s3)).statusCode).toBe(423);
    const future = (
      await create({
        class_id: classId,
        title: "未来",
        test_type: 1,
        res_code: WC,
        start_at: at(30),
        end_at: at(60),
      })
    ).json().data.task_id;
    const early = await c.get(`/v3/word-quiz/word-quiz-resource?task_id=${future}`, s3);
    expect(early.statusCode).toBe(400);
    const tasks = (await c.get("/v3/word-quiz/word-quiz-tasks", s3)).json().data.items;
    expect(tasks.find((x: { task_id: number }) => x.task_id === future).period_state).toBe("not_started");
    expect(tasks.find((x: { task_id: number }) => x.task_id === task_id)).toMatchObject({
      period_state: "ended",
      exam_state: "finished",
    });
  });
});
