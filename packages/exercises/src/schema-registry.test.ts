import { describe, expect, it } from "vitest";
import { SAMPLE_ITEMS } from "./fixtures/sample-items.ts";
import { EXERCISE_KINDS } from "./kinds.ts";
import { answerSchemaFor, itemSchemaFor } from "./schema-registry.ts";

describe("item schemas", () => {
  it.each(EXERCISE_KINDS)("%s accepts its sample item and turns ids into strings", (kind) => {
    const r = itemSchemaFor(kind).safeParse(SAMPLE_ITEMS[kind]);
    expect(r.success ? "ok" : JSON.stringify(r.error.issues)).toBe("ok");
    expect(typeof (r.data as { question_id: unknown }).question_id).toBe("string");
  });
  it.each(EXERCISE_KINDS)("%s rejects an item without question_id", (kind) => {
    const { question_id: _q, ...rest } = SAMPLE_ITEMS[kind];
    expect(itemSchemaFor(kind).safeParse(rest).success).toBe(false);
  });
  it.each(EXERCISE_KINDS)("%s rejects a non-object", (kind) => {
    expect(itemSchemaFor(kind).safeParse("hello").success).toBe(false);
  });
});

describe("specific item rules", () => {
  it("chat-bot child_index must point at a question item", () => {
    const bad = JSON.parse(JSON.stringify(SAMPLE_ITEMS["chat-bot"])) as {
      question_items: { options: { child_index: number }[] }[];
    };
    bad.question_items[0]!.options[0]!.child_index = 7;
    const r = itemSchemaFor("chat-bot").safeParse(bad);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["question_items", 0, "options", 0, "child_index"]);
  });
  it("step programmes need a record step", () => {
    expect(
      itemSchemaFor("narration").safeParse({ index: 0, question_id: 1, progress: [{ type: "audio" }] })
        .success,
    ).toBe(false);
  });
  it("multi-part reports nested issues with their path", () => {
    const bad = JSON.parse(JSON.stringify(SAMPLE_ITEMS["multi-part"])) as {
      part_items: { answers?: unknown }[];
    };
    delete bad.part_items[0]!.answers;
    const r = itemSchemaFor("multi-part").safeParse(bad);
    expect(r.error?.issues[0]?.path).toEqual(["part_items", 0, "answers"]);
    expect(r.error?.issues[0]?.message).toMatch(/^grammar-choice:/);
  });
  it("multi-part cannot nest composites", () => {
    expect(
      itemSchemaFor("multi-part").safeParse({ ...SAMPLE_ITEMS["multi-part"], part_type: "mixed" }).success,
    ).toBe(false);
  });
  it("mixed validates each item by its own kind", () => {
    expect(itemSchemaFor("mixed").safeParse({ kind: "word-reading", index: 0, question_id: 1 }).success).toBe(
      false,
    );
    expect(itemSchemaFor("mixed").safeParse({ kind: "nope", index: 0, question_id: 1 }).success).toBe(false);
    const ok = itemSchemaFor("mixed").parse(SAMPLE_ITEMS.mixed);
    expect(ok).toMatchObject({ kind: "word-reading", question_id: "19", category: "read_word" });
  });
  it("options need a correct one and unique indices", () => {
    const base = SAMPLE_ITEMS["grammar-choice"];
    expect(
      itemSchemaFor("grammar-choice").safeParse({
        ...base,
        answers: [
          { index: 0, content: "a" },
          { index: 0, content: "b", correct: 1 },
        ],
      }).success,
    ).toBe(false);
  });
});

describe("answer schemas", () => {
  it("recordings need a sound file unless skipped", () => {
    expect(answerSchemaFor("sentence-reading").safeParse({ question_id: 1 }).success).toBe(false);
    expect(answerSchemaFor("sentence-reading").safeParse({ question_id: 1, is_skipped: 1 }).success).toBe(
      true,
    );
    const ok = answerSchemaFor("sentence-reading").parse({
      question_id: 1,
      sound_file: "rec/1.mp3",
      accuracy_score: 80,
      fluency_score: 70,
      integrity_score: 90,
      total_score: 4,
      record_duration: 3.2,
      study_report: "{}",
      poorly_words: "river",
    });
    expect(ok.question_id).toBe("1");
  });
  it("writing needs content", () => {
    expect(answerSchemaFor("topic-writing").safeParse({ question_id: 1, content: "  " }).success).toBe(false);
    expect(
      answerSchemaFor("topic-writing").safeParse({
        question_id: 1,
        content: "I like spring.",
        percent_score: 100,
        total_score: 5,
      }).success,
    ).toBe(true);
  });
  it("chat-bot needs recognize_text", () => {
    expect(answerSchemaFor("chat-bot").safeParse({ question_id: 1, sound_file: "a.mp3" }).success).toBe(
      false,
    );
    expect(
      answerSchemaFor("chat-bot").safeParse({
        question_id: 1,
        recognize_text: "I like tennis",
        answer_result: 0,
      }).success,
    ).toBe(true);
  });
  it.each([
    [{ question_id: 1, percent_score: 101 }],
    [{ question_id: 1, answer_result: 1, total_score: -1 }],
    [{ question_id: "", answer_result: 1 }],
    [{ question_id: 1, answer_result: { x: 1 } }],
    [{ question_id: 1, result: "not json" }],
  ])("rejects %j", (bad) => expect(answerSchemaFor("grammar-choice").safeParse(bad).success).toBe(false));
});

describe("parsing is idempotent (servers may re-parse stored items)", () => {
  it.each(EXERCISE_KINDS)("%s", (kind) => {
    const once = itemSchemaFor(kind).parse(SAMPLE_ITEMS[kind]);
    expect(itemSchemaFor(kind).parse(once)).toEqual(once);
  });
});
