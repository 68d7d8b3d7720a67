import { describe, expect, it } from "vitest";
import { timeLeft } from "./time-left.ts";

describe("time left of a word test", () => {
  it.each([
    [604_147, { unit: "days", days: 6, hours: 23 }], // was 「167:09:07」
    [86_400, { unit: "days", days: 1, hours: 0 }],
    [86_399, { unit: "hours", hours: 23, minutes: 59 }],
    [3600, { unit: "hours", hours: 1, minutes: 0 }],
    [3599, { unit: "clock", clock: "59:59" }],
    [245, { unit: "clock", clock: "4:05" }],
    [-5, { unit: "clock", clock: "0:00" }],
    [Number.NaN, { unit: "clock", clock: "0:00" }],
  ])("%s s → %j", (s, want) => expect(timeLeft(s)).toEqual(want));
});
