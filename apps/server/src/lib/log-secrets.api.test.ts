import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { InjectOptions } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool } from "../test/factories.ts";
import { makeToneRecording } from "../test/tone-recording.ts";

/**
 * No live secret reaches the log: a realistic session (logins, authenticated calls, check-token with the
 * token in the query, signed recording and speech URLs, a login elsewhere, a password change, logouts) runs
 * with the app's whole log captured at trace level, then the log is searched for every token, signature
 * and password the run issued or sent.
 */

/** Query values that authorise on their own: whoever reads them can use them. */
const SECRET_PARAM = /[?&](?:sig|signature|token|access_token|authorization)=([^&#"\s]+)/gi;

/** Every secret carried by a response body: `token` fields and signed-URL parameters, raw and decoded. */
function secretsIn(value: unknown, found: Set<string>, key = ""): void {
  if (typeof value === "string") {
    if (key === "token" && value) found.add(value);
    for (const m of value.matchAll(SECRET_PARAM)) {
      const raw = m[1] ?? "";
      found.add(raw);
      found.add(decodeURIComponent(raw));
    }
  } else if (Array.isArray(value)) {
    for (const v of value) secretsIn(v, found);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) secretsIn(v, found, k);
  }
}

/** A multipart/form-data body with one mp3 file field. */
function mp3Upload(data: Buffer, token: string) {
  const boundary = "----hibikiLogSecretsBoundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="take.mp3"\r\nContent-Type: audio/mpeg\r\n\r\n`;
  return {
    method: "POST" as const,
    url: "/v3/upload/mp3",
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      "content-type": `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  };
}

describe.skipIf(skipPg)("the log of a realistic session", () => {
  let t: TestApp;
  let work: string;
  let mp3: Buffer;
  let log = "";
  const secrets = new Set<string>();

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), "hibiki-log-secrets-"));
    mp3 = makeToneRecording(work).mp3;
    const sink = new Writable({
      write(chunk, _enc, done) {
        log += String(chunk);
        done();
      },
    });
    t = await buildTestApp(
      { HIBIKI_DATA_DIR: join(work, "data"), LOG_LEVEL: "trace" },
      pino({ level: "trace" }, sink),
    );
  });
  afterAll(async () => {
    await t?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it("holds none of the tokens, signatures and passwords the session used", async () => {
    const c = client(t.app);
    /** Sends a request and keeps every secret its answer carries. */
    const send = async (r: InjectOptions) => {
      const res = await t.app.inject(r);
      try {
        secretsIn(res.json(), secrets);
      } catch {
        // not JSON (a file): nothing to collect
      }
      return res;
    };
    const get = (url: string, token?: string) =>
      send({ method: "GET", url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const post = (url: string, payload: object, token?: string) =>
      send({ method: "POST", url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
    const loginAs = async (path: string, account: string, password = "pass1234") => {
      const r = await post(path, { account, password });
      expect(r.statusCode).toBe(200);
      return r.json().data.token as string;
    };

    // A student and a teacher sign in and work.
    const school = await createTestSchool(t, { students: 2 });
    const student = school.students[0]!.username;
    const first = await loginAs("/v3/student/login", student);
    const teacher = await loginAs("/v3/teacher/login", school.teacher.username);
    expect((await get("/v3/student/info", first)).statusCode).toBe(200);
    expect((await get("/v3/student/dashboard", first)).statusCode).toBe(200);
    expect((await get("/v3/teacher/classes", teacher)).statusCode).toBe(200);
    expect((await get(`/v3/student/check-token?token=${encodeURIComponent(first)}`)).statusCode).toBe(200);
    expect((await get("/v3/student/check-token", first)).statusCode).toBe(200);

    // Signed URLs: a recording, the speech sockets and speech synthesis, each then requested.
    const upload = await send(mp3Upload(mp3, first));
    expect(upload.statusCode).toBe(200);
    const file: string = upload.json().data.file;
    expect((await get(file)).statusCode).toBe(200);
    expect((await get(`${file.replace(/sig=.*/, "sig=")}${"x".repeat(43)}`)).statusCode).toBe(403);
    const services = (await get("/v3/app/new-evaluation-service", first)).json().data;
    const tts = (await get("/v3/xfyun/get-tts-auth-url", first)).json().data.url as string;
    const iat = (await get("/v3/xfyun/get-iat-auth-url", first)).json().data.url as string;
    for (const url of [services.evaluation_server_url as string, iat, tts]) {
      const u = new URL(url);
      await get(`${u.pathname}${u.search}`);
    }

    // The same student signs in on another device: the first token is refused, in a header and a query.
    const second = await loginAs("/v3/student/login", student);
    expect((await get("/v3/student/info", first)).statusCode).toBe(401);
    expect(
      (await get(`/v3/student/check-token?token=${encodeURIComponent(first)}`)).json().data,
    ).toBeDefined();
    const changed = await post(
      "/v3/student/change-password",
      { old_password: "pass1234", new_password: "Secret9183", confirm_password: "Secret9183" },
      second,
    );
    expect(changed.statusCode).toBe(200);
    const third = await loginAs("/v3/student/login", student, "Secret9183");
    expect((await post("/v3/student/logout", {}, third)).statusCode).toBe(200);
    expect((await post("/v3/teacher/logout", {}, teacher)).statusCode).toBe(200);
    expect((await get("/v3/teacher/classes", teacher)).statusCode).toBe(401);
    await c.postForm("/v3/student/login", { account: school.students[1]!.username, password: "wrong5521x" });

    for (const token of [first, second, third, teacher]) secrets.add(token);
    const signed = [...secrets].filter((s) => s.length >= 16);
    // The run really issued tokens and signatures, and really logged the requests that carried them.
    expect(signed.length).toBeGreaterThanOrEqual(8);
    expect(log).toContain("check-token?token=[redacted]");
    expect(log).toContain("sig=[redacted]");
    const leaked = signed.filter((s) => log.includes(s));
    expect(leaked).toEqual([]);
    for (const password of ["pass1234", "Secret9183", "wrong5521x"]) expect(log).not.toContain(password);
  });
});
