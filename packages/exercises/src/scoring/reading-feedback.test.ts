import { describe, expect, it } from "vitest";
import { readingSpeedFeedback, wordsPerMinute } from "./reading-feedback.ts";

describe("readingSpeedFeedback", () => {
  it.each([
    [{ wordsRead: 130, totalWords: 130, seconds: 60 }, "faster", 130],
    [{ wordsRead: 121, totalWords: 121, seconds: 60 }, "faster", 121],
    [{ wordsRead: 120, totalWords: 120, seconds: 60 }, "average", 120],
    [{ wordsRead: 80, totalWords: 80, seconds: 60 }, "average", 80],
    [{ wordsRead: 79, totalWords: 79, seconds: 60 }, "slower", 79],
    [{ wordsRead: 40, totalWords: 100, seconds: 10 }, "read_more", 240],
    [{ wordsRead: 50, totalWords: 100, seconds: 30 }, "average", 100],
    [{ wordsRead: 0, totalWords: 0, seconds: 0 }, "slower", 0],
  ])("%j → %s", (input, feedback, wpm) => expect(readingSpeedFeedback(input)).toEqual({ feedback, wpm }));
  it("wpm is 0 for a non-positive time", () => expect(wordsPerMinute(10, 0)).toBe(0));
});
