import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import type { StoredItem } from "./items.ts";

/**
 * Word-test rules under parallel requests (issue 13): one answer per word, one finish, and an abort that
 * cannot also end an exam another request finished. Each case fires 20–30 requests at once for one
 * student and one exam, then counts the responses and the stored rows.
 */

const WC = "jh1-u1-word-choice";
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

type Reply = { statusCode: number; json: () => { code: number; data: Record<string, unknown> } };

describe.skipIf(skipPg)("word test under parallel requests", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  /** a class of three students */
  let school: TestSchool;
  let teacher: string;
  let classId: number;

  /** A choice word test open now; @returns its id and items (with the answer keys) */
  const openTest = async (title: string) => {
    const r = await c.postJson(
      "/v3/teacher/word-test-create",
      { class_id: classId, title, test_type: 2, res_code: WC, start_at: at(-1), end_at: at(60) },
      teacher,
    );
    expect(r.statusCode).toBe(200);
    const taskId = r.json().data.task_id as number;
    const row = await t.db.one<{ items: StoredItem[] }>("SELECT items FROM word_tests WHERE id = $1", [
      taskId,
    ]);
    return { taskId, items: row!.items };
  };
  const answer = (token: string, taskId: number, item: StoredItem, right = true) =>
    c.postJson(
      "/v3/word-quiz/word-quiz-answer",
      {
        task_id: taskId,
        question_id: item.question_id,
        answer_result: String(right ? item.correct_index : (item.correct_index + 1) % item.options.length),
      },
      token,
    );
  const abort = (token: string, taskId: number) =>
    c.postJson("/v3/word-quiz/abort-word-exam", { task_id: taskId }, token);
  /** The accepted replies; every other reply must be the sequential refusal (400 bad_request). */
  const accepted = (rs: Reply[]) => {
    for (const r of rs.filter((x) => x.statusCode !== 200)) {
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ code: 400, data: { error_key: "bad_request" } });
    }
    return rs.filter((r) => r.statusCode === 200);
  };
  const exam = async (taskId: number, studentId: number) =>
    (await t.db.one<{ id: number; state: string; score: number; answers: number; right: number }>(
      `SELECT e.id, e.state, e.score,
         (SELECT count(*)::int FROM word_test_answers a WHERE a.exam_id = e.id) AS answers,
         (SELECT count(*)::int FROM word_test_answers a WHERE a.exam_id = e.id AND a.is_right = 1) AS right
       FROM word_test_exams e JOIN students s ON s.id = e.student_id
       WHERE e.word_test_id = $1 AND s.id = $2`,
      [taskId, studentId],
    ))!;

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    teacher = await school.teacher.signIn();
    classId = school.classId;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("25 parallel answers to one word: exactly one counts and it is the one stored", async () => {
    const s1 = await school.students[0]!.signIn();
    const { taskId, items } = await openTest("同じ単語");
    const word = items[0]!;
    // alternate right and wrong answers, so a lost or swapped answer shows in is_right
    const rs = await Promise.all(Array.from({ length: 25 }, (_, i) => answer(s1, taskId, word, i % 2 === 0)));
    const ok = accepted(rs);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json().data).toMatchObject({ answered: 1, finished: 0 });
    const stored = await exam(taskId, school.students[0]!.id);
    expect(stored).toMatchObject({ state: "in_progress", answers: 1, right: ok[0]!.json().data.is_right });
  });

  it("every word answered in parallel (repeated): one answer per word, and exactly one reply finishes", async () => {
    const s2 = await school.students[1]!.signIn();
    const { taskId, items } = await openTest("全部並列");
    const rounds = Math.ceil(24 / items.length);
    const rs = await Promise.all(
      Array.from({ length: rounds * items.length }, (_, i) => answer(s2, taskId, items[i % items.length]!)),
    );
    const ok = accepted(rs);
    expect(ok).toHaveLength(items.length);
    const finishing = ok.filter((r) => r.json().data.finished === 1);
    expect(finishing).toHaveLength(1);
    expect(finishing[0]!.json().data).toMatchObject({ answered: items.length, score: 100 });
    expect(ok.map((r) => r.json().data.answered).sort((a, b) => Number(a) - Number(b))).toEqual(
      items.map((_, i) => i + 1),
    );
    expect(await exam(taskId, school.students[1]!.id)).toMatchObject({
      state: "finished",
      score: 100,
      answers: items.length,
      right: items.length,
    });
  });

  it("the last answer racing 20 aborts: exactly one of them ends the exam", async () => {
    const s3 = await school.students[2]!.signIn();
    const { taskId, items } = await openTest("中断と最後");
    const last = items.at(-1)!;
    for (const i of items.slice(0, -1)) expect((await answer(s3, taskId, i)).statusCode).toBe(200);
    const rs = await Promise.all([
      ...Array.from({ length: 10 }, () => abort(s3, taskId)),
      answer(s3, taskId, last),
      ...Array.from({ length: 10 }, () => abort(s3, taskId)),
    ]);
    const ok = accepted(rs);
    expect(ok).toHaveLength(1);
    const stored = await exam(taskId, school.students[2]!.id);
    if (ok[0] === rs[10]) {
      expect(ok[0]!.json().data).toMatchObject({ finished: 1, score: 100 });
      expect(stored).toMatchObject({ state: "finished", score: 100, answers: items.length });
    } else {
      expect(ok[0]!.json().data).toEqual({ task_id: taskId, score: 0 });
      expect(stored).toMatchObject({ state: "aborted", score: 0, answers: items.length - 1 });
    }
  });
});
