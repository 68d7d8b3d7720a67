import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifySpeechUrl } from "../../lib/signed-url.ts";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createNotice, createTestSchool, type TestSchool, uniqueName } from "../../test/factories.ts";
import { setConfigValue } from "./repository.ts";

describe.skipIf(skipPg)("app calls", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  beforeAll(async () => {
    // Behind a reverse proxy on this host (X-Forwarded-Host/-Proto); the default trusts no proxy.
    t = await buildTestApp({ HIBIKI_TRUST_PROXY: "127.0.0.1" });
    c = client(t.app);
    school = await createTestSchool(t, { students: 6 });
  });
  afterAll(() => t?.close());

  it("app/config needs no token and carries every Config field with the spec defaults", async () => {
    const r = await c.get("/v3/app/config");
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d).toMatchObject({
      excellent_score: 80,
      standard_score: 60,
      cefr_upgrade_score: 80,
      cefr_downgrade_score: 40,
      version: 10,
    });
    for (const w of ["the", "seven", "twelfth", "wow", "between", "themselves", "sushi"])
      expect(d.poorly_words).toContain(w);
    for (const w of ["Tokyo", "Canada", "Texas", "Monday", "December", "Haruto"])
      expect(d.white_list_words).toContain(w);
    expect(d.special_string_to_semiangle).toMatchObject({
      "’": "'",
      "？": "?",
      "！": "!",
      "“": '"',
      "”": '"',
    });
  });

  it("score overrides in the config table reach app/config", async () => {
    await setConfigValue(t.db, "excellent_score", "85");
    expect((await c.get("/v3/app/config")).json().data.excellent_score).toBe(85);
    await setConfigValue(t.db, "excellent_score", "80");
  });

  it("app/version reports 1.11.0 build 8 and the maintenance state from config", async () => {
    expect((await c.get("/v3/app/version")).json().data).toMatchObject({
      version: "1.11.0",
      build: 8,
      service_status: "normal",
    });
    await setConfigValue(t.db, "service_status", "DevOpsTips");
    await setConfigValue(t.db, "service_message", "本日18時から点検します。");
    expect((await c.get("/v3/app/version")).json().data).toMatchObject({
      service_status: "DevOpsTips",
      service_message: "本日18時から点検します。",
    });
    await setConfigValue(t.db, "service_status", "bogus");
    expect((await c.get("/v3/app/version")).json().data.service_status).toBe("normal");
  });

  it("app/protocols lists the documents; agreeing flips agreed and student/info", async () => {
    const token = await school.students[0]!.signIn();
    const before = (await c.get("/v3/app/protocols", token)).json().data;
    expect(before.agreed).toBe(0);
    expect(before.third_party_SDK_list.pc_SDK).toBe("/about/details/pc_SDK");
    expect(before.docs.map((d: { type: string }) => d.type).sort()).toEqual([
      "pc_SDK",
      "permission_license",
      "privacy_policy",
      "using_protocol",
    ]);
    expect((await c.postForm("/v3/app/agree-protocols", {}, token)).statusCode).toBe(200);
    expect((await c.get("/v3/app/protocols", token)).json().data.agreed).toBe(1);
    expect((await c.get("/v3/app/protocols")).json().data.agreed).toBe(0);
    expect((await c.get("/v3/student/info", token)).json().data.protocols_agreed).toBe(1);
  });

  it("new-evaluation-service builds URLs from the host the browser used", async () => {
    const token = await school.students[1]!.signIn();
    const r = await t.app.inject({
      url: "/v3/app/new-evaluation-service",
      headers: {
        authorization: `Bearer ${token}`,
        "x-forwarded-host": "hibiki.example.jp",
        "x-forwarded-proto": "https",
      },
    });
    const urls = r.json().data;
    const secret = await t.app.secret();
    const cases = [
      [urls.evaluation_server_url, "wss://hibiki.example.jp/v3/speech/evaluate"],
      [urls.iat_auth_url, "wss://hibiki.example.jp/v3/speech/recognize"],
      [urls.tts_auth_url, "https://hibiki.example.jp/v3/tts/speak"],
    ] as const;
    for (const [url, base] of cases) {
      const parsed = new URL(url);
      expect(`${parsed.protocol}//${parsed.host}${parsed.pathname}`).toBe(base);
      const query = Object.fromEntries(parsed.searchParams);
      // signed for this path and this student only
      expect(verifySpeechUrl(query, secret, Date.now(), parsed.pathname)).toMatchObject({ ok: true });
      expect(verifySpeechUrl(query, secret, Date.now(), "/v3/other")).toMatchObject({ ok: false });
      expect(verifySpeechUrl({ ...query, student_id: "999" }, secret, Date.now(), parsed.pathname)).toEqual({
        ok: false,
        reason: "forged",
      });
    }
    expect((await c.get("/v3/app/new-evaluation-service")).statusCode).toBe(401);
  });

  it("notices: a school sees global and own notices only, reading marks them read", async () => {
    const other = await createTestSchool(t);
    const ownTitle = uniqueName("notice");
    const otherTitle = uniqueName("notice");
    await createNotice(t.db, { schoolId: school.schoolId, title: ownTitle });
    await createNotice(t.db, { schoolId: other.schoolId, title: otherTitle });
    const everyone = (await t.db.one<{ n: number }>(
      "SELECT count(*)::int AS n FROM notices WHERE school_id IS NULL",
    ))!.n;
    const demo = await school.students[2]!.signIn();
    const list = (await c.get("/v3/app/notice-list?page=1&limit=10", demo)).json().data;
    const titles = list.items.map((n: { title: string }) => n.title);
    expect(titles).toContain(ownTitle);
    expect(titles).not.toContain(otherTitle);
    expect(list.total).toBe(everyone + 1);
    const first = list.items[0];
    const content = (await c.get(`/v3/app/notice-content?notice_id=${first.notice_id}`, demo)).json().data;
    expect(content.content.length).toBeGreaterThan(0);
    const after = (await c.get("/v3/app/notice-list", demo)).json().data.items[0];
    expect(after.is_read).toBe(1);

    const sakura = await other.student.signIn();
    const sakuraList = (await c.get("/v3/app/notice-list", sakura)).json().data.items;
    const demoOnly = list.items.find((n: { title: string }) => n.title === ownTitle);
    expect(sakuraList.map((n: { title: string }) => n.title)).not.toContain(demoOnly.title);
    const peek = await c.get(`/v3/app/notice-content?notice_id=${demoOnly.notice_id}`, sakura);
    expect(peek.statusCode).toBe(404);
    expect(peek.json().data.error_key).toBe("not_found");
  });

  it("notice paging is validated", async () => {
    const token = await school.students[3]!.signIn();
    for (let i = 0; i < 3; i++) await createNotice(t.db, { schoolId: school.schoolId });
    expect((await c.get("/v3/app/notice-list?limit=2", token)).json().data.items).toHaveLength(2);
    expect((await c.get("/v3/app/notice-list?limit=500", token)).statusCode).toBe(400);
    expect((await c.get("/v3/app/notice-list?page=abc", token)).statusCode).toBe(400);
    expect((await c.get("/v3/app/notice-content?notice_id=-1", token)).statusCode).toBe(400);
  });

  it("client_errors are stored without a token, with the student when one is sent", async () => {
    const r = await c.postForm("/v3/app/client_errors", { error_code: "E1", error_message: "boom" });
    expect(r.json()).toEqual({ code: 0, message: "ok", data: null });
    const token = await school.students[4]!.signIn();
    await c.postJson(
      "/v3/app/client_errors",
      { error_code: "E2", error_message: "x", device_info: "chrome" },
      token,
    );
    const rows = await t.db.query<{ error_code: string; student_id: number | null }>(
      "SELECT error_code, student_id FROM client_errors ORDER BY id",
    );
    expect(rows[0]).toMatchObject({ error_code: "E1", student_id: null });
    expect(rows[1]?.student_id).not.toBeNull();
    const long = await c.postForm("/v3/app/client_errors", { error_message: "x".repeat(3000) });
    expect(long.statusCode).toBe(400);
  });

  it("evaluate_errors accepts both field spellings and needs a student", async () => {
    const token = await school.students[5]!.signIn();
    await c.postForm(
      "/v3/app/evaluate_errors",
      { client: "web", SID: "s1", SDK_error_code: "10002", resource_id: "r1" },
      token,
    );
    await c.postForm(
      "/v3/app/evaluate_errors",
      { sid: "s2", errorCode: "32101", errorMsg: "busy", resId: "r2" },
      token,
    );
    const rows = await t.db.query<{ sid: string; sdk_error_code: string; resource_id: string }>(
      "SELECT sid, sdk_error_code, resource_id FROM evaluate_errors ORDER BY id",
    );
    expect(rows).toEqual([
      { sid: "s1", sdk_error_code: "10002", resource_id: "r1" },
      { sid: "s2", sdk_error_code: "32101", resource_id: "r2" },
    ]);
    expect((await c.postForm("/v3/app/evaluate_errors", { sid: "s3" })).statusCode).toBe(401);
  });
});
