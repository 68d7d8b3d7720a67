import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../../test/build-test-app.ts";
import { createTestSchool, type TestSchool } from "../../test/factories.ts";

/** How many logins of one account are fired at once. */
const PARALLEL = 30;

describe.skipIf(skipPg)("one active token per account under parallel logins", () => {
  let t: TestApp;
  let c: ReturnType<typeof client>;
  let school: TestSchool;
  beforeAll(async () => {
    // Attempts in flight count on the account until they succeed: let 30 at once through.
    t = await buildTestApp({ HIBIKI_LOGIN_RATE_MAX: "100" });
    c = client(t.app);
    school = await createTestSchool(t);
  });
  afterAll(() => t?.close());

  /** Fires the logins at once; every one must succeed. @returns the tokens */
  async function parallelLogins(account: string, path: string): Promise<string[]> {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () =>
        t.app.inject({ method: "POST", url: path, payload: { account, password: "pass1234" } }),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(PARALLEL).fill(200));
    return answers.map((r) => r.json().data.token as string);
  }

  /** @returns how many of the tokens still open an authenticated route */
  async function working(tokens: string[], url: string): Promise<number> {
    const codes = await Promise.all(tokens.map(async (token) => (await c.get(url, token)).statusCode));
    expect(codes.every((s) => s === 200 || s === 401)).toBe(true);
    return codes.filter((s) => s === 200).length;
  }

  it.each([1, 2, 3])("student, round %i: exactly one of 30 simultaneous tokens works", async () => {
    const tokens = await parallelLogins(school.student.username, "/v3/student/login");
    expect(new Set(tokens).size).toBe(PARALLEL);
    expect(await working(tokens, "/v3/student/info")).toBe(1);
  });

  it("teacher: exactly one of 30 simultaneous tokens works", async () => {
    const tokens = await parallelLogins(school.teacher.username, "/v3/teacher/login");
    expect(await working(tokens, "/v3/teacher/info")).toBe(1);
  });
});
