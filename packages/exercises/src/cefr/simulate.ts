// Simulated test-takers for the placement: a seeded generator, a synthetic bank shaped like the real one,
// and one simulated placement. Used by the unit tests and bench/cefr-cat.mjs.
import { CEFR_STEPS, STEP_WIDTH, stepCentre, stepOf } from "./levels.ts";
import {
  CAT_SKILLS,
  type CatAnswer,
  type CatItem,
  DEFAULT_PLACEMENT,
  nextPlacementItem,
  type PlacementOptions,
  placementResult,
} from "./placement.ts";
import { pCorrect } from "./rasch.ts";

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A normal deviate from a uniform generator (Box-Muller). */
export function normal(random: () => number): number {
  const u = Math.max(1e-12, random());
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * A bank shaped like the real one: per step and skill `perCell` items, each with the step's centre as
 * difficulty plus a spread (items written for a step are not all equally hard); speaking items include
 * read-aloud and picture-describe kinds.
 * @param perCell - items per step and skill
 * @param random - the generator
 */
export function syntheticBank(perCell: number, random: () => number): Map<string, CatItem> {
  const bank = new Map<string, CatItem>();
  CEFR_STEPS.forEach((_, step) => {
    for (const skill of CAT_SKILLS) {
      for (let k = 0; k < perCell; k++) {
        const id = `${step}-${skill}-${k}`;
        const kind =
          skill === "speaking" ? (k % 2 === 0 ? "single-reading" : "picture-describe") : `${skill}-choice`;
        bank.set(id, {
          id,
          skill,
          kind,
          b: stepCentre(step) + (random() - 0.5) * STEP_WIDTH,
          a: 0.8 + 0.6 * random(),
        });
      }
    }
  });
  return bank;
}

/** One simulated placement: the true ability, the estimate and the number of items. */
export type SimulatedPlacement = {
  theta: number;
  estimate: number;
  se: number;
  trueStep: number;
  placedStep: number;
  bandLow: number;
  bandHigh: number;
  items: number;
  skills: Record<string, number>;
};

/**
 * Runs one placement for a test-taker of known ability, answering each item right with the model's
 * probability (speaking items get a score near that probability instead of 0/1).
 * @param bank - the items
 * @param theta - the true ability
 * @param random - the generator
 * @param options - the placement's rules
 */
export function simulatePlacement(
  bank: ReadonlyMap<string, CatItem>,
  theta: number,
  random: () => number,
  options: PlacementOptions = DEFAULT_PLACEMENT,
): SimulatedPlacement {
  const answers: CatAnswer[] = [];
  const skills: Record<string, number> = {};
  for (;;) {
    const item = nextPlacementItem(bank, answers, options, random);
    if (!item) break;
    const p = pCorrect(theta, item);
    const score =
      item.skill === "speaking" ? Math.max(0, Math.min(1, p + 0.15 * normal(random))) : random() < p ? 1 : 0;
    answers.push({ id: item.id, score });
    skills[item.skill] = (skills[item.skill] ?? 0) + 1;
  }
  const r = placementResult(bank, answers, options);
  const idx = (s: string) => (CEFR_STEPS as readonly string[]).indexOf(s);
  return {
    theta,
    estimate: r.theta,
    se: r.se,
    trueStep: stepOf(theta),
    placedStep: idx(r.step),
    bandLow: idx(r.band.low),
    bandHigh: idx(r.band.high),
    items: answers.length,
    skills,
  };
}
