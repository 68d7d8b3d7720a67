// The adaptive CEFR-J placement: which item comes next, when the test stops, and the placed step.
import { CEFR_STEPS, type CefrStep, stepOf } from "./levels.ts";
import { type AbilityEstimate, DEFAULT_PRIOR, estimateAbility, information, type Prior } from "./rasch.ts";

/** The skills the placement covers. */
export const CAT_SKILLS = ["listening", "reading", "vocabulary", "grammar", "speaking"] as const;
export type CatSkill = (typeof CAT_SKILLS)[number];

/** One item of the placement bank. */
export type CatItem = {
  id: string;
  skill: CatSkill;
  /** difficulty (logits) */
  b: number;
  /** discrimination (1 = Rasch) */
  a?: number;
  /** the exercise kind (e.g. "single-reading", "picture-describe"), for the required kinds */
  kind?: string;
};

/** One answered item: its id and its score, 0-1. */
export type CatAnswer = { id: string; score: number };

/** How the placement runs. */
export type PlacementOptions = {
  /** stop once the standard error is below this (and minItems are done) */
  seThreshold: number;
  minItems: number;
  maxItems: number;
  prior: Prior;
  /** the share of items each skill should get */
  skillShares: Record<CatSkill, number>;
  /** kinds that must be given before the test may stop (one item each) */
  requiredKinds: readonly string[];
  /** pick at random among this many of the most informative items (so students do not all see the same) */
  topK: number;
};

export const DEFAULT_PLACEMENT: PlacementOptions = {
  seThreshold: 0.35,
  minItems: 12,
  maxItems: 30,
  prior: DEFAULT_PRIOR,
  skillShares: { listening: 0.25, reading: 0.2, vocabulary: 0.2, grammar: 0.2, speaking: 0.15 },
  requiredKinds: ["single-reading", "picture-describe"],
  topK: 3,
};

/** Where a placement stands: the estimate, and whether it has ended and why. */
export type PlacementState = AbilityEstimate & {
  answered: number;
  done: boolean;
  /** why it ended: precise enough, or the item limit, or no item left */
  reason?: "precise" | "max_items" | "bank_empty";
};

/** The placed step with a confidence band (the steps of theta ± 1.96 SE). */
export type PlacementResult = AbilityEstimate & {
  step: CefrStep;
  band: { low: CefrStep; high: CefrStep };
  answered: number;
};

function responsesOf(bank: ReadonlyMap<string, CatItem>, answers: readonly CatAnswer[]) {
  return answers.flatMap((a) => {
    const item = bank.get(a.id);
    return item ? [{ item, score: a.score }] : [];
  });
}

/**
 * The estimate so far and whether the placement is over.
 * @param bank - the items by id
 * @param answers - the answers so far, in order
 * @param options - the placement's rules
 */
export function placementState(
  bank: ReadonlyMap<string, CatItem>,
  answers: readonly CatAnswer[],
  options: PlacementOptions = DEFAULT_PLACEMENT,
): PlacementState {
  const est = estimateAbility(responsesOf(bank, answers), options.prior);
  const n = answers.length;
  const given = new Set(answers.map((a) => bank.get(a.id)?.kind));
  const required = options.requiredKinds.every(
    (k) => given.has(k) || ![...bank.values()].some((i) => i.kind === k),
  );
  if (n >= options.maxItems) return { ...est, answered: n, done: true, reason: "max_items" };
  if (n >= options.minItems && required && est.se < options.seThreshold)
    return { ...est, answered: n, done: true, reason: "precise" };
  if (answers.length >= bank.size) return { ...est, answered: n, done: true, reason: "bank_empty" };
  return { ...est, answered: n, done: false };
}

/**
 * The next item: the skill furthest below its share (a required kind not yet given comes first once
 * the remaining items run short, and otherwise at every fifth item), then, within it, one of the topK
 * most informative unused items at the current estimate.
 * @param bank - the items by id
 * @param answers - the answers so far
 * @param options - the placement's rules
 * @param random - a number in [0, 1) (Math.random, or a seeded generator in tests)
 * @returns the next item, or undefined when the placement is over
 */
export function nextPlacementItem(
  bank: ReadonlyMap<string, CatItem>,
  answers: readonly CatAnswer[],
  options: PlacementOptions = DEFAULT_PLACEMENT,
  random: () => number = Math.random,
): CatItem | undefined {
  const state = placementState(bank, answers, options);
  if (state.done) return undefined;
  const used = new Set(answers.map((a) => a.id));
  const unused = [...bank.values()].filter((i) => !used.has(i.id));
  const givenKinds = new Set(answers.map((a) => bank.get(a.id)?.kind));
  const missingKinds = options.requiredKinds.filter(
    (k) => !givenKinds.has(k) && unused.some((i) => i.kind === k),
  );
  const n = answers.length;
  let pool: CatItem[] = [];
  if (missingKinds.length > 0 && (n % 5 === 4 || options.minItems - n <= missingKinds.length)) {
    pool = unused.filter((i) => i.kind === missingKinds[0]);
  }
  if (pool.length === 0) {
    const counts = new Map<CatSkill, number>();
    for (const a of answers) {
      const s = bank.get(a.id)?.skill;
      if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    const skills = CAT_SKILLS.filter((s) => options.skillShares[s] > 0 && unused.some((i) => i.skill === s));
    // deficit: how far below its share a skill would be after the next item
    skills.sort(
      (x, y) =>
        (counts.get(x) ?? 0) / options.skillShares[x] - (counts.get(y) ?? 0) / options.skillShares[y] ||
        CAT_SKILLS.indexOf(x) - CAT_SKILLS.indexOf(y),
    );
    const skill = skills[0];
    pool = skill ? unused.filter((i) => i.skill === skill) : unused;
  }
  const ranked = pool
    .map((item) => ({ item, info: information(state.theta, item) }))
    .sort((x, y) => y.info - x.info);
  const k = Math.min(options.topK, ranked.length);
  return ranked[Math.floor(random() * k)]?.item;
}

/**
 * The placed step: the step of the estimate, with the steps of the 95% band.
 * @param bank - the items by id
 * @param answers - all answers
 * @param options - the placement's rules (the prior)
 */
export function placementResult(
  bank: ReadonlyMap<string, CatItem>,
  answers: readonly CatAnswer[],
  options: PlacementOptions = DEFAULT_PLACEMENT,
): PlacementResult {
  const est = estimateAbility(responsesOf(bank, answers), options.prior);
  const name = (t: number) => CEFR_STEPS[stepOf(t)] as CefrStep;
  return {
    ...est,
    step: name(est.theta),
    band: { low: name(est.theta - 1.96 * est.se), high: name(est.theta + 1.96 * est.se) },
    answered: answers.length,
  };
}
