import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../errors.ts";
import { WritingWorker } from "./worker.ts";

describe("WritingWorker", () => {
  const worker = WritingWorker.create(60_000);
  afterAll(async () => {
    await worker?.close();
  });

  it("checks writing in a worker thread with the same result shape", async () => {
    expect(worker).toBeDefined();
    await worker?.warmUp();
    const r = await worker?.check("He play tennis every day.", { level: "junior" });
    const c = r?.comments[0]?.sent_comments[0];
    expect(c).toMatchObject({
      type: "agreement",
      suggestion: "plays",
      hit_words_pos: { startPos: 3, endPos: 7 },
    });
  }, 90_000);

  it("passes the task through: the score measures the task's range and the rubric its kind", async () => {
    const r = await worker?.check("I think so. Because it is fun.", {
      level: "junior",
      task: { min_words: 40, max_words: 60, kind: "opinion", prompt: "Is homework useful?" },
    });
    expect(r?.score?.task_completion).toMatchObject({ min_words: 40, max_words: 60, length: "too_short" });
    expect(r?.eiken_rubric?.kind).toBe("opinion");
  }, 60_000);

  it("keeps the event loop free while checking", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const text = "My brother play soccer. I very like music. ".repeat(40);
    await worker?.check(text, { level: "senior" });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  }, 60_000);

  it("turns invalid input into a 400 AppError", async () => {
    // @ts-expect-error: untyped callers may send anything
    await expect(worker?.check("Hi.", { level: "college" })).rejects.toBeInstanceOf(AppError);
  }, 60_000);
});
