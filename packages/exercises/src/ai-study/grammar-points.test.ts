import { describe, expect, it } from "vitest";
import { AI_COURSES, GRAMMAR_POINTS, grammarPoint, isGrammarPointId, lessonIdOf } from "./grammar-points.ts";

describe("GRAMMAR_POINTS", () => {
  it("has the 30 points in table order with lesson numbers per course", () => {
    expect(GRAMMAR_POINTS).toHaveLength(30);
    expect(GRAMMAR_POINTS.map((p) => p.order)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(AI_COURSES.map((c) => GRAMMAR_POINTS.filter((p) => p.course === c.id).length)).toEqual([
      8, 8, 7, 7,
    ]);
    expect(lessonIdOf(grammarPoint("be-present"))).toBe("jh1-01-be-present");
    expect(lessonIdOf(grammarPoint("conjunctions"))).toBe("jh2-08-conjunctions");
    expect(lessonIdOf(grammarPoint("indirect-speech"))).toBe("sh1-07-indirect-speech");
  });

  it("gives each point 0-3 prerequisites, all of earlier lessons", () => {
    for (const p of GRAMMAR_POINTS) {
      expect(p.prerequisites.length).toBeLessThanOrEqual(3);
      for (const pre of p.prerequisites) expect(grammarPoint(pre).order).toBeLessThan(p.order);
    }
  });

  it("recognises point ids", () => {
    expect(isGrammarPointId("can")).toBe(true);
    expect(isGrammarPointId("could")).toBe(false);
    expect(isGrammarPointId(3)).toBe(false);
  });
});
