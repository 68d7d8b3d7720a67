import { ResourceSchema } from "@hibiki/exercises";
import { describe, expect, it } from "vitest";
import { resultGroups } from "./ResultLayouts.tsx";
import { filterResource, stepsOf } from "./steps.ts";

const choice = (id: string) => ({
  index: Number(id.replace(/\D/g, "")),
  question_id: id,
  screen_text: `Sentence ${id} ___ here.`,
  answers: [
    { index: 0, content: "is", correct: true },
    { index: 1, content: "are" },
  ],
});

const multiPart = ResourceSchema.parse({
  res_code: "mp",
  res_id: 1,
  res_title: "Parts",
  res_version: 1,
  kind: "multi-part",
  items: [
    { index: 0, question_id: "pa", part_type: "grammar-choice", part_items: [choice("a1"), choice("a2")] },
    { index: 1, question_id: "pb", part_type: "word-choice", part_items: [choice("b3")] },
  ],
});

const mixed = ResourceSchema.parse({
  res_code: "mx",
  res_id: 2,
  res_title: "Mixed",
  res_version: 1,
  kind: "mixed",
  items: [
    { kind: "grammar-choice", ...choice("m1") },
    { kind: "grammar-choice", ...choice("m2") },
    { kind: "word-choice", ...choice("m3") },
    { kind: "grammar-choice", ...choice("m4") },
  ],
});

describe("steps and result groups", () => {
  it("flattens multi-part parts into steps that remember their part", () => {
    expect(stepsOf(multiPart).map((s) => [s.kind, s.item.question_id, s.part])).toEqual([
      ["grammar-choice", "a1", 0],
      ["grammar-choice", "a2", 0],
      ["word-choice", "b3", 1],
    ]);
  });

  it("filters multi-part items by question_ids and drops emptied parts", () => {
    const filtered = filterResource(multiPart, ["a2"]);
    expect(stepsOf(filtered).map((s) => s.item.question_id)).toEqual(["a2"]);
    expect(filterResource(multiPart, [])).toBe(multiPart);
  });

  it("renders mixed items as runs of the same layout, in sequence", () => {
    expect(resultGroups(mixed).map((g) => [g.kind, g.items.map((i) => i.question_id).join(",")])).toEqual([
      ["grammar-choice", "m1,m2"],
      ["word-choice", "m3"],
      ["grammar-choice", "m4"],
    ]);
    expect(resultGroups(multiPart).map((g) => g.kind)).toEqual(["grammar-choice", "word-choice"]);
  });
});
