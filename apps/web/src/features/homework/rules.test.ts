import { describe, expect, it } from "vitest";
import { canTryAgain, idFromQuery, shownPercent, switchesOf, tabFromQuery } from "./rules.ts";

describe("homework rules", () => {
  it.each([
    [{ is_expired: 0, has_limit: 0, remaining_attempts: null }, true],
    [{ is_expired: 1, has_limit: 0, remaining_attempts: null }, false],
    [{ is_expired: 0, has_limit: 1, remaining_attempts: 1 }, true],
    [{ is_expired: 0, has_limit: 1, remaining_attempts: 0 }, false],
    [{ is_expired: 0, has_limit: 1, remaining_attempts: null }, false],
  ] as const)("try again for %o is %s", (input, expected) => {
    expect(canTryAgain(input)).toBe(expected);
  });

  it("turns the homework config into the client switches (off stays off, missing is on)", () => {
    expect(
      switchesOf({ translation: 0, subtitle: 1, sample_answer: 0, answer_tips: 1, speech_speed: 0 }),
    ).toEqual({
      switchTranslation: false,
      switchSubtitle: true,
      switchSampleAnswer: false,
      switchAnswerTips: true,
      switchSpeechSpeed: false,
    });
    expect(switchesOf({}).switchTranslation).toBe(true);
  });

  it("reads tabs and ids from the query defensively", () => {
    expect(tabFromQuery("answered")).toBe("answered");
    expect(tabFromQuery("bogus")).toBe("all");
    expect(idFromQuery("12")).toBe(12);
    for (const bad of [null, "", "0", "-3", "1e3", "12abc", "9".repeat(13)])
      expect(idFromQuery(bad)).toBeNull();
    expect(shownPercent(104.6)).toBe(100);
    expect(shownPercent(66.5)).toBe(66.5);
    expect(shownPercent(62.4)).toBe(62.4);
  });
});
