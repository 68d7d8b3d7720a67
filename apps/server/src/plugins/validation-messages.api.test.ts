import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../test/factories.ts";

/** Issue 16 item 17: a validation error names the field in words and its limit, never the raw key. */
describe.skipIf(skipPg)("validation messages name the field in words", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    school = await createTestSchool(t);
    token = await school.student.signIn();
  });
  afterAll(() => t?.close());

  const RAW = /content|class_code|card_id|account|res_code|guid|入力内容が正しくありません/;

  it("a 10,000-character essay: 作文 and its 6,000 character limit", async () => {
    const r = await c.postJson("/v3/writing/submit", { content: "a".repeat(10_000) }, token);
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({
      code: 400,
      message: "作文は 6,000 文字以内で入力してください。",
      data: {
        error_key: "bad_request",
        fields: { "body.content": "作文は 6,000 文字以内で入力してください。" },
      },
    });
  });

  it("in English when the request asks for English", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/v3/writing/submit",
      headers: { authorization: `Bearer ${token}`, "accept-language": "en" },
      payload: { content: "a".repeat(10_000) },
    });
    expect(r.json().message).toBe("Essay must be at most 6,000 characters.");
  });

  it.each([
    [
      "POST",
      "/v3/student/join-class",
      { class_code: "X".repeat(40) },
      "クラスコードは 16 文字以内で入力してください。",
    ],
    ["POST", "/v3/student/join-class", { class_code: "  " }, "クラスコードを入力してください。"],
    [
      "POST",
      "/v3/student/edu_card_active",
      { card_id: "1".repeat(50) },
      "学習カード番号は 32 文字以内で入力してください。",
    ],
    ["POST", "/v3/student/edu_card_active", {}, "学習カード番号を入力してください。"],
    ["GET", "/v3/student/class-by-code?class_code=", null, "クラスコードを入力してください。"],
    ["GET", "/v3/history/details", null, "教材コードを入力してください。"],
    ["GET", "/v3/history/details-deep?guid=", null, "解答記録の IDを入力してください。"],
    [
      "GET",
      `/v3/history/details?res_code=${"r".repeat(101)}`,
      null,
      "教材コードは 100 文字以内で入力してください。",
    ],
  ] as const)("%s %s %j → %s", async (method, url, payload, message) => {
    const r = method === "GET" ? await c.get(url, token) : await c.postJson(url, payload, token);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(message);
    expect(r.json().message).not.toMatch(RAW);
  });

  it("login with an over-long account ID names ユーザー ID and 64 characters", async () => {
    const r = await t.app.inject({
      method: "POST",
      url: "/v3/student/login",
      payload: { account: "a".repeat(65), password: "x" },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe("ユーザー IDは 64 文字以内で入力してください。");
  });
});
