import { describe, expect, it } from "vitest";
import { chatBotNextStep, chatBotRatio, chatBotWords, matchChatBotOption } from "./chat-bot-match.ts";

const options = ["I like soccer.", "I like baseball very much.", "I don't play sports."];

describe("chatBotWords", () => {
  it.each([
    ["I LIKE Soccer!!", ["i", "like", "soccer"]],
    ["Don\u2019t, please.", ["don't", "please"]],
    ["'quoted' words", ["quoted", "words"]],
    ["", []],
  ])("%j → %j", (t, w) => expect(chatBotWords(t)).toEqual(w));
});

describe("chatBotRatio (word-level distance / option word count)", () => {
  it.each([
    ["i like soccer", "I like soccer.", 0],
    ["I like tennis", "I like soccer.", 1 / 3],
    ["soccer", "I like soccer.", 2 / 3],
    ["hello", "I like soccer.", 1],
  ])("%j vs %j → %s", (rec, opt, r) => expect(chatBotRatio(rec, opt)).toBeCloseTo(r, 10));
  it("an option without words never relates", () =>
    expect(chatBotRatio("hi", "...")).toBe(Number.POSITIVE_INFINITY));
});

describe("matchChatBotOption", () => {
  it.each([
    ["I like soccer", { status: "matched", index: 0, ratio: 0 }],
    ["i like baseball so much", { status: "matched", index: 1, ratio: 0.2 }],
    ["I do not play sports", { status: "matched", index: 2, ratio: 0.5 }],
    ["soccer", { status: "matched", index: 0, ratio: 2 / 3 }],
    ["pizza", { status: "retry" }],
    ["", { status: "retry" }],
    ["!!!", { status: "retry" }],
  ])("%j → %j", (rec, want) => {
    const got = matchChatBotOption(rec, options);
    expect(got.status).toBe(want.status);
    if (got.status === "matched") {
      const w = want as { index: number; ratio: number };
      expect(got.index).toBe(w.index);
      expect(got.ratio).toBeCloseTo(w.ratio, 10);
    }
  });
  it("exactly 70% is not related (strictly below)", () => {
    // 7 edits over 10 words = 0.7
    const opt = "one two three four five six seven eight nine ten";
    expect(matchChatBotOption("one two three", [opt])).toEqual({ status: "retry" });
    expect(matchChatBotOption("one two three four", [opt]).status).toBe("matched");
  });
  it("ties go to the earlier option", () => {
    expect(matchChatBotOption("yes", ["yes", "yes"])).toEqual({ status: "matched", index: 0, ratio: 0 });
  });
});

describe("chatBotNextStep (three failures → first option)", () => {
  it("posts on a match and resets failures", () => {
    expect(chatBotNextStep({ status: "matched", index: 2, ratio: 0 }, 2)).toEqual({
      action: "post",
      index: 2,
      failures: 0,
    });
  });
  it.each([
    [0, { action: "retry", failures: 1 }],
    [1, { action: "retry", failures: 2 }],
    [2, { action: "fallback", index: 0, failures: 3 }],
  ])("after %s failures a miss → %j", (f, want) =>
    expect(chatBotNextStep({ status: "retry" }, f)).toEqual(want),
  );
});
