import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool } from "../../test/factories.ts";

describe.skipIf(skipPg)("POST /v3/sensitive_words_filter", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    c = client(t.app);
    token = await (await createTestSchool(t)).student.signIn();
  });
  afterAll(() => t?.close());

  it("masks a sensitive word and keeps the rest of the text as it was", async () => {
    const r = await c.postForm("/v3/sensitive_words_filter", { words: "You are so stupid in class." }, token);
    expect(r.statusCode).toBe(200);
    const words: string = r.json().data.words;
    expect(words).toHaveLength("You are so stupid in class.".length);
    expect(words).toContain("class");
    expect(words).not.toContain("stupid");
  });

  it("leaves a clean text untouched", async () => {
    const r = await c.postForm("/v3/sensitive_words_filter", { words: "I like my classmates." }, token);
    expect(r.json().data.words).toBe("I like my classmates.");
  });

  it("refuses a missing body field and an over-long text with 400, and no token with 401", async () => {
    expect((await c.postForm("/v3/sensitive_words_filter", {}, token)).statusCode).toBe(400);
    const long = await c.postForm("/v3/sensitive_words_filter", { words: "a ".repeat(6000) }, token);
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe(400);
    expect((await c.postForm("/v3/sensitive_words_filter", { words: "hi" })).statusCode).toBe(401);
  });
});
