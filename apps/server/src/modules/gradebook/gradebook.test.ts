import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import type { StoredItem } from "../word-tests/items.ts";
import { gradebookCsv } from "./csv.ts";

const WC = "jh1-u1-word-choice";
const FW = "jh1-u3-free-writing";
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

type Row = {
  student_id: number;
  cells: Array<Record<string, unknown>>;
  average: number | null;
  counted: number;
};

describe.skipIf(skipPg)("the grade book", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let teacher: string;
  let otherTeacher: string;
  let s: string[];
  let ids: number[];
  let hwChoice: number;
  let hwWriting: number;
  let task: number;

  const book = async (q = "") =>
    (await c.get(`/v3/teacher/gradebook?class_id=${school.classId}${q}`, teacher)).json().data as {
      columns: Array<{ kind: string; id: number; is_writing: number }>;
      rows: Row[];
      include_practice: number;
    };
  const rowOf = (b: { rows: Row[] }, i: number) => b.rows.find((r) => r.student_id === ids[i])!;
  const colIndex = (b: { columns: Array<{ kind: string; id: number }> }, kind: string, id: number) =>
    b.columns.findIndex((x) => x.kind === kind && x.id === id);
  const topicOf = async (hw: number, token: string) =>
    (await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, token)).json().data.topics[0]
      .topic_id as number;

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    teacher = await school.teacher.signIn();
    otherTeacher = await (await createTestSchool(t)).teacher.signIn();
    s = await Promise.all(school.students.map((x) => x.signIn()));
    ids = school.students.map((x) => x.id);
    const create = async (body: Record<string, unknown>) =>
      (
        await c.postJson(
          "/v3/teacher/homework-create",
          { class_id: school.classId, deadline: inDays(3), ...body },
          teacher,
        )
      ).json().data.homework_id as number;
    hwChoice = await create({ title: "単語", topics: [{ res_code: WC, question_ids: "wc01" }] });
    hwWriting = await create({ title: "作文", topics: [{ res_code: FW, question_ids: "fw01" }] });
    task = (
      await c.postJson(
        "/v3/teacher/word-test-create",
        {
          class_id: school.classId,
          title: "小テスト",
          test_type: 2,
          res_code: WC,
          start_at: inDays(-1),
          end_at: inDays(2),
        },
        teacher,
      )
    ).json().data.task_id;
    // student 0: the word-choice homework right, a checked writing, and the word test left midway
    const topic = await topicOf(hwChoice, s[0]!);
    await c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hwChoice,
        topic_id: topic,
        guid: "gb-1",
        is_completed: 1,
        item: { question_id: "wc01", answer_result: "0" },
      },
      s[0]!,
    );
    const checked = (
      await c.postJson(
        "/v3/textbook/submit-itr-topic-writing",
        {
          content: "I go to school by bus. I like my friends. We play soccer after school.",
          res_code: FW,
          question_id: "fw01",
        },
        s[0]!,
      )
    ).json().data;
    const wTopic = await topicOf(hwWriting, s[0]!);
    const saved = await c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hwWriting,
        topic_id: wTopic,
        guid: "gb-2",
        is_completed: 1,
        item: {
          question_id: "fw01",
          content: checked.content,
          percent_score: 100,
          total_score: 5,
          engine_result: checked.engine_result,
        },
      },
      s[0]!,
    );
    expect(saved.statusCode).toBe(200);
    await c.get(`/v3/word-quiz/word-quiz-resource?task_id=${task}`, s[0]!);
    await c.postJson("/v3/word-quiz/abort-word-exam", { task_id: task }, s[0]!);
    // student 1: started the word-choice homework, not finished
    await c.postJson(
      "/v3/homework/topic-answer-record",
      {
        homework_id: hwChoice,
        topic_id: topic,
        guid: "gb-3",
        is_completed: 0,
        item: { question_id: "wc01", answer_result: "1" },
      },
      s[1]!,
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it("shows status and score per cell; writing shows the checker's score; not started is never 0", async () => {
    const b = await book();
    const hc = colIndex(b, "homework", hwChoice);
    const hw = colIndex(b, "homework", hwWriting);
    const wt = colIndex(b, "word_test", task);
    expect(b.columns[hw]).toMatchObject({ is_writing: 1 });
    const r0 = rowOf(b, 0);
    expect(r0.cells[hc]).toMatchObject({ status: "submitted", score: 100, mark: null });
    expect(r0.cells[hw]!.status).toBe("submitted");
    const writingScore = r0.cells[hw]!.score as number;
    expect(writingScore).toBeGreaterThan(0);
    expect(writingScore).toBeLessThan(100);
    expect(r0.cells[wt]).toMatchObject({ status: "left", score: 0 });
    expect(r0.counted).toBe(3);
    expect(r0.average).toBeCloseTo((100 + writingScore + 0) / 3, 0);
    expect(rowOf(b, 1).cells[hc]).toMatchObject({ status: "in_progress", score: null });
    const r2 = rowOf(b, 2);
    expect(r2.cells.every((x) => x.status === "not_started" && x.score === null)).toBe(true);
    expect(r2.average).toBeNull();
    expect(rowOf(b, 0).cells).toHaveLength(b.columns.length);
  });

  it("a teacher's mark counts instead of the score, needs a reason, and can be removed", async () => {
    const mark = (body: Record<string, unknown>, token = teacher) =>
      c.postJson(
        "/v3/teacher/gradebook-mark",
        { kind: "homework", item_id: hwChoice, student_id: ids[2], ...body },
        token,
      );
    expect((await mark({ mark: 80 })).statusCode).toBe(400);
    expect((await mark({ mark: 101, reason: "x" })).statusCode).toBe(400);
    expect((await mark({ mark: "abc", reason: "x" })).statusCode).toBe(400);
    expect((await mark({ mark: 80, reason: "紙で提出" }, otherTeacher)).statusCode).toBe(404);
    expect((await mark({ mark: 80, reason: "紙で提出", item_id: 999_999 })).statusCode).toBe(404);
    const ok = await mark({ mark: 80, reason: "紙で提出" });
    expect(ok.json().data).toEqual({ mark: 80, mark_reason: "紙で提出" });
    let b = await book();
    const hc = colIndex(b, "homework", hwChoice);
    expect(rowOf(b, 2).cells[hc]).toMatchObject({ status: "not_started", mark: 80, mark_reason: "紙で提出" });
    expect(rowOf(b, 2).average).toBe(80);
    // the console's form sends "" to remove a mark
    expect((await mark({ mark: "" })).json().data).toEqual({ mark: null, mark_reason: null });
    b = await book();
    expect(rowOf(b, 2).average).toBeNull();
    const log = await t.db.query<{ detail: { mark_before: number | null } }>(
      "SELECT detail FROM teacher_change_log WHERE school_id = $1 AND action = 'gradebook.mark' ORDER BY id",
      [school.schoolId],
    );
    expect(log.map((l) => l.detail.mark_before)).toEqual([null, 80]);
  });

  it("averages homework and tests only unless the teacher includes self-practice", async () => {
    const items = (await t.db.one<{ items: StoredItem[] }>("SELECT items FROM word_tests WHERE id = $1", [
      task,
    ]))!;
    expect(items.items.length).toBeGreaterThan(0);
    // student 2 practises on their own and gets 0
    await c.postJson(
      "/v3/textbook/topic-answer-record",
      { res_code: WC, guid: "gb-own", is_completed: 1, item: { question_id: "wc01", answer_result: "1" } },
      s[2]!,
    );
    expect(rowOf(await book(), 2)).toMatchObject({ average: null, practice_average: 0 });
    const withPractice = await book("&include_practice=1");
    expect(withPractice.include_practice).toBe(1);
    expect(rowOf(withPractice, 2).average).toBe(0);
  });

  it("exports CSV that opens back: BOM, one row per student, the marks' reasons", async () => {
    await c.postJson(
      "/v3/teacher/gradebook-mark",
      { kind: "word_test", item_id: task, student_id: ids[1], mark: 60, reason: "欠席のため後日受験" },
      teacher,
    );
    const r = await c.get(`/v3/teacher/gradebook-csv?class_id=${school.classId}`, teacher);
    const { csv, filename } = r.json().data;
    expect(filename).toBe(`class-${school.classId}-gradebook.csv`);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + ids.length);
    expect(lines[0]).toContain("宿題: 単語");
    const row1 = lines.find((l: string) => l.includes(school.students[1]!.username))!;
    expect(row1).toContain("60");
    expect(row1).toContain("欠席のため後日受験");
    expect(row1).toContain("取り組み中");
    expect(
      (await c.get(`/v3/teacher/gradebook-csv?class_id=${school.classId}`, otherTeacher)).statusCode,
    ).toBe(404);
    expect((await c.get("/v3/teacher/gradebook?class_id=abc", teacher)).statusCode).toBe(400);
    expect(
      gradebookCsv({ class_id: 1, class_name: "x", include_practice: 0, columns: [], rows: [] }),
    ).toContain("出席番号");
  });

  it("study time counts active time: an attempt left open for hours adds at most 5 minutes", async () => {
    const before = rowOf(await book(), 0) as Row & { study_seconds: number };
    await t.db.query(
      "UPDATE practice_attempts SET started_at = started_at - interval '3 hours' WHERE guid = 'gb-1' AND student_id = $1",
      [ids[0]],
    );
    const after = rowOf(await book(), 0) as Row & { study_seconds: number };
    expect(after.study_seconds - before.study_seconds).toBeLessThanOrEqual(300);
    expect(after.study_seconds).toBeLessThan(3600);
  });
});
