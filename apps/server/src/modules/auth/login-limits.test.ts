import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { buildApp } from "../../app.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import {
  createStudent,
  createTestSchool,
  type TestSchool,
  uniqueName,
  updateStudentProfile,
} from "../../test/factories.ts";

/** Posts a login from a given client address (and X-Forwarded-For header). */
function loginFrom(
  app: FastifyInstance,
  account: string,
  password: string,
  from: { ip?: string; forwardedFor?: string } = {},
  path = "/v3/student/login",
) {
  return app.inject({
    method: "POST",
    url: path,
    payload: { account, password },
    remoteAddress: from.ip ?? "127.0.0.1",
    headers: from.forwardedFor ? { "x-forwarded-for": from.forwardedFor } : {},
  });
}

/** Status codes of the answers, in order. */
async function statuses(requests: Array<() => Promise<{ statusCode: number }>>): Promise<number[]> {
  const out: number[] = [];
  for (const r of requests) out.push((await r()).statusCode);
  return out;
}

/** A builder of test apps closed after the file. */
function apps() {
  const open: TestApp[] = [];
  afterAll(() => Promise.all(open.map((t) => t.close())));
  return async (env: Record<string, string>) => {
    const t = await buildTestApp(env);
    open.push(t);
    return t;
  };
}

/** @returns the usernames of a new school's `n` students (each with an active card) in the app's database */
async function studentsOf(t: TestApp, n: number): Promise<string[]> {
  return (await createTestSchool(t, { students: n })).students.map((s) => s.username);
}

/**
 * Gives a student of the school a verified e-mail `<local>@example.com`.
 * @returns the address and the address with its local part in capitals
 */
async function giveEmail(t: TestApp, studentId: number) {
  const local = uniqueName("email");
  const address = `${local}@example.com`;
  await updateStudentProfile(t.db, studentId, { email: address });
  return { address, capitals: `${local.toUpperCase()}@example.com` };
}

