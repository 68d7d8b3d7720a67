import { describe, expect, it } from "vitest";
import { matchesAccepted } from "./accepted-answer.ts";

const accepted = ["I am a student.", "I'm a student."];

describe("matchesAccepted", () => {
  it.each([
    ["I am a student.", true],
    ["i'm a student.", true],
    ["i'm a student", false],
    ["  I   am a student. ", true],
    ["Ｉ ａｍ ａ ｓｔｕｄｅｎｔ．", true],
    ["I\u2019m a student.", true],
    ["I am a teacher.", false],
    ["", false],
    ["   ", false],
  ])("%j → %s", (typed, want) => {
    expect(matchesAccepted(typed, accepted)).toBe(want);
  });
  it("ignores a missing final period when asked", () => {
    expect(matchesAccepted("I'm a student", accepted, { ignoreTerminalPunctuation: true })).toBe(true);
    expect(matchesAccepted("I'm a student", accepted, { ignoreTerminalPunctuation: false })).toBe(false);
  });
  it("respects case when asked", () => {
    expect(matchesAccepted("i am a student.", accepted, { caseSensitive: true })).toBe(false);
    expect(matchesAccepted("i am a student.", accepted)).toBe(true);
  });
});
