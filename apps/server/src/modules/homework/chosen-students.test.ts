import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createClass, createTestSchool, type TestSchool } from "../../test/factories.ts";

const WC = "jh1-u1-word-choice";
const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** Homework for chosen students of a class (issue 17 #9): only they see it, are told, and are counted. */
describe.skipIf(skipPg)("homework for chosen students", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let other: TestSchool;
  let teacher: string;
  let tokens: string[];

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    other = await createTestSchool(t);
    teacher = await school.teacher.signIn();
    tokens = await Promise.all(school.students.map((s) => s.signIn()));
  });
  afterAll(async () => {
    await t?.close();
  });

  const create = (body: Record<string, unknown>) =>
    c.postJson(
      "/v3/teacher/homework-create",
      { class_id: school.classId, title: "補習", topics: [{ res_code: WC }], deadline: inHours(48), ...body },
      teacher,
    );
  const listed = async (token: string) =>
    (await c.get("/v3/homework-for-student/homework-list", token))
      .json()
      .data.items.map((i: { homework_id: number }) => i.homework_id);
  const told = async (token: string) =>
    (await c.get("/v3/message/list?tab=system", token))
      .json()
      .data.items.filter((m: { title: string }) => m.title === "新しい宿題: 補習").length;

  it("goes to the chosen students only: the others neither see it nor are told, and the counts are theirs", async () => {
    const [a, b, x] = school.students;
    const r = await create({ student_ids: `${a!.id},${b!.id}` });
    expect(r.statusCode, r.body).toBe(200);
    const hw = r.json().data.homework_id as number;
    expect(await listed(tokens[0]!)).toContain(hw);
    expect(await listed(tokens[1]!)).toContain(hw);
    expect(await listed(tokens[2]!)).not.toContain(hw);
    expect(await told(tokens[0]!)).toBe(1);
    expect(await told(tokens[2]!)).toBe(0);
    const detail = await c.get(`/v3/homework-for-student/homework-detail?homework_id=${hw}`, tokens[2]);
    expect(detail.statusCode).toBe(404);

    const row = (await c.get(`/v3/teacher/homework-list?class_id=${school.classId}`, teacher))
      .json()
      .data.items.find((i: { homework_id: number }) => i.homework_id === hw);
    expect(row).toMatchObject({ student_count: 2, for_chosen_students: 1 });
    const teacherDetail = (await c.get(`/v3/teacher/homework-detail?homework_id=${hw}`, teacher)).json().data;
    expect(teacherDetail.for_chosen_students).toBe(1);
    expect(teacherDetail.students.map((s: { student_id: number }) => s.student_id).sort()).toEqual(
      [a!.id, b!.id].sort(),
    );

    // the grade book: the others' cell is "not assigned", and it cannot be marked for them
    const book = (await c.get(`/v3/teacher/gradebook?class_id=${school.classId}`, teacher)).json().data;
    const col = book.columns.findIndex(
      (k: { id: number; kind: string }) => k.kind === "homework" && k.id === hw,
    );
    const cellOf = (id: number) =>
      book.rows.find((row: { student_id: number }) => row.student_id === id).cells[col].status;
    expect(cellOf(a!.id)).toBe("not_started");
    expect(cellOf(x!.id)).toBe("not_assigned");
    const mark = (studentId: number) =>
      c.postJson(
        "/v3/teacher/gradebook-mark",
        { kind: "homework", item_id: hw, student_id: studentId, mark: 80, reason: "口頭で確認" },
        teacher,
      );
    expect((await mark(x!.id)).statusCode).toBe(404);
    expect((await mark(a!.id)).statusCode).toBe(200);

    // a whole-class homework still goes to everyone
    const all = (await create({})).json().data.homework_id as number;
    for (const token of tokens) expect(await listed(token)).toContain(all);
  });

  it("refuses students of another class or school, bad lists, and chosen students with other classes", async () => {
    const otherClass = await createClass(t.db, school.schoolId, "2組", "CHOSEN2", school.teacher.id);
    const a = school.students[0]!.id;
    for (const [body, field] of [
      [{ student_ids: `${a},${other.student.id}` }, "body.student_ids"],
      [{ student_ids: "1,,2" }, "body.student_ids"],
      [{ student_ids: "abc" }, "body.student_ids"],
      [{ student_ids: `${a}`, also_class_ids: `${otherClass}` }, "body.student_ids"],
    ] as const) {
      const r = await create(body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json().data.fields ?? {}, JSON.stringify(body)).toHaveProperty([field]);
    }
    // nothing was created by the refused calls
    const titles = (await c.get(`/v3/teacher/homework-list?class_id=${school.classId}`, teacher))
      .json()
      .data.items.filter((i: { title: string }) => i.title === "補習").length;
    expect(titles).toBe(2);
  });
});