describe.skipIf(skipPg)("login limits per account", () => {
  const build = apps();
  let app: FastifyInstance;
  /** four students, the first with a verified e-mail */
  let school: TestSchool;
  let email1: string;
  let address: string;
  let capitals: string;
  const student = (i: number) => school.students[i]!.username;
  beforeAll(async () => {
    const t = await build({ HIBIKI_LOGIN_RATE_MAX: "4", HIBIKI_LOGIN_SLOW_AFTER: "100" });
    app = t.app;
    school = await createTestSchool(t, { students: 4 });
    email1 = student(0);
    ({ address, capitals } = await giveEmail(t, school.students[0]!.id));
  });

  it("counts the account's name and e-mail together and locks it, even for the right password", async () => {
    const codes = await statuses([
      () => loginFrom(app, email1, "wrong1"),
      () => loginFrom(app, capitals, "wrong2"),
      () => loginFrom(app, email1, "wrong3", { ip: "10.0.0.2" }),
      () => loginFrom(app, address, "wrong4", { ip: "10.0.0.3" }),
    ]);
    expect(codes).toEqual([400, 400, 400, 400]);
    for (const account of [email1, address]) {
      const r = await loginFrom(app, account, "pass1234", { ip: "10.0.0.9" });
      expect(r.statusCode).toBe(429);
      expect(r.json()).toMatchObject({ code: 429, data: { error_key: "login_rate_limited" } });
      expect(r.json().message).toContain("ログインの試行回数");
      expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another account from the same addresses is not held up.
    expect((await loginFrom(app, student(1), "pass1234")).statusCode).toBe(200);
  });

  it("a right password clears the account's failures", async () => {
    const wrong = () => loginFrom(app, student(2), "wrong");
    expect(await statuses([wrong, wrong, wrong])).toEqual([400, 400, 400]);
    expect((await loginFrom(app, student(2), "pass1234")).statusCode).toBe(200);
    expect(await statuses([wrong, wrong, wrong, wrong, wrong])).toEqual([400, 400, 400, 400, 429]);
  });

  it("counts an unknown identifier on its normalised spelling", async () => {
    const codes = await statuses(
      [
        "Ghost@Example.com",
        "ghost@example.com",
        " GHOST@EXAMPLE.COM",
        "ｇｈｏｓｔ@example.com",
        "ghost@example.com",
      ].map((account) => () => loginFrom(app, account, "pass1234")),
    );
    expect(codes).toEqual([400, 400, 400, 400, 429]);
  });

  it("teachers have their own counter per account", async () => {
    const teacher = school.teacher.username;
    const wrong = () => loginFrom(app, teacher, "nope1234", {}, "/v3/teacher/login");
    expect(await statuses([wrong, wrong, wrong, wrong, wrong])).toEqual([400, 400, 400, 400, 429]);
    const r = await loginFrom(app, teacher, "pass1234", {}, "/v3/teacher/login");
    expect(r.json().data.error_key).toBe("login_rate_limited");
    // A student with no failures still signs in.
    expect((await loginFrom(app, student(3), "pass1234")).statusCode).toBe(200);
  });
});

/**
 * Failed attempts one after the other until the first 429 (at most `max`).
 * @returns the status codes, the last one the 429 if any
 */
async function failUntil429(attempt: (i: number) => Promise<{ statusCode: number }>, max: number) {
  const codes: number[] = [];
  let retryAfter: string | undefined;
  for (let i = 0; i < max && codes.at(-1) !== 429; i++) {
    const r = (await attempt(i)) as { statusCode: number; headers: Record<string, unknown> };
    codes.push(r.statusCode);
    retryAfter = r.headers["retry-after"] as string | undefined;
  }
  return { codes, retryAfter: Number(retryAfter) };
}

describe.skipIf(skipPg)("login slow-down", () => {
  const build = apps();

  // The delays (1 s, 2 s, 4 s, … after the last failure) are timed in attempt-counters.test.ts with a
  // clock; here, failures in a row must meet a short 429 before the lock, however slow the machine.
  it("per account: past the slow-down point a failure must wait (429, short Retry-After) before the lock", async () => {
    const t = await build({ HIBIKI_LOGIN_RATE_MAX: "10", HIBIKI_LOGIN_SLOW_AFTER: "2" });
    const app = t.app;
    const [student5, student6] = await studentsOf(t, 2);
    const { codes, retryAfter } = await failUntil429(() => loginFrom(app, student5!, "wrong"), 10);
    expect(codes.slice(0, 2)).toEqual([400, 400]);
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((c) => c === 400).length).toBeLessThan(10);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await loginFrom(app, student6!, "pass1234")).statusCode).toBe(200);
  });

  it("per IP: one address spraying one password over accounts meets 429 soon after 25 failures", async () => {
    const { app } = await build({});
    const spray = (i: number) => loginFrom(app, `spray-${i}`, "pass1234", { ip: "10.1.1.1" });
    const { codes, retryAfter } = await failUntil429(spray, 40);
    // Defaults: HIBIKI_LOGIN_IP_RATE_MAX 50, slowed down after 25.
    expect(codes.slice(0, 25).every((c) => c === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect(codes.length).toBeLessThan(40);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

describe.skipIf(skipPg)("login limits per IP across accounts", () => {
  const build = apps();

  it("locks an address after its failures on many accounts; other addresses sign in", async () => {
    const t = await build({ HIBIKI_LOGIN_IP_RATE_MAX: "5", HIBIKI_LOGIN_IP_SLOW_AFTER: "100" });
    const app = t.app;
    const [student2] = await studentsOf(t, 1);
    const codes = await statuses(
      Array.from({ length: 6 }, (_, i) => () => loginFrom(app, `spray-${i}`, "pass1234", { ip: "10.1.1.1" })),
    );
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
    const r = await loginFrom(app, student2!, "pass1234", { ip: "10.1.1.1" });
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ code: 429, data: { error_key: "login_rate_limited" } });
    expect(Number(r.headers["retry-after"])).toBeGreaterThan(60);
    expect((await loginFrom(app, student2!, "pass1234", { ip: "10.1.1.2" })).statusCode).toBe(200);
  });

  it("right passwords from a shared school address do not use the address up", async () => {
    const t = await build({ HIBIKI_LOGIN_IP_RATE_MAX: "4" });
    const app = t.app;
    const students = await studentsOf(t, 3);
    for (let round = 0; round < 3; round++)
      for (const s of students)
        expect((await loginFrom(app, s, "pass1234", { ip: "10.2.2.2" })).statusCode).toBe(200);
    expect((await loginFrom(app, "nobody", "x", { ip: "10.2.2.2" })).statusCode).toBe(400);
  });
});

describe.skipIf(skipPg)("global login limit", () => {
  const build = apps();

  it("failures from many addresses on many accounts add up to a limit for every login", async () => {
    const t = await build({ HIBIKI_LOGIN_GLOBAL_RATE_MAX: "5" });
    const app = t.app;
    const [student2] = await studentsOf(t, 1);
    const codes = await statuses(
      Array.from(
        { length: 5 },
        (_, i) => () => loginFrom(app, `bot-${i}`, "pass1234", { ip: `10.3.0.${i}` }),
      ),
    );
    expect(codes).toEqual([400, 400, 400, 400, 400]);
    const r = await loginFrom(app, student2!, "pass1234", { ip: "10.3.1.1" });
    expect(r.statusCode).toBe(429);
    expect(r.json().data.error_key).toBe("login_rate_limited");
  });
});

describe.skipIf(skipPg)("X-Forwarded-For", () => {
  const build = apps();
  const noSlowDown = { HIBIKI_LOGIN_SLOW_AFTER: "100", HIBIKI_LOGIN_IP_SLOW_AFTER: "100" };

  it("is ignored by default: a fresh forwarded address gets past neither a locked account nor an IP limit", async () => {
    const t = await build({ ...noSlowDown, HIBIKI_LOGIN_RATE_MAX: "2", HIBIKI_LOGIN_IP_RATE_MAX: "3" });
    const app = t.app;
    const [student7, student8] = (await studentsOf(t, 2)) as [string, string];
    const fresh = (i: number) => ({ forwardedFor: `203.0.113.${i}` });
    expect(
      await statuses([
        () => loginFrom(app, student7, "wrong", fresh(1)),
        () => loginFrom(app, student7, "wrong", fresh(2)),
        () => loginFrom(app, student7, "pass1234", fresh(3)),
        () => loginFrom(app, "someone", "wrong", fresh(4)),
        // 127.0.0.1 has 3 failures now, whatever the header says.
        () => loginFrom(app, student8, "pass1234", fresh(5)),
      ]),
    ).toEqual([400, 400, 429, 400, 429]);
    // The 429s were about 127.0.0.1: another address signs student8 in.
    expect((await loginFrom(app, student8, "pass1234", { ip: "10.0.0.7" })).statusCode).toBe(200);
  });

  it("is used when HIBIKI_TRUST_PROXY names the proxy: each forwarded client has its own IP counter", async () => {
    const t = await build({
      ...noSlowDown,
      HIBIKI_LOGIN_IP_RATE_MAX: "2",
      HIBIKI_TRUST_PROXY: "127.0.0.1",
    });
    const app = t.app;
    const [student8] = await studentsOf(t, 1);
    const from = (ip: string) => ({ forwardedFor: ip });
    expect(
      await statuses([
        () => loginFrom(app, "a1", "wrong", from("203.0.113.10")),
        () => loginFrom(app, "a2", "wrong", from("203.0.113.10")),
        () => loginFrom(app, "a3", "wrong", from("203.0.113.10")),
      ]),
    ).toEqual([400, 400, 429]);
    // Another client behind the same proxy is counted apart and signs in.
    expect((await loginFrom(app, student8!, "pass1234", from("203.0.113.11"))).statusCode).toBe(200);
    // A proxy that is not named cannot choose the address: its clients count as the proxy.
    const untrusted = (i: number) =>
      loginFrom(app, `b${i}`, "wrong", { ip: "10.9.9.9", forwardedFor: `198.51.100.${i}` });
    expect(await statuses([1, 2, 3].map((i) => () => untrusted(i)))).toEqual([400, 400, 429]);
  });
});

describe.skipIf(skipPg)("password change and reset limits", () => {
  const build = apps();
  let app: FastifyInstance;
  let c: ReturnType<typeof client>;
  /** four students, the third with a verified e-mail, and a student in no class */
  let school: TestSchool;
  let email1: string;
  let address: string;
  let noClass: string;
  const student = (i: number) => school.students[i]!.username;
  beforeAll(async () => {
    const t = await build({
      HIBIKI_LOGIN_RATE_MAX: "3",
      HIBIKI_LOGIN_SLOW_AFTER: "100",
      HIBIKI_LOGIN_IP_RATE_MAX: "100",
      HIBIKI_FORGOT_RATE_MAX: "2",
    });
    app = t.app;
    c = client(app);
    school = await createTestSchool(t, { students: 4 });
    email1 = student(2);
    ({ address } = await giveEmail(t, school.students[2]!.id));
    noClass = (await createStudent(t.db, { schoolId: school.schoolId, card: "active" })).username;
  });

  const change = (token: string, old: string, ip = "127.0.0.1") =>
    app.inject({
      method: "POST",
      url: "/v3/student/change-password",
      headers: { authorization: `Bearer ${token}` },
      payload: { old_password: old, new_password: "newpw123", confirm_password: "newpw123" },
      remoteAddress: ip,
    });

  it("change-password: guesses of the old password are limited per account, and count as its logins", async () => {
    const token = await c.login(student(0));
    expect(await statuses([1, 2, 3].map((i) => () => change(token, `guess${i}`)))).toEqual([400, 400, 400]);
    const r = await change(token, "pass1234");
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ code: 429, data: { error_key: "rate_limited" } });
    expect(r.headers["retry-after"]).toBeDefined();
    expect((await loginFrom(app, student(0), "pass1234")).statusCode).toBe(429);
    // The password was not changed, and the session still works.
    expect((await c.get("/v3/student/info", token)).statusCode).toBe(200);
    expect((await loginFrom(app, student(1), "pass1234")).statusCode).toBe(200);
  });

  it("change-password: a right old password after a wrong one works and clears the count", async () => {
    const token = await c.login(student(3));
    expect((await change(token, "guess1")).statusCode).toBe(400);
    expect((await change(token, "guess2")).statusCode).toBe(400);
    expect((await change(token, "pass1234")).statusCode).toBe(200);
  });

  it("forgot-password: requests per account (name and e-mail together) are limited", async () => {
    const forgot = (account: string) =>
      app.inject({ method: "POST", url: "/v3/student/forgot-password", payload: { account } });
    expect((await forgot(email1)).json().data.method).toBe("email");
    expect((await forgot(address)).json().data.method).toBe("email");
    const third = await forgot(email1);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 429, data: { error_key: "rate_limited" } });
    // Other accounts can still ask.
    expect((await forgot(student(1))).json().data).toEqual({ method: "ask_teacher" });
  });

  it("forgot-password: requests per IP across accounts are limited (four times the account limit)", async () => {
    const forgot = (account: string) =>
      app.inject({
        method: "POST",
        url: "/v3/student/forgot-password",
        payload: { account },
        remoteAddress: "10.4.4.4",
      });
    const codes = await statuses(Array.from({ length: 9 }, (_, i) => () => forgot(`who-${i}`)));
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429]);
  });

  it("reset-password: wrong codes are limited per account across codes", async () => {
    const reset = (account: string, code: string) =>
      app.inject({
        method: "POST",
        url: "/v3/student/reset-password",
        payload: { account, code, new_password: "reset123", confirm_password: "reset123" },
        remoteAddress: "10.5.5.5",
      });
    const codes = await statuses(["111111", "222222", "333333"].map((code) => () => reset(noClass, code)));
    expect(codes).toEqual([400, 400, 400]);
    const r = await reset(noClass, "444444");
    expect(r.statusCode).toBe(429);
    expect(r.json().data.error_key).toBe("rate_limited");
  });
});

