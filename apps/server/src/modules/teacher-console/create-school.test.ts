import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createSchool, createTeacher, createTestSchool, uniqueName } from "../../test/factories.ts";
import { createSchoolWithAdmin } from "./create-school.ts";

describe.skipIf(skipPg)("create-school (npm run admin)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("creates a school whose administrator signs in, sees nothing of other schools and can start a class", async () => {
    await createTestSchool(t); // another school, with a class
    const ids = await createSchoolWithAdmin(t.db, {
      name: "Kaede Junior High",
      adminAccount: "kaede_admin",
      adminPassword: "maple-2026",
    });
    expect(ids.schoolId).toBeGreaterThan(0);
    const c = client(t.app);
    const token = await c.login("kaede_admin", "maple-2026", "/v3/teacher/login");
    const info = (await c.get("/v3/teacher/info", token)).json().data;
    expect(info).toMatchObject({ role: "admin", school_name: "Kaede Junior High" });
    expect((await c.get("/v3/teacher/classes", token)).json().data.items).toEqual([]);
    const cls = await c.postJson("/v3/teacher/class-create", { name: "1年1組" }, token);
    expect(cls.statusCode).toBe(200);
  });

  it("refuses bad input and duplicates with a readable message", async () => {
    const schoolName = uniqueName("School");
    const teacher = await createTeacher(t.db, { schoolId: await createSchool(t.db, schoolName) });
    await expect(
      createSchoolWithAdmin(t.db, { name: "", adminAccount: "abc", adminPassword: "longenough" }),
    ).rejects.toThrow("--name");
    await expect(
      createSchoolWithAdmin(t.db, { name: "X School", adminAccount: "abc", adminPassword: "short" }),
    ).rejects.toThrow("--admin-password");
    await expect(
      createSchoolWithAdmin(t.db, {
        name: schoolName,
        adminAccount: "newadmin",
        adminPassword: "longenough",
      }),
    ).rejects.toThrow("exists already");
    await expect(
      createSchoolWithAdmin(t.db, {
        name: "Y School",
        adminAccount: teacher.username,
        adminPassword: "longenough",
      }),
    ).rejects.toThrow("exists already");
    expect(await t.db.one("SELECT 1 FROM schools WHERE name IN ('X School', 'Y School')")).toBeUndefined();
  });
});
