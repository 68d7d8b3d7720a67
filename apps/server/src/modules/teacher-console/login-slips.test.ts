import { PASSWORD_PATTERN } from "@hibiki/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";
import { slipPassword } from "./roster-service.ts";

describe.skipIf(skipPg)("login slips", () => {
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

  it("issues new initial passwords once: the old ones stop working, the new ones sign in", async () => {
    const [a, b] = school.students;
    const old = await a!.signIn();
    const slips = (body: Record<string, unknown>, token = teacher) =>
      c.postJson("/v3/teacher/login-slips", { class_id: school.classId, ...body }, token);
    expect((await slips({ student_ids: "1;2" })).statusCode).toBe(400);
    expect((await slips({}, otherTeacher)).statusCode).toBe(404);
    const stranger = (await createTestSchool(t)).student.id;
    expect((await slips({ student_ids: `${a!.id},${stranger}` })).statusCode).toBe(404);

    const r = await slips({ student_ids: `${a!.id},${b!.id}` });
    expect(r.statusCode).toBe(200);
    const { class_name, items } = r.json().data;
    expect(class_name).toBe(school.className);
    expect(items.map((i: { username: string }) => i.username)).toEqual([a!.username, b!.username].sort());
    for (const i of items) expect(i.password).toMatch(PASSWORD_PATTERN);
    expect((await c.get("/v3/student/info", old)).statusCode).toBe(401);
    const login = (account: string, password: string) =>
      c.postJson("/v3/student/login", { account, password });
    expect((await login(a!.username, "pass1234")).statusCode).toBe(400);
    const mine = items.find((i: { username: string }) => i.username === a!.username);
    expect((await login(a!.username, mine.password)).statusCode).toBe(200);
    // every active student of the class when none is chosen
    expect((await slips({})).json().data.items).toHaveLength(3);
  });

  it("makes passwords a student can copy from paper", () => {
    for (let i = 0; i < 200; i++) {
      const p = slipPassword();
      expect(p).toMatch(PASSWORD_PATTERN);
      expect(p).not.toMatch(/[01oilIO]/);
      expect(p).toMatch(/\d/);
      expect(p).toMatch(/[a-z]/);
    }
  });
});
