import { describe, expect, it } from "vitest";
import {
  BKT_OPEN_GUESS,
  type BktState,
  guessFor,
  initialState,
  label,
  type Observation,
  observe,
  replay,
  update,
  weightedUpdate,
} from "./bkt.ts";

const obs = (correct: boolean, at: string, extra: Partial<Observation> = {}): Observation => ({
  point: "can",
  correct,
  guess: 0.25,
  source: "ai_lesson",
  at,
  ...extra,
});

describe("update", () => {
  it("computes the posterior and the learning step (hand-computed values)", () => {
    // right: 0.2*0.9 / (0.2*0.9 + 0.8*0.25) = 0.47368; + (1 - 0.47368) * 0.15 = 0.55263
    expect(update(0.2, true, 0.25)).toBeCloseTo(0.552632, 6);
    // wrong: 0.2*0.1 / (0.2*0.1 + 0.8*0.75) = 0.03226; + (1 - 0.03226) * 0.15 = 0.17742
    expect(update(0.2, false, 0.25)).toBeCloseTo(0.177419, 6);
    // an open answer is rarely guessed, so a right one says more: 0.18 / (0.18 + 0.8*0.05) = 0.81818 -> 0.84545
    expect(update(0.2, true, BKT_OPEN_GUESS)).toBeCloseTo(0.845455, 6);
  });

  it("chains: a right then a wrong answer", () => {
    const p1 = update(0.2, true, 0.25);
    // 0.552632*0.1 / (0.0552632 + 0.447368*0.75) = 0.141414; + 0.858586*0.15 = 0.270202
    expect(update(p1, false, 0.25)).toBeCloseTo(0.270202, 5);
  });

  it("moves answers from other modules half way", () => {
    expect(weightedUpdate(0.2, true, 0.25, 0.5)).toBeCloseTo(0.376316, 6);
    expect(weightedUpdate(0.2, false, 0.25, 0.5)).toBeCloseTo(0.18871, 5);
    expect(weightedUpdate(0.2, true, 0.25, 1)).toBeCloseTo(update(0.2, true, 0.25), 10);
  });

  it("takes the guess chance from the item", () => {
    expect(guessFor("choice", 4)).toBe(0.25);
    expect(guessFor("choice", 2)).toBe(0.5);
    expect(guessFor("order")).toBe(0.05);
    expect(guessFor("fix")).toBe(0.05);
    expect(guessFor("speak")).toBe(0.05);
    expect(guessFor("typed")).toBe(0.05);
  });
});

describe("label", () => {
  const run = (results: boolean[], source: Observation["source"] = "ai_lesson"): BktState =>
    results.reduce(
      (s, correct, i) => observe(s, obs(correct, `2025-04-01T10:0${i}:00Z`, { source, guess: 0.05 })),
      initialState("can"),
    );

  it("is unlearned without evidence and learned after a first answer", () => {
    expect(label(initialState("can"))).toBe("unlearned");
    expect(label(run([true]))).toBe("learned");
    expect(label(run([false]))).toBe("learned");
  });

  it("reaches mastered after a run of right answers, and not after one", () => {
    expect(run([true]).p).toBeLessThan(0.95);
    expect(label(run([true, true]))).toBe("mastered");
    // half-weight evidence needs more answers
    expect(label(run([true, true, true, true], "other"))).toBe("learned");
    expect(label(run([true, true, true, true, true], "other"))).toBe("mastered");
  });

  it("needs review after 3 misses, and after a miss once mastered", () => {
    expect(label(run([false, false]))).toBe("learned");
    expect(label(run([false, false, false]))).toBe("needs_review");
    const lapsed = run([true, true, true, false]);
    expect(lapsed.ever_mastered).toBe(true);
    expect(label(lapsed)).toBe("needs_review");
    // the miss stays in the last two answers for one more right answer, then the point is mastered again
    expect(label(run([true, true, true, false, true]))).toBe("needs_review");
    expect(label(run([true, true, true, false, true, true]))).toBe("mastered");
  });
});

describe("replay", () => {
  it("orders answers by time and keeps each point's history with its times", () => {
    const { states, history } = replay([
      obs(false, "2025-04-02T09:00:00Z"),
      obs(true, "2025-04-01T09:00:00Z"),
      obs(true, "2025-04-01T12:00:00Z", { point: "be-present", guess: 0.5, source: "other" }),
    ]);
    expect(history.can.map((h) => [h.at, h.correct])).toEqual([
      ["2025-04-01T09:00:00Z", true],
      ["2025-04-02T09:00:00Z", false],
    ]);
    expect(history.can[0]?.p).toBeCloseTo(0.552632, 6);
    expect(history.can[1]?.p).toBeCloseTo(0.270202, 5);
    expect(states.can.p).toBe(history.can[1]?.p);
    expect(states.can.answers).toBe(2);
    expect(states.can.last_at).toBe("2025-04-02T09:00:00Z");
    // 0.2*0.9/(0.18+0.8*0.5) = 0.31034 -> 0.41379; half way from 0.2: 0.30690
    expect(states["be-present"].p).toBeCloseTo(0.306897, 5);
    expect(states.passive).toEqual(initialState("passive"));
    // a stored weight overrides the source's
    const weighted = replay([obs(true, "2025-04-01T09:00:00Z", { source: "ai_lesson", weight: 0.5 })]);
    expect(weighted.states.can.p).toBeCloseTo(0.376316, 6);
    expect(history.passive).toEqual([]);
  });

  it("keeps input order for equal times and puts unreadable times last", () => {
    const { history } = replay([
      obs(true, "not a time"),
      obs(false, "2025-04-01T09:00:00Z"),
      obs(true, "2025-04-01T09:00:00Z"),
    ]);
    expect(history.can.map((h) => h.correct)).toEqual([false, true, true]);
  });
});
