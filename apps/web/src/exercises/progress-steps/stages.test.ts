import { describe, expect, it } from "vitest";
import {
  promptOf,
  recordSpecOf,
  type Stage,
  sampleAnswersOf,
  speechCategoryOf,
  stepAudio,
  waitMs,
} from "./stages.ts";

describe("step fields", () => {
  it("reads audio_path or audioPath and ignores blank files", () => {
    expect(stepAudio({ type: "audio", audio_path: "a.mp3" })).toBe("a.mp3");
    expect(stepAudio({ type: "audio", audioPath: "b.mp3" })).toBe("b.mp3");
    expect(stepAudio({ type: "audio", audio_path: " " })).toBeUndefined();
  });

  it("times a wait step in whole seconds, 3 s without a time", () => {
    expect(waitMs({ type: "wait", time: 10 })).toBe(10_000);
    expect(waitMs({ type: "wait", time: 2.2 })).toBe(3000);
    expect(waitMs({ type: "wait" })).toBe(3000);
  });

  it("maps free speech and missing categories to read_chapter", () => {
    expect(speechCategoryOf("read_word")).toBe("read_word");
    expect(speechCategoryOf("read_sentence")).toBe("read_sentence");
    expect(speechCategoryOf("free")).toBe("read_chapter");
    expect(speechCategoryOf(undefined)).toBe("read_chapter");
  });

  it("takes sample answers from the step, else the item's samples, else its sample_answer", () => {
    const step = {
      type: "record" as const,
      answer: [{ sample_answer: "Step sample.", translation: "訳" }, {}],
    };
    const item = { samples: [{ content: "Item sample.", content_jp: "例" }], sample_answer: "Plain." };
    expect(sampleAnswersOf(step, item)).toEqual([{ text: "Step sample.", translation: "訳" }]);
    expect(sampleAnswersOf({ type: "record" }, item)).toEqual([{ text: "Item sample.", translation: "例" }]);
    expect(sampleAnswersOf(undefined, { sample_answer: "Plain." })).toEqual([{ text: "Plain." }]);
    expect(sampleAnswersOf(undefined, {})).toEqual([]);
  });

  it("scores a record step against its own text, then the item's, then a sample, then the shown text", () => {
    const item = { question_id: "q", screen_en_text: "Shown." };
    expect(recordSpecOf({ type: "record", evaluate_text: " Own. " }, item, "narration").text).toBe("Own.");
    expect(recordSpecOf({ type: "record" }, { ...item, evaluate_text: "Item." }, "narration").text).toBe(
      "Item.",
    );
    expect(recordSpecOf({ type: "record" }, { ...item, sample_answer: "Sample." }, "narration").text).toBe(
      "Sample.",
    );
    expect(recordSpecOf({ type: "record" }, item, "narration").text).toBe("Shown.");
    expect(recordSpecOf({ type: "record" }, { question_id: "q" }, "narration").text).toBe("");
    expect(
      recordSpecOf({ type: "record" }, { question_id: "q", record_max_time: 25 }, "speaking-multi-step")
        .maxTimeMs,
    ).toBe(25_000);
  });
});

describe("promptOf", () => {
  const question = { type: "audio" as const, subtitle_en: "What do you like?" };
  const stages: Stage[] = [
    { kind: "intro", step: 0 },
    { kind: "audio", step: 1, source: question, audio: "q.mp3", part: 1 },
    { kind: "wait", step: 2, ms: 3000, part: 1 },
    { kind: "record", step: 3, part: 1 },
    { kind: "record", step: 4, part: 2 },
    { kind: "wait", step: 5, part: 2 },
  ];

  it("keeps the question on screen while the student thinks and answers", () => {
    expect(promptOf(stages, 2)).toBe(question);
    expect(promptOf(stages, 3)).toBe(question);
  });

  it("does not reach into another part, past a recording, or for audio stages", () => {
    expect(promptOf(stages, 4)).toBeUndefined();
    expect(promptOf(stages, 5)).toBeUndefined();
    expect(promptOf(stages, 1)).toBeUndefined();
    expect(promptOf(stages, 9)).toBeUndefined();
  });

  it("records an open step as open_answer named by the step, with its shown text", () => {
    const rubric = { elements: [{ id: "a", ja: "あ", en: "a", match: [["a"]] }] } as never;
    const item = { question_id: "q", evaluate_text: "Reference." };
    const spec = recordSpecOf(
      { type: "record", question_id: "q-s2", open_answer: rubric, screen_en_text: "What did you do?" },
      item,
      "integrated-process",
    );
    expect(spec).toMatchObject({
      questionId: "q-s2",
      category: "open_answer",
      openAnswerId: "q-s2",
      text: "What did you do?",
    });
  });

  it("lets a narration or speaking item's rubric score its record steps, but not an integrated item's", () => {
    const rubric = { elements: [{ id: "a", ja: "あ", en: "a", match: [["a"]] }] } as never;
    const item = { question_id: "q", open_answer: rubric, evaluate_text: "Reference." };
    const step = { type: "record" as const, question_id: "q-rec" };
    expect(recordSpecOf(step, item, "narration")).toMatchObject({
      questionId: "q-rec",
      category: "open_answer",
      openAnswerId: "q",
    });
    expect(recordSpecOf(step, item, "speaking-multi-step").category).toBe("open_answer");
    const integrated = recordSpecOf(step, item, "integrated-process");
    expect(integrated).toMatchObject({ category: "read_chapter", text: "Reference." });
    expect(integrated.openAnswerId).toBeUndefined();
    expect(recordSpecOf({ type: "record" }, { question_id: "q" }, "narration").openAnswerId).toBeUndefined();
  });
});
