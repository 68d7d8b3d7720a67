import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, updateStudentProfile } from "../../test/factories.ts";

describe.skipIf(skipPg)("auth calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  /** a school with a teacher and seven students, the second a college student */
  let school: TestSchool;
  /** the username of student i (0-based) */
  const student = (i: number) => school.students[i]!.username;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 7 });
    await updateStudentProfile(t.db, school.students[1]!.id, { college: true });
  });
  afterAll(() => t?.close());

  it("signs a student in with a form-encoded body and the token opens student/info", async () => {
    const r = await c.postForm("/v3/student/login", { account: student(0), password: "pass1234" });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({
      code: 0,
      message: "ok",
      data: { username: student(0), is_college_student: 0 },
    });
    const info = await c.get("/v3/student/info", body.data.token);
    expect(info.json().data.username).toBe(student(0));
  });

  it("signs in with JSON too and reports college students", async () => {
    const r = await c.postJson("/v3/student/login", { account: student(1), password: "pass1234" });
    expect(r.json().data.is_college_student).toBe(1);
  });

  it.each([
    [{}, "login_required_both", "アカウントIDとパスワードを入力してください。"],
    [
      { password: "pass1234" },
      "login_required_account",
      "ユーザーIDまたはメールアドレスを入力してください。",
    ],
    [{ account: "someone" }, "login_required_password", "パスワードを入力してください。"],
    [{ account: "  ", password: "" }, "login_required_both", "アカウントIDとパスワードを入力してください。"],
  ])("answers 400 with the §5 message for missing input %j", async (form, key, message) => {
    const r = await c.postForm("/v3/student/login", form as Record<string, string>);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 400, message, data: { error_key: key } });
  });

  it("answers 400 login_wrong_credentials for a wrong password and for an unknown account alike", async () => {
    for (const form of [
      { account: student(2), password: "wrong999" },
      { account: "nobody-here", password: "pass1234" },
    ]) {
      const r = await c.postForm("/v3/student/login", form);
      expect(r.statusCode).toBe(400);
      expect(r.json().data.error_key).toBe("login_wrong_credentials");
    }
  });

  it("refuses an over-long password input with 400 naming the field", async () => {
    const r = await c.postForm("/v3/student/login", { account: student(0), password: "x".repeat(200) });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.fields).toHaveProperty("body.password");
  });

  it("a second login elsewhere replaces the first token (401 token_login_elsewhere)", async () => {
    const first = await c.login(student(3));
    const second = await c.login(student(3));
    const old = await c.get("/v3/student/info", first);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toMatchObject({ code: 401, data: { error_key: "token_login_elsewhere" } });
    expect(old.json().message).toContain("他の端末でログイン");
    expect((await c.get("/v3/student/info", second)).statusCode).toBe(200);
  });

  it("logout ends the session: the token then answers 401 token_invalid", async () => {
    const token = await c.login(student(4));
    const out = await c.postForm("/v3/student/logout", {}, token);
    expect(out.json()).toEqual({ code: 0, message: "ok", data: null });
    const after = await c.get("/v3/student/dashboard", token);
    expect(after.statusCode).toBe(401);
    expect(after.json().data.error_key).toBe("token_invalid");
  });

  it("answers 401 token_missing without a token and token_invalid for a made-up one", async () => {
    const none = await c.get("/v3/student/info");
    expect(none.statusCode).toBe(401);
    expect(none.json().data.error_key).toBe("token_missing");
    const fake = await c.get("/v3/student/info", "made-up-token");
    expect(fake.json().data.error_key).toBe("token_invalid");
  });

  it("check-token tells whether a token is still the active session", async () => {
    const token = await c.login(student(5));
    expect((await c.get(`/v3/student/check-token?token=${token}`)).json().data).toEqual({ valid: 1 });
    expect((await c.get("/v3/student/check-token", token)).json().data).toEqual({ valid: 1 });
    await c.login(student(5));
    expect((await c.get(`/v3/student/check-token?token=${token}`)).json().data).toEqual({ valid: 0 });
    expect((await c.get("/v3/student/check-token")).json().data).toEqual({ valid: 0 });
  });

  it("teachers sign in separately; a teacher token is not a student token and vice versa", async () => {
    const teacher = await c.login(school.teacher.username, "pass1234", "/v3/teacher/login");
    expect((await c.get("/v3/student/info", teacher)).statusCode).toBe(401);
    const studentToken = await c.login(student(6));
    expect((await c.get("/v3/teacher/info", studentToken)).statusCode).toBe(401);
    const wrong = await c.postForm("/v3/teacher/login", {
      account: school.teacher.username,
      password: "nope1234",
    });
    expect(wrong.json().data.error_key).toBe("login_wrong_credentials");
    expect((await c.postForm("/v3/teacher/logout", {}, teacher)).statusCode).toBe(200);
    expect((await c.get("/v3/teacher/info", teacher)).json().data.error_key).toBe("token_invalid");
  });
});

describe.skipIf(skipPg)("login rate limit", () => {
  let t: TestApp;
  let school: TestSchool;
  beforeAll(async () => {
    t = await buildTestApp({ HIBIKI_LOGIN_RATE_MAX: "3" });
    school = await createTestSchool(t, { students: 2 });
  });
  afterAll(() => t?.close());

  it("answers 429 in the envelope after too many attempts for one account and IP; other accounts go on", async () => {
    const c = client(t.app);
    const codes: number[] = [];
    for (let i = 0; i < 4; i++)
      codes.push(
        (await c.postForm("/v3/student/login", { account: school.students[0]!.username, password: "bad" }))
          .statusCode,
      );
    expect(codes).toEqual([400, 400, 400, 429]);
    const limited = await c.postForm("/v3/student/login", {
      account: school.students[0]!.username,
      password: "pass1234",
    });
    expect(limited.json()).toMatchObject({ code: 429, data: { error_key: "login_rate_limited" } });
    expect(
      (await c.postForm("/v3/student/login", { account: school.students[1]!.username, password: "pass1234" }))
        .statusCode,
    ).toBe(200);
  });
});

describe.skipIf(skipPg)("login rate limit in Redis", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      HIBIKI_LOGIN_RATE_MAX: "2",
      REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      // Redis outlives the test and other runs share it: counters of this run under their own prefix.
      HIBIKI_RATE_LIMIT_PREFIX: `hibiki-test:${Date.now()}-${Math.random().toString(36).slice(2)}:`,
    });
  });
  afterAll(() => t?.close());

  it("keeps the counters in Redis when REDIS_URL is set", async () => {
    const c = client(t.app);
    // A fresh account name per run, because Redis outlives the test.
    const account = `probe-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const codes: number[] = [];
    for (let i = 0; i < 3; i++)
      codes.push((await c.postForm("/v3/student/login", { account, password: "x" })).statusCode);
    expect(codes).toEqual([400, 400, 429]);
  });
});
