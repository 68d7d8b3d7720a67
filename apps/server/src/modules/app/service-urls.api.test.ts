import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";

describe.skipIf(skipPg)("app/new-evaluation-service with iFlytek credentials configured", () => {
  let t: TestApp;
  let school: TestSchool;
  beforeAll(async () => {
    t = await buildTestApp({
      IFLYTEK_APP_ID: "app123",
      IFLYTEK_API_KEY: "key456",
      IFLYTEK_API_SECRET: "secret789",
    });
    school = await createTestSchool(t, { students: 2 });
  });
  afterAll(() => t?.close());

  it("returns iFlytek's signed ISE, IAT and TTS sockets and the app id instead of the offline URLs", async () => {
    const c = client(t.app);
    const data = (await c.get("/v3/app/new-evaluation-service", await school.students[0]!.signIn())).json()
      .data;
    expect(data.app_id).toBe("app123");
    const cases = [
      [data.evaluation_server_url, "ise-api.xfyun.cn", "/v2/open-ise"],
      [data.iat_auth_url, "iat-api.xfyun.cn", "/v2/iat"],
      [data.tts_auth_url, "tts-api.xfyun.cn", "/v2/tts"],
    ] as const;
    for (const [url, host, path] of cases) {
      const u = new URL(url);
      expect([u.protocol, u.host, u.pathname]).toEqual(["wss:", host, path]);
      const authorization = Buffer.from(u.searchParams.get("authorization") ?? "", "base64").toString();
      expect(authorization).toContain('api_key="key456"');
      expect(authorization).toContain('algorithm="hmac-sha256"');
      expect(u.searchParams.get("date")).toMatch(/GMT$/);
    }
  });

  it("xfyun/get-iat-auth-url and get-tts-auth-url return the same iFlytek sockets", async () => {
    const c = client(t.app);
    const token = await school.students[1]!.signIn();
    const iat = (await c.get("/v3/xfyun/get-iat-auth-url", token)).json().data;
    const tts = (await c.get("/v3/xfyun/get-tts-auth-url", token)).json().data;
    expect(new URL(iat.url).host).toBe("iat-api.xfyun.cn");
    expect(new URL(tts.url).host).toBe("tts-api.xfyun.cn");
    expect([iat.app_id, tts.app_id]).toEqual(["app123", "app123"]);
  });
});
