import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";

const WC = "jh1-u1-word-choice";
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe.skipIf(skipPg)("deactivating students and archiving classes", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let teacher: string;
  let otherTeacher: string;

  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    teacher = await school.teacher.signIn();
    otherTeacher = await (await createTestSchool(t)).teacher.signIn();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("a deactivated student is signed out, cannot sign in, and leaves the class's lists and figures", async () => {
    const leaver = school.students[2]!;
    const token = await leaver.signIn();
    const setActive = (active: number | string, token2 = teacher) =>
      c.postJson("/v3/teacher/student-set-active", { student_id: leaver.id, active }, token2);
    expect((await setActive(2)).statusCode).toBe(400);
    expect((await setActive(0, otherTeacher)).statusCode).toBe(404);
    const off = await setActive(0);
    expect(off.json().data).toMatchObject({ student_id: leaver.id, is_active: 0 });
    expect((await c.get("/v3/student/info", token)).statusCode).toBe(401);
    const login = (password: string) =>
      c.postJson("/v3/student/login", { account: leaver.username, password });
    const refused = await login("pass1234");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.error_key).toBe("account_deactivated");
    // a wrong password says nothing about the account
    expect((await login("wrong123")).json().data.error_key).toBe("login_wrong_credentials");

    const roster = (await c.get(`/v3/teacher/class-students?class_id=${school.classId}`, teacher)).json()
      .data;
    expect(roster.class.student_count).toBe(2);
    expect(roster.items.find((s: { student_id: number }) => s.student_id === leaver.id)).toMatchObject({
      is_active: 0,
    });
    const hw = (
      await c.postJson(
        "/v3/teacher/homework-create",
        { class_id: school.classId, title: "退会後の宿題", topics: [{ res_code: WC }], deadline: inDays(2) },
        teacher,
      )
    ).json().data.homework_id;
    const detail = (await c.get(`/v3/teacher/homework-detail?homework_id=${hw}`, teacher)).json().data;
    expect(detail.students.map((s: { student_id: number }) => s.student_id)).not.toContain(leaver.id);
    const dash = (await c.get(`/v3/teacher/class-dashboard?class_id=${school.classId}`, teacher)).json().data;
    expect(dash.students).toHaveLength(2);
    const book = (await c.get(`/v3/teacher/gradebook?class_id=${school.classId}`, teacher)).json().data;
    expect(book.rows).toHaveLength(2);

    expect((await setActive(1)).json().data.is_active).toBe(1);
    expect((await login("pass1234")).statusCode).toBe(200);
    const log = await t.db.query<{ action: string }>(
      "SELECT action FROM teacher_change_log WHERE school_id = $1 AND target_id = $2 ORDER BY id",
      [school.schoolId, leaver.id],
    );
    expect(log.map((l) => l.action)).toEqual(["student.deactivate", "student.reactivate"]);
  });

  it("an archived class takes no new work, messages or students, and stays readable", async () => {
    const archive = (archived: number, token = teacher) =>
      c.postJson("/v3/teacher/class-archive", { class_id: school.classId, archived }, token);
    expect((await archive(1, otherTeacher)).statusCode).toBe(404);
    expect((await archive(1)).json().data.archived_at).not.toBeNull();
    const refused = [
      await c.postJson(
        "/v3/teacher/homework-create",
        { class_id: school.classId, title: "x", topics: [{ res_code: WC }], deadline: inDays(2) },
        teacher,
      ),
      await c.postJson(
        "/v3/teacher/word-test-create",
        {
          class_id: school.classId,
          title: "x",
          test_type: 2,
          res_code: WC,
          start_at: inDays(-1),
          end_at: inDays(1),
        },
        teacher,
      ),
      await c.postJson(
        "/v3/teacher/message-send",
        { class_id: school.classId, title: "x", body: "x" },
        teacher,
      ),
      await c.postJson(
        "/v3/teacher/student-create",
        { class_id: school.classId, username: "archived_new1", password: "pass1234" },
        teacher,
      ),
      await c.postJson(
        "/v3/teacher/students-import-preview",
        { class_id: school.classId, csv: "username,password,nickname\narchived_new2,pass1234,x" },
        teacher,
      ),
    ];
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.json().data.error_key).toBe("class_archived");
    }
    expect((await c.get(`/v3/teacher/class-students?class_id=${school.classId}`, teacher)).statusCode).toBe(
      200,
    );
    expect((await c.get(`/v3/teacher/gradebook?class_id=${school.classId}`, teacher)).statusCode).toBe(200);
    const classes = (await c.get("/v3/teacher/classes", teacher)).json().data.items;
    expect(
      classes.find((x: { class_id: number }) => x.class_id === school.classId).archived_at,
    ).not.toBeNull();
    expect((await archive(0)).json().data.archived_at).toBeNull();
    expect(
      (
        await c.postJson(
          "/v3/teacher/message-send",
          { class_id: school.classId, title: "x", body: "x" },
          teacher,
        )
      ).statusCode,
    ).toBe(200);
  });
});
