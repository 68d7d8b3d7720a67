import { EngineResultSchema, type WritingTopic } from "@hibiki/contracts/writing";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../errors.ts";
import { taskOfTopic } from "../../modules/writing/writing-task.ts";
import { checkWriting } from "../checker.ts";
import { warmUpWritingChecker } from "../index.ts";

// End to end through the checker: the findings feed the accuracy part, the task the other parts.
const task = {
  min_words: 25,
  max_words: 80,
  prompt: "What did you do during the summer vacation?",
  sample: "During the summer vacation I visited my uncle in Hokkaido and we went fishing.",
};
const clean = `During the summer vacation I visited my uncle in Hokkaido. We went fishing in a quiet lake and
caught five big fish. My aunt cooked them for dinner, and they were delicious. I also rode a horse for the
first time. It was a wonderful vacation.`;
// The same essay with three plain spelling mistakes (freind-style misspellings every checker flags).
const misspelt = clean
  .replace("quiet", "quiett")
  .replace("delicious", "delicius")
  .replace("wonderful", "wonderfull");

describe("checkWriting with a task", () => {
  // harper.js and the dictionary take a few seconds to load on a busy machine
  beforeAll(() => warmUpWritingChecker(), 60_000);

  it('"I go." on a 25-80-word task: low total, too short, and the result still matches the contract', async () => {
    const r = await checkWriting("I go.", { level: "junior", task });
    expect(EngineResultSchema.parse(r)).toEqual(r);
    expect(r.score?.total).toBeLessThanOrEqual(10);
    expect(r.score?.task_completion.explanation_ja).toBe("短すぎます。25〜80語で書きましょう（今は2語）。");
    expect(r.eiken_rubric).toBeNull();
  });

  it("an essay with three flagged errors scores below the clean one of the same length", async () => {
    const a = await checkWriting(clean, { level: "junior", task });
    const b = await checkWriting(misspelt, { level: "junior", task });
    expect(b.score!.accuracy.errors).toBeGreaterThanOrEqual(3);
    expect(b.score!.total).toBeLessThan(a.score!.total);
    expect(a.score!.total).toBeGreaterThanOrEqual(70);
  });

  it("a topic with min_words 0 makes a valid task and never says too short", async () => {
    const topic: WritingTopic = {
      topic_id: "any-length",
      level: "junior",
      writing_type: 1,
      title: "Anything",
      title_jp: "なんでも",
      topic: "Write anything you like.",
      instruction_jp: "自由に書きましょう。",
      main_points: [],
      min_words: 0,
      max_words: 50,
      sample: [{ en_answer: "I like music." }],
    };
    const r = await checkWriting("I like cats.", { level: "junior", task: taskOfTopic(topic) });
    expect(r.score?.task_completion).toMatchObject({ min_words: 0, max_words: 50, length: "ok" });
  });

  it("rejects a malformed task with a 400", async () => {
    // @ts-expect-error: untyped callers may send anything
    await expect(checkWriting("Hi.", { level: "junior", task: { min_words: -1 } })).rejects.toBeInstanceOf(
      AppError,
    );
  });
});