describe.skipIf(skipPg)("login limits in Redis", () => {
  const build = apps();

  it("are shared by two server processes on one Redis (and one database)", async () => {
    const env = {
      REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      // A fresh prefix per run: Redis outlives the test, and other runs use it at the same time.
      HIBIKI_RATE_LIMIT_PREFIX: `hibiki-test:${randomBytes(6).toString("hex")}:`,
      HIBIKI_LOGIN_RATE_MAX: "3",
      HIBIKI_LOGIN_SLOW_AFTER: "100",
    };
    const t = await build(env);
    const one = t.app;
    const two = await buildApp({ db: t.db, env: one.env, logger: false });
    onTestFinished(() => two.close());
    await two.ready();
    const [student12, student13] = (await studentsOf(t, 2)) as [string, string];
    expect(
      await statuses([
        () => loginFrom(one, student12, "wrong"),
        () => loginFrom(two, student12, "wrong"),
        () => loginFrom(one, student12, "wrong"),
      ]),
    ).toEqual([400, 400, 400]);
    const r = await loginFrom(two, student12, "pass1234");
    expect(r.statusCode).toBe(429);
    expect(r.json().data.error_key).toBe("login_rate_limited");
    expect((await loginFrom(two, student13, "pass1234")).statusCode).toBe(200);
  });
});
