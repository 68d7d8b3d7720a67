import { describe, expect, it } from "vitest";
import { allQuestionIds, selectQuestionIds } from "./question-selection.ts";

const q = (...ids: string[]) => ids.map((question_id) => ({ question_id }));
const flat = { kind: "word-choice" as const, items: q("1", "2", "3") };
const multi = {
  kind: "multi-part" as const,
  items: [
    { question_id: "p1", part_type: "grammar-choice", part_items: q("1-1", "1-2") },
    { question_id: "p2", part_type: "word-choice", part_items: q("2-1") },
  ],
};
const mixed = {
  kind: "mixed" as const,
  items: [
    { kind: "grammar-choice", question_id: "a" },
    { kind: "sentence-reading", question_id: "b" },
  ],
};
// A whole-resource kind is answered once, as its first item.
const whole = { kind: "pure-listening" as const, items: q("w1", "w2") };

describe("allQuestionIds", () => {
  it.each([
    ["a flat kind", flat, ["1", "2", "3"]],
    ["multi-part (its parts)", multi, ["1-1", "1-2", "2-1"]],
    ["mixed (its items)", mixed, ["a", "b"]],
    ["a whole-resource kind (its first item)", whole, ["w1"]],
    ["no items", { kind: "word-choice" as const, items: [] }, []],
  ])("%s", (_, resource, want) => expect(allQuestionIds(resource)).toEqual(want));
});

describe("selectQuestionIds", () => {
  it.each([
    ["no filter keeps every question, key ''", flat, undefined, ["1", "2", "3"], ""],
    ["an empty filter keeps every question", flat, "", ["1", "2", "3"], ""],
    ["a filter keeps resource order", flat, "3,1", ["1", "3"], "1,3"],
    ["spaces are trimmed", flat, " 2 ", ["2"], "2"],
    ["listing every question is the '' key", flat, "1,2,3", ["1", "2", "3"], ""],
    ["unknown ids are dropped", flat, "9,2", ["2"], "2"],
    ["no known id selects nothing", flat, "9", [], ""],
    ["multi-part parts are selectable", multi, "2-1,1-1", ["1-1", "2-1"], "1-1,2-1"],
    ["a whole-resource kind's other items are not", whole, "w2", [], ""],
  ])("%s", (_, resource, filter, ids, key) =>
    expect(selectQuestionIds(resource, filter)).toEqual({ ids, key }),
  );
});
