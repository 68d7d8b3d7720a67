import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool } from "../test/factories.ts";

// A NUL or other control character in any text field is a 400 in the envelope naming the field, on
// every route (it used to reach PostgreSQL and answer 500 with a stack trace in the log).
describe.skipIf(skipPg)("control characters in input", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let account: string;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    account = (await createTestSchool(t)).student.username;
  });
  afterAll(() => t?.close());

  it.each([
    [
      "a form body",
      () => c.postForm("/v3/student/login", { account: `${account}\u0000`, password: "pass1234" }),
    ],
    ["a JSON body", () => c.postJson("/v3/student/login", { account, password: "pass\u00001234" })],
    [
      "an escape character",
      () => c.postForm("/v3/student/login", { account: "stu\u001bdent1", password: "x" }),
    ],
  ])("refuses %s with 400 bad_request naming the field", async (_case, send) => {
    const r = await send();
    expect(r.statusCode).toBe(400);
    const body = r.json();
    expect(body.code).toBe(400);
    expect(body.data.error_key).toBe("bad_request");
    expect(Object.keys(body.data.fields)[0]).toMatch(/^body\.(account|password)$/);
  });

  it("refuses a NUL in the query of a signed-in call, and the account still works", async () => {
    const login = await c.postForm("/v3/student/login", { account, password: "pass1234" });
    const token = login.json().data.token as string;
    const r = await c.get("/v3/history/details?res_code=su-quick%00-response-1", token);
    expect(r.statusCode).toBe(400);
    expect(r.json().data.fields).toHaveProperty("querystring.res_code");
    // issue 16 item 17: named in words, not as res_code
    expect(r.json().message).toBe("教材コードに使えない文字（制御文字）が含まれています。");
    expect((await c.get("/v3/student/info", token)).json().data.username).toBe(account);
  });

  it("keeps tabs and line breaks, which people do type", async () => {
    const r = await c.postForm("/v3/student/login", { account: `${account}\t`, password: "pass\n1234" });
    expect(r.json().data.error_key).not.toBe("bad_request");
  });
});
