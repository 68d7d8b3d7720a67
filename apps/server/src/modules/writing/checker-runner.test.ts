import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { CHECKER_UNAVAILABLE, type CheckerRunner, createCheckerRunner } from "./checker-runner.ts";

describe("createCheckerRunner", () => {
  let runner: CheckerRunner | undefined;
  afterEach(async () => {
    await runner?.close();
  });

  it("checks a text in the worker and returns the engine result", async () => {
    runner = createCheckerRunner();
    const r = await runner.check("She go to school.", "junior");
    expect(r.text).toBe("She go to school.");
    expect(r.comments[0]?.sent_comments.length).toBeGreaterThanOrEqual(1);
  }, 30_000);

  it("turns a timed-out check into a 503 with a clear Japanese message and logs the cause", async () => {
    const causes: unknown[] = [];
    runner = createCheckerRunner(1, (err) => causes.push(err));
    const err = await runner.check("I like apples.", "junior").catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).status).toBe(503);
    expect((err as AppError).message).toBe(CHECKER_UNAVAILABLE);
    expect(String(causes[0])).toMatch(/timed out/);
  }, 30_000);
});
