import { describe, expect, it } from "vitest";
import { editDistance, words } from "./edit-distance.ts";

describe("editDistance", () => {
  it.each([
    ["", "", 0],
    ["abc", "", 3],
    ["", "ab", 2],
    ["kitten", "sitting", 3],
    ["flaw", "lawn", 2],
    ["same", "same", 0],
  ])("%s / %s → %s", (a, b, d) => expect(editDistance(a, b)).toBe(d));
  it("works on word arrays", () => {
    expect(editDistance(["i", "like", "dogs"], ["i", "like", "cats"])).toBe(1);
    expect(editDistance(["yes"], ["yes", "i", "do"])).toBe(2);
  });
  it("counts astral characters once", () => expect(editDistance("a😀", "a")).toBe(1));
});

describe("words", () => {
  it.each([
    ["  hello   world ", ["hello", "world"]],
    ["", []],
    ["one", ["one"]],
  ])("%j → %j", (t, w) => expect(words(t)).toEqual(w));
});
