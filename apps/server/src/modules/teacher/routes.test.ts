import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";

describe.skipIf(skipPg)("teacher calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
  });
  afterAll(() => t?.close());

  it("teacher/info shows the teacher and the school; admins have role admin", async () => {
    const teacher = await c.login("teacher1", "pass1234", "/v3/teacher/login");
    expect((await c.get("/v3/teacher/info", teacher)).json().data).toMatchObject({
      username: "teacher1",
      role: "teacher",
      school_name: "Hibiki Demo School",
    });
    const admin = await c.login("admin1", "pass1234", "/v3/teacher/login");
    expect((await c.get("/v3/teacher/info", admin)).json().data.role).toBe("admin");
    const sakura = await c.login("sakura_teacher1", "pass1234", "/v3/teacher/login");
    expect((await c.get("/v3/teacher/info", sakura)).json().data.school_name).toBe("Sakura Test School");
  });

  it("a student account cannot sign in as a teacher", async () => {
    const r = await c.postForm("/v3/teacher/login", { account: "student1", password: "pass1234" });
    expect(r.json().data.error_key).toBe("login_wrong_credentials");
  });

  it("a second teacher login ends the first session", async () => {
    const first = await c.login("teacher1", "pass1234", "/v3/teacher/login");
    await c.login("teacher1", "pass1234", "/v3/teacher/login");
    expect((await c.get("/v3/teacher/info", first)).json().data.error_key).toBe("token_login_elsewhere");
  });
});
