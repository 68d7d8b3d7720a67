import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";

describe.skipIf(skipPg)("GET /v3/tts/speak through the signed tts_auth_url", () => {
  let t: TestApp;
  let ttsUrl: URL;
  let school: TestSchool;
  beforeAll(async () => {
    t = await buildTestApp();
    const c = client(t.app);
    school = await createTestSchool(t, { students: 3 });
    const token = await school.students[0]!.signIn();
    ttsUrl = new URL((await c.get("/v3/app/new-evaluation-service", token)).json().data.tts_auth_url);
  });
  afterAll(() => t?.close());

  const speak = (search: string) => t.app.inject({ url: `/v3/tts/speak${search}` });

  it("serves mp3 model audio for the signed URL with a text appended", async () => {
    const q = new URLSearchParams(ttsUrl.search);
    q.set("text", "Good morning, everyone.");
    const r = await speak(`?${q}`);
    expect(r.statusCode).toBe(200);
    expect(r.headers["content-type"]).toContain("audio/mpeg");
    expect(r.rawPayload.length).toBeGreaterThan(1000);
  });

  it("refuses an unsigned or tampered URL with 401 in the envelope", async () => {
    expect((await speak("?text=hello")).statusCode).toBe(401);
    const q = new URLSearchParams(ttsUrl.search);
    q.set("student_id", "12345");
    q.set("text", "hello");
    const r = await speak(`?${q}`);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ code: 401, data: { error_key: "token_invalid" } });
  });

  it("answers 400 for a text that is not English", async () => {
    const q = new URLSearchParams(ttsUrl.search);
    q.set("text", "こんにちは");
    expect((await speak(`?${q}`)).statusCode).toBe(400);
  });

  it("xfyun/get-tts-auth-url and get-iat-auth-url give this student's signed offline URLs (401 without a token)", async () => {
    const c = client(t.app);
    const token = await school.students[1]!.signIn();
    const tts = (await c.get("/v3/xfyun/get-tts-auth-url", token)).json().data;
    const iat = (await c.get("/v3/xfyun/get-iat-auth-url", token)).json().data;
    expect(new URL(tts.url).pathname).toBe("/v3/tts/speak");
    expect(new URL(iat.url).pathname).toBe("/v3/speech/recognize");
    expect(tts.app_id).toBeUndefined();
    const q = new URLSearchParams(new URL(tts.url).search);
    q.set("text", "See you tomorrow.");
    expect((await speak(`?${q}`)).statusCode).toBe(200);
    expect((await c.get("/v3/xfyun/get-tts-auth-url")).statusCode).toBe(401);
  });

  it("refuses a signed URL after its student logged out (the signature names the sign-in session)", async () => {
    const c = client(t.app);
    const token = await school.students[2]!.signIn();
    const url = new URL((await c.get("/v3/xfyun/get-tts-auth-url", token)).json().data.url);
    const q = new URLSearchParams(url.search);
    q.set("text", "Thank you.");
    expect((await speak(`?${q}`)).statusCode).toBe(200);
    // Stripping or changing the session breaks the signature.
    const stripped = new URLSearchParams(q);
    stripped.delete("session");
    expect((await speak(`?${stripped}`)).statusCode).toBe(401);
    expect((await c.postForm("/v3/student/logout", {}, token)).statusCode).toBe(200);
    const r = await speak(`?${q}`);
    expect(r.statusCode).toBe(401);
    expect(r.json()).toMatchObject({ code: 401, data: { error_key: "token_invalid" } });
  });
});
