import { describe, expect, it } from "vitest";
import { type OpenAnswer, OpenAnswerSchema } from "../../schemas/open-answer.ts";
import { contentScore, elementCredit, missingElements } from "./content-score.ts";
import { type ElementMatch, matchElements } from "./elements.ts";

function rubric(ids: string[], extra: Partial<OpenAnswer> = {}): OpenAnswer {
  return OpenAnswerSchema.parse({
    ...extra,
    elements: ids.map((id) => ({ id, ja: id, en: id, match: [[id]] })),
  });
}

/** Matches with the given ids found, at the given evidence starts. */
const hits = (found: Record<string, number>, ids: string[]): ElementMatch[] =>
  ids.map((id) =>
    id in found ? { id, found: true, start: found[id], end: (found[id] ?? 0) + 1 } : { id, found: false },
  );

const abc = ["a1", "b2", "c3"];

describe("contentScore", () => {
  it.each([
    ["all found", hits({ a1: 0, b2: 1, c3: 2 }, abc), {}, 5],
    ["two of three", hits({ a1: 0, b2: 1 }, abc), {}, 3.33],
    ["one of three", hits({ c3: 0 }, abc), {}, 1.66],
    ["none", hits({}, abc), {}, 0],
    ["need 2, found 2", hits({ a1: 0, c3: 1 }, abc), { need: 2 }, 5],
    ["need 2, found 3: capped", hits({ a1: 0, b2: 1, c3: 2 }, abc), { need: 2 }, 5],
    ["need 2, found 1", hits({ b2: 0 }, abc), { need: 2 }, 2.5],
    ["ordered, in order", hits({ a1: 0, b2: 4, c3: 9 }, abc), { ordered: true }, 5],
    ["ordered, one out of order", hits({ a1: 5, b2: 0, c3: 9 }, abc), { ordered: true }, 4.16],
    ["ordered, reversed", hits({ a1: 9, b2: 4, c3: 0 }, abc), { ordered: true }, 3.33],
    ["not ordered, reversed", hits({ a1: 9, b2: 4, c3: 0 }, abc), {}, 5],
    ["ordered, same evidence counts in order", hits({ a1: 2, b2: 2 }, abc), { ordered: true }, 3.33],
  ])("%s → %s", (_name, matches, extra, want) =>
    expect(contentScore(matches, rubric(abc, extra))).toBe(want),
  );

  it("ignores matches of ids the rubric does not have", () => {
    const m: ElementMatch[] = [{ id: "zz", found: true, start: 0, end: 1 }, ...hits({ a1: 1 }, abc)];
    expect(contentScore(m, rubric(abc))).toBe(1.66);
  });

  it("scores a real answer end to end", () => {
    const r = rubric(["cat", "dog"]);
    expect(contentScore(matchElements("I have a cat and two dogs.", r), r)).toBe(5);
    expect(contentScore(matchElements("I have a cat.", r), r)).toBe(2.5);
  });
});

describe("elementCredit", () => {
  it.each([
    [hits({ a1: 0, b2: 1, c3: 2 }, abc), false, 3],
    [hits({ a1: 2, b2: 1, c3: 0 }, abc), true, 2],
    [hits({ a1: 0, b2: 5, c3: 3 }, abc), true, 2.5],
    [hits({}, abc), true, 0],
  ])("%j ordered=%s → %s", (matches, ordered, want) =>
    expect(elementCredit(matches, rubric(abc, { ordered }))).toBe(want),
  );
});

describe("missingElements", () => {
  it("lists the rubric's elements not found, in rubric order, with their labels", () => {
    const missing = missingElements(hits({ b2: 0 }, abc), rubric(abc));
    expect(missing.map((e) => e.id)).toEqual(["a1", "c3"]);
    expect(missing[0]?.en).toBe("a1");
  });
  it("is empty when everything is found", () =>
    expect(missingElements(hits({ a1: 0, b2: 1, c3: 2 }, abc), rubric(abc))).toEqual([]));
});
