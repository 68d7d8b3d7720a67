import { describe, expect, it } from "vitest";
import type { ExerciseKind } from "../kinds.ts";
import {
  answerPercent,
  answerVerdict,
  isCorrectAnswer,
  type ScoredLike,
  standardScoreOf,
} from "./correct.ts";

type Row = [string, ExerciseKind | undefined, ScoredLike | undefined, number | undefined, string, boolean];

// biome-ignore format: one row per line reads as a table
const ROWS: Row[] = [
  // speaking: at or above the standard score (default 60), on the percent scale
  ["reading scored 0.2 (percent 4)", "sentence-reading", { total_score: 0.2, percent_score: 4 }, undefined, "wrong", false],
  ["reading scored 0.01", "word-reading", { total_score: 0.01, percent_score: 0.2 }, undefined, "wrong", false],
  ["reading at 59.99 %", "sentence-reading", { percent_score: 59.99 }, undefined, "wrong", false],
  ["reading at exactly 60 %", "sentence-reading", { total_score: 3, percent_score: 60 }, undefined, "correct", true],
  ["reading at 3 without a percent", "shadow-reading", { total_score: 3 }, undefined, "correct", true],
  ["reading at 62 % with standard 70", "sentence-reading", { percent_score: 62 }, 70, "wrong", false],
  ["reading at 62 % with standard 50", "sentence-reading", { percent_score: 62 }, 50, "correct", true],
  ["chat-bot (always 5)", "chat-bot", { total_score: 5, percent_score: 100 }, undefined, "correct", true],
  ["skipped reading", "narration", { is_skipped: 1, total_score: 0 }, undefined, "wrong", false],
  // objective: the spec's rule (above 0 right, exactly 0 wrong), a part-right hand-in is partial
  ["right choice", "grammar-choice", { score: 5, total_score: 5, percent_score: 100 }, undefined, "correct", true],
  ["right choice in a percent module", "grammar-choice", { score: 100, total_score: 5, percent_score: 100 }, undefined, "correct", true],
  ["wrong choice", "grammar-choice", { score: 0, total_score: 0, percent_score: 0 }, undefined, "wrong", false],
  ["cloze 2 of 3 right", "cloze-test", { score: 3.33, total_score: 3.33, percent_score: 66.6 }, undefined, "partial", true],
  ["cloze all wrong", "cloze-test", { total_score: 0, percent_score: 0 }, undefined, "wrong", false],
  ["objective kind unknown, part right", undefined, { score: 2.5 }, undefined, "partial", true],
  ["objective kind unknown, right", undefined, { score: 5 }, undefined, "correct", true],
  ["objective 0.2 (standard score does not apply)", "grammar-choice", { total_score: 0.2 }, 90, "partial", true],
  ["exam skip", "word-choice", { is_skipped: 1, total_score: 0, percent_score: 0, score: 0 }, undefined, "wrong", false],
  // writing: above 0
  ["writing posted", "free-writing", { total_score: 5, percent_score: 100 }, undefined, "correct", true],
  ["writing checked at 72 %", "topic-writing", { percent_score: 72 }, undefined, "correct", true],
  // no answer, no score
  ["not answered", "grammar-choice", undefined, undefined, "unanswered", false],
  ["answer without a score", "sentence-reading", {}, undefined, "unanswered", false],
];

describe("answerVerdict / isCorrectAnswer", () => {
  it.each<Row>(ROWS)("%s → %s", (_, kind, answer, standard, verdict, counts) => {
    const config = standard === undefined ? undefined : { standard_score: standard };
    expect(answerVerdict(kind, answer, config)).toBe(verdict);
    expect(isCorrectAnswer(kind, answer, config)).toBe(counts);
  });

  it("reads the percent from percent_score, else the total (×20), else the score (×20)", () => {
    expect(answerPercent({ percent_score: 44, total_score: 5 })).toBe(44);
    expect(answerPercent({ total_score: 2.9 })).toBe(58);
    expect(answerPercent({ score: 1 })).toBe(20);
    expect(answerPercent({})).toBeUndefined();
  });

  it("a missing or broken standard_score falls back to 60", () => {
    expect(standardScoreOf(undefined)).toBe(60);
    expect(standardScoreOf({ standard_score: Number.NaN })).toBe(60);
    expect(standardScoreOf({ standard_score: 75 })).toBe(75);
  });
});
