import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTeacher, createTestSchool, signIn, type TestSchool } from "../../test/factories.ts";

describe.skipIf(skipPg)("teacher calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let other: TestSchool;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t);
    other = await createTestSchool(t);
  });
  afterAll(() => t?.close());

  it("teacher/info shows the teacher and the school; admins have role admin", async () => {
    const teacher = await school.teacher.signIn();
    expect((await c.get("/v3/teacher/info", teacher)).json().data).toMatchObject({
      username: school.teacher.username,
      role: "teacher",
      school_name: school.schoolName,
    });
    const admin = await createTeacher(t.db, { schoolId: school.schoolId, role: "admin" });
    const adminToken = await signIn(t.app, admin.username, "teacher");
    expect((await c.get("/v3/teacher/info", adminToken)).json().data.role).toBe("admin");
    const otherTeacher = await other.teacher.signIn();
    expect((await c.get("/v3/teacher/info", otherTeacher)).json().data.school_name).toBe(other.schoolName);
  });

  it("a student account cannot sign in as a teacher", async () => {
    const r = await c.postForm("/v3/teacher/login", {
      account: school.student.username,
      password: "pass1234",
    });
    expect(r.json().data.error_key).toBe("login_wrong_credentials");
  });

  it("a second teacher login ends the first session", async () => {
    const first = await school.teacher.signIn();
    await school.teacher.signIn();
    expect((await c.get("/v3/teacher/info", first)).json().data.error_key).toBe("token_login_elsewhere");
  });
});
