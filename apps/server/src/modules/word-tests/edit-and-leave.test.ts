import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import type { StoredItem } from "./items.ts";

const WC = "jh1-u1-word-choice";
const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe.skipIf(skipPg)(
  "word tests: leaving is detected on the server; teachers edit, retake and withdraw",
  () => {
    let t: TestApp;
    let c: ReturnType<typeof client>;
    let school: TestSchool;
    let teacher: string;
    let otherTeacher: string;
    let s: string[];

    const create = async (over: Record<string, unknown> = {}) =>
      (
        await c.postJson(
          "/v3/teacher/word-test-create",
          {
            class_id: school.classId,
            title: "単語",
            test_type: 2,
            res_code: WC,
            start_at: at(-1),
            end_at: at(60),
            ...over,
          },
          teacher,
        )
      ).json().data.task_id as number;
    const open = (task: number, token: string) =>
      c.get(`/v3/word-quiz/word-quiz-resource?task_id=${task}`, token);
    const answerFirst = async (task: number, token: string) => {
      const items = (await t.db.one<{ items: StoredItem[] }>("SELECT items FROM word_tests WHERE id = $1", [
        task,
      ]))!.items;
      return c.postJson(
        "/v3/word-quiz/word-quiz-answer",
        { task_id: task, question_id: items[0]!.question_id, answer_result: String(items[0]!.correct_index) },
        token,
      );
    };
    const backdate = (task: number, studentId: number, minutes: number) =>
      t.db.query(
        `UPDATE word_test_exams SET started_at = now() - make_interval(mins => $3) WHERE word_test_id = $1 AND student_id = $2`,
        [task, studentId, minutes],
      );
    const resultRow = async (task: number, studentId: number) =>
      (await c.get(`/v3/teacher/word-test-result?task_id=${task}`, teacher))
        .json()
        .data.students.find((x: { student_id: number }) => x.student_id === studentId);

    beforeAll(async () => {
      t = await buildTestApp();
      c = client(t.app);
      school = await createTestSchool(t, { students: 3 });
      teacher = await school.teacher.signIn();
      otherTeacher = await (await createTestSchool(t)).teacher.signIn();
      s = await Promise.all(school.students.map((x) => x.signIn()));
    });
    afterAll(async () => {
      await t?.close();
    });

    it("opening an exam in progress again ends it with 0 points, and the teacher sees why and when", async () => {
      const task = await create();
      expect((await open(task, s[0]!)).statusCode).toBe(200);
      expect((await answerFirst(task, s[0]!)).json().data).toMatchObject({ is_right: 1 });
      // a double request right away is the same opening
      expect((await open(task, s[0]!)).statusCode).toBe(200);
      await backdate(task, school.students[0]!.id, 1);
      const reopened = await open(task, s[0]!);
      expect(reopened.statusCode).toBe(400);
      expect(reopened.json().message).toContain("0 点");
      const mine = (await c.get("/v3/word-quiz/word-quiz-tasks", s[0]!)).json().data.items[0];
      expect(mine).toMatchObject({ task_id: task, exam_state: "aborted", score: 0, end_reason: "reopened" });
      expect(await resultRow(task, school.students[0]!.id)).toMatchObject({
        exam_state: "aborted",
        end_reason: "reopened",
        score: 0,
        finished_at: expect.any(String),
      });
      // the leave button says "left"
      expect((await open(task, s[1]!)).statusCode).toBe(200);
      expect((await c.postJson("/v3/word-quiz/abort-word-exam", { task_id: task }, s[1]!)).statusCode).toBe(
        200,
      );
      expect(await resultRow(task, school.students[1]!.id)).toMatchObject({ end_reason: "left", score: 0 });
    });

    it("an exam with no answer for the idle time counts as left, stamped with the last sign of the student", async () => {
      const task = await create();
      expect((await open(task, s[2]!)).statusCode).toBe(200);
      await backdate(task, school.students[2]!.id, 30);
      const row = await resultRow(task, school.students[2]!.id);
      expect(row).toMatchObject({ exam_state: "aborted", end_reason: "left", score: 0 });
      expect(Date.now() - Date.parse(row.finished_at)).toBeGreaterThan(25 * 60_000);
      const mine = (await c.get(`/v3/word-quiz/word-quiz-topics?task_id=${task}`, s[2]!)).json().data.task;
      expect(mine).toMatchObject({ exam_state: "aborted", end_reason: "left" });
    });

    it("changes the title and period; refuses a past end, a backwards period and other schools", async () => {
      const task = await create({ start_at: at(60), end_at: at(120) });
      const update = (body: Record<string, unknown>, token = teacher) =>
        c.postJson("/v3/teacher/word-test-update", { task_id: task, title: "単語（延長）", ...body }, token);
      expect((await update({ start_at: at(-10), end_at: at(-5) })).statusCode).toBe(400);
      expect((await update({ start_at: at(30), end_at: at(10) })).statusCode).toBe(400);
      expect((await update({ start_at: at(-1), end_at: at(30) }, otherTeacher)).statusCode).toBe(404);
      expect(
        (await c.get(`/v3/word-quiz/word-quiz-topics?task_id=${task}`, s[0]!)).json().data.task,
      ).toMatchObject({
        period_state: "not_started",
      });
      expect((await update({ start_at: at(-1), end_at: at(30) })).statusCode).toBe(200);
      expect(
        (await c.get(`/v3/word-quiz/word-quiz-topics?task_id=${task}`, s[0]!)).json().data.task,
      ).toMatchObject({
        title: "単語（延長）",
        period_state: "open",
      });
    });

    it("lets an absent student take the test after the period, and only that student", async () => {
      const task = await create();
      await t.db.query(
        "UPDATE word_tests SET start_at = now() - interval '2 hours', end_at = now() - interval '1 hour' WHERE id = $1",
        [task],
      );
      expect((await open(task, s[0]!)).statusCode).toBe(423);
      const retake = (body: Record<string, unknown>, token = teacher) =>
        c.postJson(
          "/v3/teacher/word-test-retake",
          { task_id: task, student_id: school.students[0]!.id, ...body },
          token,
        );
      expect((await retake({ end_at: at(-1) })).statusCode).toBe(400);
      expect((await retake({ end_at: at(60) }, otherTeacher)).statusCode).toBe(404);
      expect((await retake({ end_at: at(60), student_id: 999_999 })).statusCode).toBe(404);
      expect((await retake({ end_at: at(60) })).statusCode).toBe(200);

      expect((await open(task, s[0]!)).statusCode).toBe(200);
      expect((await open(task, s[1]!)).statusCode).toBe(423);
      const news = (await c.get("/v3/message/list?tab=system", s[0]!)).json().data.items;
      expect(news[0]).toMatchObject({ title: "単語テストをもう一度受けられます: 単語", task_id: task });
      expect(await resultRow(task, school.students[0]!.id)).toMatchObject({
        exam_state: "in_progress",
        own_end_at: expect.any(String),
      });
      expect(await resultRow(task, school.students[1]!.id)).toMatchObject({
        exam_state: "not_taken",
        own_end_at: null,
      });
    });

    it("withdraws a test: it leaves the lists and /news; its exams stay", async () => {
      const task = await create({ title: "取り下げテスト" });
      expect((await open(task, s[0]!)).statusCode).toBe(200);
      const withdraw = (token = teacher) =>
        c.postJson("/v3/teacher/word-test-withdraw", { task_id: task }, token);
      expect((await withdraw(otherTeacher)).statusCode).toBe(404);
      expect((await withdraw(s[0]!)).statusCode).toBe(401);
      expect((await withdraw()).statusCode).toBe(200);
      expect((await withdraw()).statusCode).toBe(404);
      const tasks = (await c.get("/v3/word-quiz/word-quiz-tasks", s[0]!)).json().data.items;
      expect(tasks.map((x: { task_id: number }) => x.task_id)).not.toContain(task);
      expect((await c.get(`/v3/word-quiz/word-quiz-topics?task_id=${task}`, s[0]!)).statusCode).toBe(404);
      const news = (await c.get("/v3/message/list?tab=system", s[1]!)).json().data.items;
      expect(news.map((m: { task_id: number }) => m.task_id)).not.toContain(task);
      const list = (await c.get("/v3/teacher/word-test-list", teacher)).json().data.items;
      expect(list.map((x: { task_id: number }) => x.task_id)).not.toContain(task);
      const kept = await t.db.one<{ n: number }>(
        "SELECT count(*)::int AS n FROM word_test_exams WHERE word_test_id = $1",
        [task],
      );
      expect(kept?.n).toBe(1);
    });
  },
);
