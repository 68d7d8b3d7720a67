import { describe, expect, it } from "vitest";
import { freeSpeechTargetOf, referenceTextOf, samplesOf } from "./free-speech.ts";

const samples = [
  { content: " A boy is reading under a tree. ", content_jp: "男の子が木の下で本を読んでいます。" },
  { content: "The sky is blue." },
];

describe("referenceTextOf", () => {
  it.each([
    ["evaluate_text first", { evaluate_text: "Two dogs run.", sample_answer: "x", samples }, "Two dogs run."],
    ["then sample_answer", { evaluate_text: "  ", sample_answer: "It is sunny.", samples }, "It is sunny."],
    ["then the first sample", { samples }, "A boy is reading under a tree."],
    ["nothing to score against", { samples: [{ content: " " }] }, null],
    ["empty item", {}, null],
  ])("%s", (_, item, expected) => {
    expect(referenceTextOf(item)).toBe(expected);
  });
});

describe("samplesOf", () => {
  it("lists the samples with their Japanese, trimmed", () => {
    expect(samplesOf({ samples, sample_answer: "ignored" })).toEqual([
      { content: "A boy is reading under a tree.", content_jp: "男の子が木の下で本を読んでいます。" },
      { content: "The sky is blue.", content_jp: undefined },
    ]);
  });

  it("falls back to sample_answer with the item's translation", () => {
    expect(samplesOf({ samples: [], sample_answer: "I like cats.", translation: "猫が好きです。" })).toEqual([
      { content: "I like cats.", content_jp: "猫が好きです。" },
    ]);
  });

  it("is empty without any sample", () => {
    expect(samplesOf({ sample_answer: "  " })).toEqual([]);
  });
});

describe("freeSpeechTargetOf", () => {
  it("makes an item with a rubric an open answer with its task, and any other a reading of its reference", () => {
    const rubric = { elements: [] };
    expect(
      freeSpeechTargetOf({ open_answer: rubric, sample_answer: "I like it." }, " What do you like? "),
    ).toEqual({
      category: "open_answer",
      text: "What do you like?",
    });
    expect(freeSpeechTargetOf({ sample_answer: "I like it." }, "What do you like?")).toEqual({
      category: "read_chapter",
      text: "I like it.",
    });
    expect(freeSpeechTargetOf({}, "What do you like?")).toBeNull();
  });
});
