import { describe, expect, it } from "vitest";
import { SAMPLE_ITEMS } from "./fixtures/sample-items.ts";
import { EXERCISE_KINDS } from "./kinds.ts";
import { assetUrl, filterByQuestionIds, ResourceSchema, resourceSchemaFor } from "./resource.ts";

const base = { res_code: "jh1-u1-s2", res_id: 12, res_title: "Unit 1 Section 2", res_version: 3 };

describe("ResourceSchema", () => {
  it.each(EXERCISE_KINDS)("accepts a %s resource", (kind) => {
    const r = ResourceSchema.safeParse({ ...base, kind, items: [SAMPLE_ITEMS[kind]] });
    expect(r.success ? "ok" : JSON.stringify(r.error.issues)).toBe("ok");
    expect(r.data?.option_random).toBe(1);
  });
  it("reports item issues with their path", () => {
    const r = ResourceSchema.safeParse({
      ...base,
      kind: "grammar-choice",
      items: [SAMPLE_ITEMS["grammar-choice"], { index: 1, question_id: 2 }],
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join("."))).toContain("items.1.screen_text");
  });
  it("rejects duplicate question ids and indices", () => {
    const item = SAMPLE_ITEMS["word-reading"];
    const r = ResourceSchema.safeParse({ ...base, kind: "word-reading", items: [item, { ...item }] });
    expect(r.error?.issues.map((i) => i.message)).toEqual(["duplicate question_id 20", "duplicate index 0"]);
  });
  it.each([
    ["unknown kind", { ...base, kind: "karaoke", items: [{}] }],
    ["no items", { ...base, kind: "word-reading", items: [] }],
    [
      "bad res_code",
      { ...base, res_code: "../etc", kind: "word-reading", items: [SAMPLE_ITEMS["word-reading"]] },
    ],
    [
      "res_version 0",
      { ...base, res_version: 0, kind: "word-reading", items: [SAMPLE_ITEMS["word-reading"]] },
    ],
    [
      "option_random 2",
      { ...base, option_random: 2, kind: "word-reading", items: [SAMPLE_ITEMS["word-reading"]] },
    ],
  ])("rejects %s", (_n, bad) => expect(ResourceSchema.safeParse(bad).success).toBe(false));
  it("keeps option_random 0 and resource extras", () => {
    const r = ResourceSchema.parse({
      ...base,
      kind: "dialogue-practice",
      option_random: 0,
      speakers: [{ name: "Mika", picture: "mika.svg" }, { name: "Ben" }],
      wait_items: [{ after_index: 0, seconds: 3 }],
      items: [SAMPLE_ITEMS["dialogue-practice"]],
    });
    expect(r.option_random).toBe(0);
    expect(r.speakers?.[0]).toEqual({ name: "Mika", type: "single", picture: "mika.svg" });
    expect(r.wait_items?.[0]?.type).toBe("countdown");
  });
});

describe("resourceSchemaFor", () => {
  it("types and checks the kind", () => {
    const r = resourceSchemaFor("grammar-choice").parse({
      ...base,
      kind: "grammar-choice",
      items: [SAMPLE_ITEMS["grammar-choice"]],
    });
    expect(r.items[0]?.answers[0]?.correct).toBe(true);
    expect(
      resourceSchemaFor("grammar-choice").safeParse({
        ...base,
        kind: "word-choice",
        items: [SAMPLE_ITEMS["grammar-choice"]],
      }).success,
    ).toBe(false);
  });
  it("parses grammar lesson tabs", () => {
    const r = resourceSchemaFor("grammar-introduce").parse({
      ...base,
      kind: "grammar-introduce",
      tabs: [
        { type: "introduce", tab_name: "解説", path: "intro.html" },
        { type: "training", tab_name: "練習", training_type: "blank_filling" },
      ],
      items: [SAMPLE_ITEMS["grammar-introduce"]],
    });
    expect(r.tabs?.[1]?.training_type).toBe("blank_filling");
  });
});

describe("filterByQuestionIds", () => {
  const items = [{ question_id: "1" }, { question_id: "2" }, { question_id: "3" }];
  it.each([
    ["1,3", ["1", "3"]],
    [" 3 , 1 ", ["1", "3"]],
    [[2], ["2"]],
    [
      ["2", 3],
      ["2", "3"],
    ],
    ["", ["1", "2", "3"]],
    [[], ["1", "2", "3"]],
    [undefined, ["1", "2", "3"]],
    ["9", []],
  ])("%j → %j", (ids, want) =>
    expect(filterByQuestionIds(items, ids).map((i) => i.question_id)).toEqual(want),
  );
});

describe("assetUrl", () => {
  it.each([
    ["/assets/jh1/", "a.mp3", 3, "/assets/jh1/a.mp3?v=3"],
    ["/assets/jh1", "/img/p.svg", 1, "/assets/jh1/img/p.svg?v=1"],
    ["/assets", "https://cdn.example/x.mp3", 2, "https://cdn.example/x.mp3"],
  ])("%s + %s", (b, f, v, want) => expect(assetUrl(b, f, v)).toBe(want));
});
