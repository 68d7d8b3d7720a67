import { describe, expect, it } from "vitest";
import { SAMPLE_ITEMS } from "./fixtures/sample-items.ts";
import { answerableItems, locateItem, scoreResourceAnswer } from "./locate.ts";
import { ResourceSchema } from "./resource.ts";

const base = { res_code: "r", res_id: 1, res_title: "R", res_version: 1 };
const multi = ResourceSchema.parse({ ...base, kind: "multi-part", items: [SAMPLE_ITEMS["multi-part"]] });
const mixed = ResourceSchema.parse({
  ...base,
  kind: "mixed",
  items: [
    { kind: "grammar-choice", ...SAMPLE_ITEMS["grammar-choice"] },
    { kind: "sentence-reading", ...SAMPLE_ITEMS["sentence-reading"], index: 1 },
  ],
});
const flat = ResourceSchema.parse({
  ...base,
  kind: "ja-to-en-writing",
  items: [SAMPLE_ITEMS["ja-to-en-writing"]],
});

describe("answerableItems / locateItem", () => {
  it("flattens multi-part parts and tags mixed items with their kind", () => {
    expect(answerableItems(multi).map((l) => [l.kind, l.item.question_id])).toEqual([
      ["grammar-choice", "18-1"],
    ]);
    expect(answerableItems(mixed).map((l) => [l.kind, l.item.question_id, l.position])).toEqual([
      ["grammar-choice", "3", 0],
      ["sentence-reading", "21", 1],
    ]);
    expect(locateItem(flat, 11)?.kind).toBe("ja-to-en-writing");
    expect(locateItem(flat, "12")).toBeUndefined();
  });
});

describe("multi-part question ids", () => {
  it("must be unique across parts", () => {
    const part = SAMPLE_ITEMS["multi-part"];
    const r = ResourceSchema.safeParse({
      ...base,
      kind: "multi-part",
      items: [part, { ...part, index: 1, question_id: 99 }],
    });
    expect(r.error?.issues.map((i) => i.message)).toEqual(["duplicate question_id 18-1 across parts"]);
  });
});

describe("scoreResourceAnswer", () => {
  it.each([
    [multi, { question_id: "18-1", answer_result: 0 }, 5],
    [multi, { question_id: "18-1", answer_result: 1 }, 0],
    [mixed, { question_id: 3, answer_result: 0 }, 5],
    [flat, { question_id: 11, answer_result: "I go to school on foot" }, 5],
  ])("%#", (res, answer, score) => expect(scoreResourceAnswer(res, answer).outcome.score).toBe(score));
  it.each([
    [flat, { question_id: 99, answer_result: "x" }, /not in this resource/],
    [flat, { answer_result: "x" }, /question_id is missing/],
    [mixed, { question_id: 21, sound_file: "a.mp3" }, /not scored by answer key/],
    [flat, null, /question_id is missing/],
  ])("rejects %#", (res, answer, msg) => expect(() => scoreResourceAnswer(res, answer)).toThrow(msg));
});

describe("whole-resource kinds", () => {
  const story = ResourceSchema.parse({
    ...base,
    kind: "pure-listening",
    items: [0, 1, 2].map((i) => ({ ...SAMPLE_ITEMS["pure-listening"], index: i, question_id: i + 1 })),
  });
  it("count a pure-listening resource as one question, so the one posted answer is the whole grade", () => {
    expect(answerableItems(story).map((l) => l.item.question_id)).toEqual(["1"]);
    expect(scoreResourceAnswer(story, { question_id: 1, answer_result: "played" }).outcome.score).toBe(5);
    expect(() => scoreResourceAnswer(story, { question_id: 2, answer_result: "played" })).toThrow(
      /not in this resource/,
    );
  });
});
