import { describe, expect, it } from "vitest";
import { type BktState, initialState } from "./bkt.ts";
import type { GrammarPointId } from "./grammar-points.ts";
import { type PointStates, pickWeaknessQuestions, rankLessons } from "./recommend.ts";

function state(point: GrammarPointId, p: number, extra: Partial<BktState> = {}): BktState {
  return {
    ...initialState(point),
    p,
    answers: 3,
    recent: [true, true],
    last_at: "2025-04-01T00:00:00Z",
    ...extra,
  };
}

describe("rankLessons", () => {
  it("prefers a weak point whose prerequisites are known over one whose prerequisites are not", () => {
    // third-person-s needs verb-present (learned); present-progressive needs be-present (unlearned) and verb-present
    const states: PointStates = { "verb-present": state("verb-present", 0.8) };
    const ranked = rankLessons("jh1", states);
    const gainOf = (p: GrammarPointId) => ranked.find((r) => r.point === p);
    expect(gainOf("third-person-s")).toMatchObject({ prerequisites_ready: true, label: "unlearned" });
    expect(gainOf("third-person-s")?.gain).toBeCloseTo(0.8, 10);
    expect(gainOf("present-progressive")?.prerequisites_ready).toBe(false);
    expect(gainOf("present-progressive")?.gain).toBeCloseTo(0.8 * 0.3, 10);
    expect(ranked.findIndex((r) => r.point === "third-person-s")).toBeLessThan(
      ranked.findIndex((r) => r.point === "present-progressive"),
    );
    expect(ranked.map((r) => r.lesson_id)).toContain("jh1-03-third-person-s");
  });

  it("weighs a point that needs review by 1.5 and ranks it first", () => {
    const states: PointStates = {
      "be-present": state("be-present", 0.4, { answers: 4 }),
      "verb-present": state("verb-present", 0.99, { ever_mastered: true }),
    };
    const ranked = rankLessons("jh1", states);
    expect(ranked[0]).toMatchObject({ point: "be-present", label: "needs_review" });
    // (1 - 0.4) x 1.5 = 0.9 beats the unlearned third-person-s (0.8) whose prerequisite is mastered
    expect(ranked[0]?.gain).toBeCloseTo(0.6 * 1.5, 10);
    expect(ranked.at(-1)?.point).toBe("verb-present");
  });

  it("treats a prerequisite that needs review as not ready", () => {
    const states: PointStates = {
      "be-present": state("be-present", 0.5, { answers: 4 }),
      "plural-nouns": state("plural-nouns", 0.4, { answers: 1 }),
    };
    const plural = rankLessons("jh1", states).find((r) => r.point === "plural-nouns");
    expect(plural?.prerequisites_ready).toBe(false);
    expect(plural?.gain).toBeCloseTo(0.6 * 0.3, 10);
  });
});

describe("pickWeaknessQuestions", () => {
  const now = "2025-04-10T12:00:00Z";
  const q = (key: string, point: GrammarPointId) => ({ key, point, res_code: "ai-x" });
  const questions = [
    q("a1", "can"),
    q("a2", "can"),
    q("a3", "can"),
    q("b1", "past-simple"),
    q("b2", "past-simple"),
    q("c1", "be-present"),
    q("d1", "passive"),
  ];
  const states: PointStates = {
    can: state("can", 0.3),
    "past-simple": state("past-simple", 0.5),
    "be-present": state("be-present", 0.9),
    passive: state("passive", 0.1),
  };

  it("takes the weak points of the course, weakest first, spread over the points", () => {
    const picked = pickWeaknessQuestions({ course: "jh1", states, questions, answers: [], now, limit: 4 });
    expect(picked.map((x) => x.key)).toEqual(["a1", "b1", "a2", "b2"]);
    expect(picked[0]?.res_code).toBe("ai-x");
  });

  it("skips questions answered right in the last 24 hours, not older or wrong ones", () => {
    const answers = [
      { key: "a1", correct: true, at: "2025-04-10T01:00:00Z" },
      { key: "a2", correct: false, at: "2025-04-10T02:00:00Z" },
      { key: "b1", correct: true, at: "2025-04-09T11:00:00Z" },
    ];
    const picked = pickWeaknessQuestions({ course: "jh1", states, questions, answers, now });
    expect(picked.map((x) => x.key)).toEqual(["a2", "b1", "a3", "b2"]);
  });

  it("leaves out points without evidence, strong points and other courses; stops at 10", () => {
    const all = pickWeaknessQuestions({ states, questions, answers: [], now });
    expect(all.map((x) => x.key)).toEqual(["d1", "a1", "b1", "a2", "b2", "a3"]);
    const many = Array.from({ length: 30 }, (_, i) => q(`m${i}`, "can"));
    expect(
      pickWeaknessQuestions({ states: { can: states.can }, questions: many, answers: [], now }),
    ).toHaveLength(10);
    expect(pickWeaknessQuestions({ states: {}, questions, answers: [], now })).toEqual([]);
  });
});
