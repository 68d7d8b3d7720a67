import { describe, expect, it } from "vitest";
import { checkWriting } from "../../writing/index.ts";
import { correctionsOf, grammarOf, speechForChecker } from "./grammar.ts";

const checker = { check: (text: string) => checkWriting(text, { level: "junior" }) };

describe("speechForChecker (the commas a recogniser leaves out)", () => {
  it.each([
    ["i'm fine thank you", "i'm fine, thank you"],
    ["yes i like it", "yes, i like it"],
    ["well I think so. no I don't", "well, I think so. no, I don't"],
    ["two apples please", "two apples, please"],
    ["Yes, I do.", "Yes, I do."],
    ["I'm fine, thank you.", "I'm fine, thank you."],
    ["nobody knows", "nobody knows"],
    ["", ""],
  ])("%j → %j", (text, want) => expect(speechForChecker(text).text).toBe(want));

  it("maps offsets back to the recognised text", () => {
    const s = speechForChecker("yes i like it");
    expect([0, 3, 4, 5, 6, 14].map(s.toOriginal)).toEqual([0, 3, 3, 4, 5, 13]);
  });
});

describe("grammar of recognised answers (the real writing checker)", () => {
  it("corrects spoken grammar with offsets into the recognised text", async () => {
    const text = "no I doesn't like sports";
    const g = await grammarOf(checker, text, "junior");
    expect(g.corrections).toHaveLength(1);
    const [c] = g.corrections;
    expect(c).toMatchObject({ type: "agreement", original: "doesn't", suggestion: "don't" });
    expect(text.slice(c!.start, c!.end)).toBe("doesn't");
    expect(g.score).toBe(50);
  });

  it("does not flag what only writing has: capitals, full stops, missing commas, short answers", async () => {
    for (const text of [
      "i'm fine thank you",
      "yes i like it",
      "soccer",
      "two apples please",
      "My name is Ken.",
    ])
      expect((await grammarOf(checker, text, "junior")).corrections, text).toEqual([]);
  });

  it("scores an empty answer 0 and survives a failing checker", async () => {
    expect(await grammarOf(checker, "  ", "junior")).toEqual({ corrections: [], score: 0 });
    const broken = { check: () => Promise.reject(new Error("down")) };
    expect(await grammarOf(broken, "I like it", "junior")).toEqual({ corrections: [], score: 100 });
  });

  it("finds each sentence's findings at the sentence's place in the text", () => {
    const text = "I like it. He go to school.";
    const found = correctionsOf(text, {
      comments: [
        { sent_content: "I like it.", sent_comments: [] },
        {
          sent_content: "He go to school.",
          sent_comments: [
            {
              comments: "",
              hit_words_pos: { startPos: 3, endPos: 5 },
              explanation_ja: "",
              suggestion: "goes",
              type: "agreement",
            },
          ],
        },
      ],
    });
    expect(found).toEqual([
      { start: 14, end: 16, original: "go", suggestion: "goes", explanation_ja: "", type: "agreement" },
    ]);
  });
});
