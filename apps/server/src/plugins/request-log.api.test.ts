import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, client, skipPg, type TestApp } from "../test/build-test-app.ts";
import { createTestSchool } from "../test/factories.ts";

describe.skipIf(skipPg)("the request log", () => {
  let t: TestApp;
  let lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        for (const line of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    t = await buildTestApp({}, pino({ level: "info" }, sink));
  });
  afterAll(() => t?.close());

  it("writes one line per request, with the redacted URL, the status and the time", async () => {
    const c = client(t.app);
    const token = await (await createTestSchool(t)).student.signIn();
    lines = [];
    await c.get("/v3/student/dashboard", token);
    await c.get("/v3/student/check-token?token=secret-value");
    const requests = lines.filter((l) => l.req || l.res);
    expect(requests.map((l) => l.msg)).toEqual(["request completed", "request completed"]);
    expect(requests[0]).toMatchObject({
      level: 30,
      req: { method: "GET", url: "/v3/student/dashboard" },
      res: { statusCode: 200 },
    });
    expect(typeof requests[0]?.responseTime).toBe("number");
    expect(requests[1]).toMatchObject({ req: { url: "/v3/student/check-token?token=[redacted]" } });
    expect(JSON.stringify(lines)).not.toContain("secret-value");
    expect(lines.some((l) => l.msg === "incoming request")).toBe(false);
  });
});
