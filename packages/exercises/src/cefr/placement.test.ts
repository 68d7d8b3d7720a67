import { describe, expect, it } from "vitest";
import { CEFR_STEPS, stepCentre, stepIndex, stepOf } from "./levels.ts";
import {
  type CatAnswer,
  DEFAULT_PLACEMENT,
  nextPlacementItem,
  placementResult,
  placementState,
} from "./placement.ts";
import { estimateAbility, information, pCorrect } from "./rasch.ts";
import { seededRandom, simulatePlacement, syntheticBank } from "./simulate.ts";

const pearson = (xs: number[], ys: number[]) => {
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    const y = ys[i] as number;
    sxy += (x - mx) * (y - my);
    sxx += (x - mx) ** 2;
    syy += (y - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
};

describe("CEFR-J steps on the ability scale", () => {
  it("has the ten steps from Pre-A1 to B2.2, centred evenly, each centre in its own step", () => {
    expect(CEFR_STEPS).toHaveLength(10);
    expect(CEFR_STEPS[0]).toBe("Pre-A1");
    expect(CEFR_STEPS[9]).toBe("B2.2");
    expect(CEFR_STEPS.map((_, i) => stepOf(stepCentre(i)))).toEqual(CEFR_STEPS.map((_, i) => i));
    expect(stepCentre(0)).toBeCloseTo(-2.7);
    expect(stepOf(-9)).toBe(0);
    expect(stepOf(9)).toBe(9);
    expect(stepIndex("A2.1")).toBe(4);
    expect(stepIndex("C1")).toBe(-1);
  });
});

describe("the Rasch/2PL estimator", () => {
  const item = (b: number) => ({ b });
  it("gives one half at the item's difficulty and most information there", () => {
    expect(pCorrect(1, item(1))).toBeCloseTo(0.5);
    expect(information(1, item(1))).toBeGreaterThan(information(2, item(1)));
    expect(pCorrect(0, { b: 1, a: 2 })).toBeLessThan(pCorrect(0, item(1)));
  });

  it("starts at the prior, moves up with right answers and down with wrong ones, and narrows", () => {
    const none = estimateAbility([]);
    expect(none.theta).toBeCloseTo(0, 1);
    expect(none.se).toBeCloseTo(1.5, 1);
    const right = estimateAbility([0, 0.5, 1].map((b) => ({ item: item(b), score: 1 })));
    const wrong = estimateAbility([0, 0.5, 1].map((b) => ({ item: item(b), score: 0 })));
    expect(right.theta).toBeGreaterThan(0.5);
    expect(wrong.theta).toBeLessThan(-0.5);
    expect(right.se).toBeLessThan(none.se);
    // a half-right speaking answer sits between
    const half = estimateAbility([{ item: item(0), score: 0.5 }]);
    expect(half.theta).toBeCloseTo(0, 1);
  });
});

describe("the adaptive placement", () => {
  const bank = syntheticBank(6, seededRandom(1));

  it("asks easier items after wrong answers and harder after right ones", () => {
    const random = seededRandom(2);
    const first = nextPlacementItem(bank, [], DEFAULT_PLACEMENT, random)!;
    const afterWrong = nextPlacementItem(bank, [{ id: first.id, score: 0 }], DEFAULT_PLACEMENT, random)!;
    const afterRight = nextPlacementItem(bank, [{ id: first.id, score: 1 }], DEFAULT_PLACEMENT, random)!;
    expect(afterWrong.b).toBeLessThan(afterRight.b);
  });

  it("stops when precise, never before the minimum or after 30 items, and gives every required kind", () => {
    const random = seededRandom(3);
    for (const theta of [-2.5, -1, 0, 1.2, 2.6]) {
      const answers: CatAnswer[] = [];
      for (;;) {
        const item = nextPlacementItem(bank, answers, DEFAULT_PLACEMENT, random);
        if (!item) break;
        expect(answers.some((a) => a.id === item.id)).toBe(false);
        answers.push({ id: item.id, score: random() < pCorrect(theta, item) ? 1 : 0 });
      }
      const state = placementState(bank, answers);
      expect(state.done).toBe(true);
      expect(answers.length).toBeGreaterThanOrEqual(DEFAULT_PLACEMENT.minItems);
      expect(answers.length).toBeLessThanOrEqual(30);
      if (state.reason === "precise") expect(state.se).toBeLessThan(0.35);
      const kinds = new Set(answers.map((a) => bank.get(a.id)?.kind));
      expect(kinds.has("single-reading") && kinds.has("picture-describe"), String(theta)).toBe(true);
      const skills = new Set(answers.map((a) => bank.get(a.id)?.skill));
      expect(skills.size).toBe(5);
    }
  });

  it("reports the step with a band that contains it", () => {
    const answers = [...bank.values()].slice(0, 5).map((i) => ({ id: i.id, score: 1 }));
    const r = placementResult(bank, answers);
    expect(stepIndex(r.band.low)).toBeLessThanOrEqual(stepIndex(r.step));
    expect(stepIndex(r.band.high)).toBeGreaterThanOrEqual(stepIndex(r.step));
    // unknown item ids are ignored, not counted as answers of the model
    expect(placementResult(bank, [{ id: "nope", score: 1 }]).theta).toBeCloseTo(0, 1);
  });

  it("recovers 200 simulated abilities: r >= 0.9 and within one step for 90%", () => {
    const random = seededRandom(4);
    const runs = Array.from({ length: 200 }, () => simulatePlacement(bank, -3 + 6 * random(), random));
    const r = pearson(
      runs.map((x) => x.theta),
      runs.map((x) => x.estimate),
    );
    expect(r).toBeGreaterThanOrEqual(0.9);
    const within = runs.filter((x) => Math.abs(x.placedStep - x.trueStep) <= 1).length / runs.length;
    expect(within).toBeGreaterThanOrEqual(0.9);
  }, 60_000); // CPU-bound: slow on a busy 2-core CI machine, never timing-sensitive
});
