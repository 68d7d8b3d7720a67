import type { WritingErrorType } from "@hibiki/contracts/writing";
import { WritingScoreSchema } from "@hibiki/contracts/writing";
import { describe, expect, it } from "vitest";
import { overallEvaluation } from "../scoring.ts";
import { lengthCap, scoreWriting } from "./total.ts";

const task = {
  min_words: 25,
  max_words: 80,
  prompt: "What is your favorite season? Why do you like it?",
  sample: "My favorite season is autumn because the food is delicious and the leaves are beautiful.",
};

// 52 words, original.
const essay = `My favorite season is summer. First, I can swim in the sea with my cousins in Okinawa. Second,
there are many festivals in my town, and I enjoy the fireworks with my friends. However, it is very hot, so I
drink a lot of cold tea. For these reasons, I like summer the best.`;

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe("scoreWriting", () => {
  it('"I go." on a 25-80-word task scores low and the task part says it is too short', () => {
    const s = scoreWriting({ text: "I go.", errorTypes: [], level: "junior", task });
    expect(WritingScoreSchema.parse(s)).toEqual(s);
    expect(s.total).toBeLessThanOrEqual(10);
    expect(s.task_completion).toMatchObject({
      length: "too_short",
      word_count: 2,
      min_words: 25,
      max_words: 80,
    });
    expect(s.task_completion.explanation_ja).toBe("短すぎます。25〜80語で書きましょう（今は2語）。");
  });

  it("a clean essay in the range scores high, with every part explained in Japanese", () => {
    const s = scoreWriting({ text: essay, errorTypes: [], level: "junior", task });
    expect(s.total).toBeGreaterThanOrEqual(75);
    expect(s.task_completion.length).toBe("ok");
    for (const part of [s.task_completion, s.accuracy, s.vocabulary, s.organisation]) {
      expect(part.explanation_ja).toMatch(JAPANESE);
    }
  });

  it("the same essay with three errors scores below the clean one, by the accuracy part", () => {
    const errors: WritingErrorType[] = ["agreement", "tense", "spelling"];
    const clean = scoreWriting({ text: essay, errorTypes: [], level: "junior", task });
    const withErrors = scoreWriting({ text: essay, errorTypes: errors, level: "junior", task });
    expect(withErrors.total).toBeLessThan(clean.total - 5);
    expect(withErrors.accuracy.score).toBeLessThan(clean.accuracy.score);
    expect(withErrors.accuracy.errors).toBe(3);
  });

  it("a too-long text gets a deduction and is marked too_long", () => {
    const tight = { ...task, max_words: 40 };
    const inRange = scoreWriting({ text: essay, errorTypes: [], level: "junior", task });
    const over = scoreWriting({ text: essay, errorTypes: [], level: "junior", task: tight });
    expect(over.task_completion.length).toBe("too_long");
    expect(over.total).toBeLessThan(inRange.total);
    expect(over.total).toBeGreaterThan(inRange.total - 15);
  });

  it("a text below the minimum is capped by how much of it is there", () => {
    expect(lengthCap(2, task)).toBe(6);
    expect(lengthCap(20, task)).toBe(56);
    expect(lengthCap(25, task)).toBe(100);
    const short = scoreWriting({
      text: "My favorite season is summer. I can swim in the sea. It is fun.",
      errorTypes: [],
      level: "junior",
      task,
    });
    expect(short.total).toBeLessThanOrEqual(lengthCap(14, task));
  });

  it("with no task, a free writing uses 20-200 words and a topic with min_words 0 never says too short", () => {
    expect(scoreWriting({ text: "I go.", errorTypes: [], level: "junior" }).task_completion).toMatchObject({
      min_words: 20,
      max_words: 200,
      length: "too_short",
    });
    const zero = scoreWriting({
      text: "I go.",
      errorTypes: [],
      level: "junior",
      task: { min_words: 0, max_words: 50 },
    });
    expect(zero.task_completion.length).toBe("ok");
    expect(zero.total).toBeLessThan(50);
    expect(scoreWriting({ text: "", errorTypes: [], level: "junior" }).total).toBe(0);
  });
});

describe("overallEvaluation follows the length", () => {
  const measures = [
    "vocabulary_diversity",
    "vocabulary_correctness",
    "grammar_diversity",
    "grammar_correctness",
  ] as const;

  it("a correct two-word answer gets 100 nowhere and is told it is short, not that it has mistakes", () => {
    const o = overallEvaluation({
      text: "I go.",
      sentenceCount: 1,
      errorTypes: [],
      level: "junior",
      minWords: 25,
    });
    for (const k of measures) expect(o[k].score, k).toBeLessThan(60);
    expect(o.grammar_correctness.explanation_ja).toMatch(/短い/);
    expect(o.vocabulary_correctness.explanation_ja).toMatch(/短い/);
  });

  it("a clean essay of 50 words keeps full correctness", () => {
    const o = overallEvaluation({
      text: essay,
      sentenceCount: 5,
      errorTypes: [],
      level: "junior",
      minWords: 25,
    });
    expect(o.grammar_correctness.score).toBe(100);
    expect(o.vocabulary_correctness.score).toBe(100);
  });
});
