import { describe, expect, it } from "vitest";
import { TOKYO_FORMAT, TOKYO_PARTS, tokyoGrade } from "./format.ts";
import { band, scoreTokyo } from "./score.ts";

const FULL = [
  { question_id: "a1", part: "A" },
  { question_id: "a2", part: "A" },
  { question_id: "b1", part: "B" },
  { question_id: "b2", part: "B" },
  { question_id: "b3", part: "B" },
  { question_id: "b4", part: "B" },
  { question_id: "b5", part: "B" },
  { question_id: "c1", part: "C" },
  { question_id: "d1", part: "D" },
] as const;

const answer = (question_id: string, s: number, content = s) => ({
  question_id,
  total_score: s,
  accuracy_score: s,
  fluency_score: s,
  integrity_score: content,
});

describe("the Tokyo speaking test's score", () => {
  it("gives a full test's items 100 points in all", () => {
    const total = TOKYO_PARTS.reduce((n, p) => n + TOKYO_FORMAT[p].items * TOKYO_FORMAT[p].points, 0);
    expect(total).toBe(100);
    expect(FULL).toHaveLength(TOKYO_PARTS.reduce((n, p) => n + TOKYO_FORMAT[p].items, 0));
  });

  it("maps the score to the grades A-F at the published bounds", () => {
    expect([100, 80, 79, 65, 64, 50, 49, 35, 34, 1, 0].map(tokyoGrade)).toEqual([
      "A",
      "A",
      "B",
      "B",
      "C",
      "C",
      "D",
      "D",
      "E",
      "E",
      "F",
    ]);
  });

  it("scores a strong attempt A and a weak one low, part by part", () => {
    const strong = scoreTokyo(
      FULL,
      FULL.map((i) => answer(i.question_id, 4.6)),
    );
    expect(strong.grade).toBe("A");
    expect(strong.parts.map((p) => p.max)).toEqual([20, 40, 20, 20]);
    const weak = scoreTokyo(
      FULL,
      FULL.map((i) => answer(i.question_id, i.part === "A" ? 2.5 : 1.2, i.part === "A" ? 2.5 : 1.5)),
    );
    expect(weak.score).toBeLessThan(40);
    expect(["D", "E"]).toContain(weak.grade);
    expect(weak.items[0]?.bands).toEqual({ pronunciation: 2, fluency: 2, task: null });
    expect(weak.items[2]?.bands.task).toBe(1);
  });

  it("counts a skipped or missing answer as 0 and nothing at all as F", () => {
    const some = scoreTokyo(FULL, [answer("a1", 5), { question_id: "a2", is_skipped: 1, total_score: 5 }]);
    expect(some.items[1]).toMatchObject({ points: 0, answered: false });
    expect(some.score).toBe(10);
    expect(scoreTokyo(FULL, []).grade).toBe("F");
  });

  it("scales a training set of one part to 100", () => {
    const set = [
      { question_id: "d1", part: "D" },
      { question_id: "d2", part: "D" },
    ] as const;
    expect(scoreTokyo(set, [answer("d1", 5), answer("d2", 2.5)]).score).toBe(75);
  });

  it("reads bad stored values as 0 and keeps scores within 0-5", () => {
    expect(band(4.2)).toBe(4);
    expect(band(0.1)).toBe(1);
    const odd = scoreTokyo(FULL.slice(0, 1), [
      { question_id: "a1", accuracy_score: 99, fluency_score: Number.NaN, total_score: -3 },
    ]);
    expect(odd.items[0]?.bands).toMatchObject({ pronunciation: 4, fluency: 0 });
  });
});
