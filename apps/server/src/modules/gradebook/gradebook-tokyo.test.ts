import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { gradebookCsv } from "./csv.ts";

const TEST = "tokyo-y3-test-1";
const IDS = ["a1", "a2", "b1", "b2", "b3", "b4", "b5", "c1", "d1"];

/** A Tokyo speaking test given as homework: the grade book shows its grade and points per part. */
describe.skipIf(skipPg)("the grade book with a Tokyo speaking test", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let teacher: string;
  let homeworkId: number;
  let topicId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
    teacher = await school.teacher.signIn();
    const created = await c.postJson(
      "/v3/teacher/homework-create",
      {
        class_id: school.classId,
        title: "スピーキングテスト 練習",
        deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        topics: [{ res_code: TEST }],
      },
      teacher,
    );
    expect(created.statusCode, created.body).toBe(200);
    homeworkId = created.json().data.homework_id;
    topicId = (await t.db.one<{ id: number }>("SELECT id FROM homework_topics WHERE homework_id = $1", [
      homeworkId,
    ]))!.id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  /** A finished homework attempt whose every answer has these ISE scores. */
  const handIn = async (studentId: number, guid: string, s: number) => {
    const row = await t.db.one<{ id: number }>(
      `INSERT INTO practice_attempts (guid, student_id, school_id, res_code, res_version, mode, is_completed,
         finished_at)
       VALUES ($1, $2, $3, $4, 1, 'homework', 1, now()) RETURNING id`,
      [guid, studentId, school.schoolId, TEST],
    );
    await t.db.query(
      `INSERT INTO homework_attempts (attempt_id, homework_id, topic_id, student_id, school_id)
       VALUES ($1, $2, $3, $4, $5)`,
      [row!.id, homeworkId, topicId, studentId, school.schoolId],
    );
    for (const q of IDS)
      await t.db.query(
        "INSERT INTO practice_answers (attempt_id, question_id, payload, percent_score) VALUES ($1, $2, $3, $4)",
        [
          row!.id,
          q,
          JSON.stringify({
            question_id: q,
            total_score: s,
            accuracy_score: s,
            fluency_score: s,
            integrity_score: s,
          }),
          s * 20,
        ],
      );
  };

  it("scores the handed-in test as the test does: its 0-100 score, grade and parts", async () => {
    const [strong, weak] = school.students.map((x) => x.id) as [number, number];
    await handIn(strong, "g-1", 4.6);
    await handIn(weak, "g-2", 1.5);
    const r = await c.get(`/v3/teacher/gradebook?class_id=${school.classId}`, teacher);
    expect(r.statusCode, r.body).toBe(200);
    const book = r.json().data;
    const col = book.columns.findIndex((x: { id: number }) => x.id === homeworkId);
    const cellOf = (id: number) =>
      book.rows.find((x: { student_id: number }) => x.student_id === id).cells[col];
    expect(cellOf(strong)).toMatchObject({ status: "submitted", tokyo: { grade: "A" } });
    expect(cellOf(strong).score).toBeGreaterThanOrEqual(80);
    expect(cellOf(strong).tokyo.parts.map((p: { part: string; max: number }) => [p.part, p.max])).toEqual([
      ["A", 20],
      ["B", 40],
      ["C", 20],
      ["D", 20],
    ]);
    expect(cellOf(weak).tokyo.grade).toBe("E");
    expect(cellOf(weak).score).toBeLessThan(35);
    expect(gradebookCsv(book)).toContain("（A）");
  });
});
