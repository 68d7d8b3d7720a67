import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool, uniqueName, updateStudentProfile } from "../../test/factories.ts";

describe.skipIf(skipPg)("change password", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t, { students: 2 });
  });
  afterAll(() => t?.close());

  const change = (
    token: string,
    old_password: string,
    new_password: string,
    confirm_password = new_password,
  ) => c.postForm("/v3/student/change-password", { old_password, new_password, confirm_password }, token);

  it.each([
    ["", "abc123", "abc123", "password_old_required"],
    ["pass1234", "", "", "password_new_required"],
    ["pass1234", "abc12", "abc12", "password_min_length"],
    ["pass1234", "abcdef12345", "abcdef12345", "password_alnum_5_10"],
    ["pass1234", "ａｂｃ１２３", "ａｂｃ１２３", "password_alnum_5_10"],
    ["pass1234", "abc-123", "abc-123", "password_alnum_5_10"],
    ["pass1234", "abc123", "", "password_confirm_required"],
    ["pass1234", "abc123", "abc124", "password_confirm_mismatch"],
    ["pass1234", "pass1234", "pass1234", "password_same_as_old"],
    ["wrong123", "abc123", "abc123", "password_old_wrong"],
  ])("old=%s new=%s confirm=%s → 400 %s", async (old, next, confirm, key) => {
    const token = await c.login(school.students[0]!.username);
    const r = await change(token, old, next, confirm);
    expect(r.statusCode).toBe(400);
    expect(r.json().data.error_key).toBe(key);
    expect(r.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  it("changes the password: this session stays, older tokens stay dead, the new password signs in", async () => {
    // One session per account: the second login already ended `other`; the change must not revive it.
    const account = school.students[1]!.username;
    const other = await c.login(account);
    const token = await c.login(account);
    const r = await change(token, "pass1234", "newpw123");
    expect(r.statusCode).toBe(200);
    expect(r.json().data.token).toBe(token);
    expect((await c.get("/v3/student/info", token)).statusCode).toBe(200);
    expect((await c.get("/v3/student/info", other)).statusCode).toBe(401);
    const oldLogin = await c.postForm("/v3/student/login", { account, password: "pass1234" });
    expect(oldLogin.json().data.error_key).toBe("login_wrong_credentials");
    const fresh = await c.login(account, "newpw123");
    const info = await c.get("/v3/student/info", fresh);
    expect(info.json().data.change_password_remind).toBe(0);
  });
});

describe.skipIf(skipPg)("forgot and reset password", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  /** a school-issued account, and an account with a verified e-mail `<local>@example.com` */
  let schoolIssued: string;
  let email1: string;
  const local = uniqueName("e");
  const address = `${local}@example.com`;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    const school = await createTestSchool(t, { students: 2 });
    schoolIssued = school.students[0]!.username;
    email1 = school.students[1]!.username;
    await updateStudentProfile(t.db, school.students[1]!.id, { email: address });
  });
  afterAll(() => t?.close());

  const codeFromMail = () => {
    const text = t.mail.at(-1)?.text ?? "";
    const m = /認証コード: (\d{6})/.exec(text);
    if (!m?.[1]) throw new Error(`no code in mail: ${text}`);
    return m[1];
  };

  it("school-issued accounts (and unknown ones) are told to ask their teacher; no mail is sent", async () => {
    for (const account of [schoolIssued, "no-such-account"]) {
      const r = await c.postForm("/v3/student/forgot-password", { account });
      expect(r.json()).toEqual({ code: 0, message: "ok", data: { method: "ask_teacher" } });
    }
    expect(t.mail).toHaveLength(0);
  });

  it("rejects an empty account with 400", async () => {
    const r = await c.postForm("/v3/student/forgot-password", { account: "" });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.fields).toHaveProperty("body.account");
  });

  it("a verified e-mail gets a 6-digit code by mail; the code resets the password once", async () => {
    const session = await c.login(email1);
    const r = await c.postForm("/v3/student/forgot-password", { account: email1 });
    expect(r.json().data).toEqual({ method: "email", masked_email: "e***@example.com" });
    expect(t.mail.at(-1)?.to).toBe(address);
    const code = codeFromMail();

    const wrong = code === "000000" ? "000001" : "000000";
    const bad = await c.postForm("/v3/student/reset-password", {
      account: email1,
      code: wrong,
      new_password: "reset123",
      confirm_password: "reset123",
    });
    expect(bad.json().data.error_key).toBe("reset_code_invalid");

    const weak = await c.postForm("/v3/student/reset-password", {
      account: email1,
      code,
      new_password: "abc",
      confirm_password: "abc",
    });
    expect(weak.json().data.error_key).toBe("password_min_length");

    const ok = await c.postForm("/v3/student/reset-password", {
      account: email1,
      code,
      new_password: "reset123",
      confirm_password: "reset123",
    });
    expect(ok.json()).toEqual({ code: 0, message: "ok", data: null });
    expect((await c.get("/v3/student/info", session)).statusCode).toBe(401);
    await c.login(email1, "reset123");
    // The e-mail address also works as the account ID.
    await c.login(`${local.toUpperCase()}@example.com`, "reset123");

    const again = await c.postForm("/v3/student/reset-password", {
      account: email1,
      code,
      new_password: "other123",
      confirm_password: "other123",
    });
    expect(again.json().data.error_key).toBe("reset_code_invalid");
  });

  it("closes a code after 5 wrong tries, even for the right code afterwards", async () => {
    await c.postForm("/v3/student/forgot-password", { account: email1 });
    const code = codeFromMail();
    const wrong = code === "111111" ? "222222" : "111111";
    const body = (x: string) => ({
      account: email1,
      code: x,
      new_password: "later123",
      confirm_password: "later123",
    });
    for (let i = 0; i < 5; i++) await c.postForm("/v3/student/reset-password", body(wrong));
    const r = await c.postForm("/v3/student/reset-password", body(code));
    expect(r.json().data.error_key).toBe("reset_code_invalid");
  });

  it("refuses a code that is not 6 digits with 400 naming the field", async () => {
    const r = await c.postForm("/v3/student/reset-password", {
      account: email1,
      code: "12ab",
      new_password: "later123",
      confirm_password: "later123",
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.fields).toHaveProperty("body.code");
  });
});
