import { describe, expect, it } from "vitest";
import { openAnswerItemOf, readingCategoryOf, speechTargetOf } from "./speech-target.ts";

const RUBRIC = { elements: [{ id: "a", ja: "あ", en: "a", match: [[["a"]]] }] };

describe("speechTargetOf: the one decision of the category", () => {
  it("evaluates an item with an open_answer rubric as open_answer, with the task as text", () => {
    expect(
      speechTargetOf({
        category: "free",
        openAnswer: RUBRIC,
        reference: "A boy is playing.",
        prompt: "  Describe   the picture. ",
      }),
    ).toEqual({ category: "open_answer", text: "Describe the picture." });
    expect(speechTargetOf({ openAnswer: RUBRIC, reference: null })).toEqual({
      category: "open_answer",
      text: "",
    });
  });

  it("evaluates anything else as a reading of its reference, in its reading category", () => {
    expect(speechTargetOf({ category: "free", reference: " A boy. " })).toEqual({
      category: "read_chapter",
      text: "A boy.",
    });
    expect(speechTargetOf({ category: "read_sentence", reference: "I run." })?.category).toBe(
      "read_sentence",
    );
    expect(speechTargetOf({ category: "read_word", reference: "apple" })?.category).toBe("read_word");
    expect(speechTargetOf({ openAnswer: undefined, reference: "  " })).toBeNull();
    expect(speechTargetOf({ reference: null })).toBeNull();
  });

  it("cuts an open answer's task to the open_answer limits", () => {
    const long = Array.from({ length: 400 }, () => "word").join(" ");
    const text = speechTargetOf({ openAnswer: RUBRIC, reference: null, prompt: long })?.text ?? "";
    expect(text.split(" ")).toHaveLength(300);
    expect(
      speechTargetOf({ openAnswer: RUBRIC, reference: null, prompt: "x".repeat(3000) })?.text,
    ).toHaveLength(2000);
  });

  it("maps reading categories like the engine wants them", () => {
    expect(readingCategoryOf("read_word")).toBe("read_word");
    expect(readingCategoryOf("read_sentence")).toBe("read_sentence");
    expect(readingCategoryOf("free")).toBe("read_chapter");
    expect(readingCategoryOf(undefined)).toBe("read_chapter");
  });
});

describe("openAnswerItemOf", () => {
  it("names the resource and question of an open answer, nothing for a reading", () => {
    expect(openAnswerItemOf("open_answer", "res-1", "q1")).toEqual({ res_code: "res-1", question_id: "q1" });
    expect(openAnswerItemOf("read_chapter", "res-1", "q1")).toBeUndefined();
    expect(openAnswerItemOf("open_answer", undefined, "q1")).toBeUndefined();
    expect(openAnswerItemOf("open_answer", "res-1", " ")).toBeUndefined();
  });
});
