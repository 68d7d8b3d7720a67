// Item response theory for the CEFR-J placement: the two-parameter logistic model (Rasch when every
// discrimination is 1) and the expected-a-posteriori ability estimate on a grid.

/** One item of the bank as the model sees it. */
export type IrtItem = {
  /** difficulty in logits (an item written for a step starts at that step's centre) */
  b: number;
  /** discrimination (1 = Rasch) */
  a?: number;
};

/** One scored answer: 1 right, 0 wrong, or a share in between (a speaking item's score / 100). */
export type IrtResponse = { item: IrtItem; score: number };

/** The prior over abilities: a normal distribution. */
export type Prior = { mean: number; sd: number };

export const DEFAULT_PRIOR: Prior = { mean: 0, sd: 1.5 };

const GRID_MIN = -5;
const GRID_MAX = 5;
const GRID_STEP = 0.05;
const GRID: number[] = Array.from(
  { length: Math.round((GRID_MAX - GRID_MIN) / GRID_STEP) + 1 },
  (_, k) => GRID_MIN + k * GRID_STEP,
);

/**
 * The chance that a student of ability theta answers the item right.
 * @param theta - ability (logits)
 * @param item - difficulty and discrimination
 */
export function pCorrect(theta: number, item: IrtItem): number {
  return 1 / (1 + Math.exp(-(item.a ?? 1) * (theta - item.b)));
}

/**
 * Fisher information of the item at theta: how much one answer narrows the estimate there.
 * @param theta - ability (logits)
 * @param item - difficulty and discrimination
 */
export function information(theta: number, item: IrtItem): number {
  const p = pCorrect(theta, item);
  const a = item.a ?? 1;
  return a * a * p * (1 - p);
}

/** An ability estimate with its standard error (the posterior's standard deviation). */
export type AbilityEstimate = { theta: number; se: number };

/**
 * The expected-a-posteriori ability after some answers, with its standard error. A partly right answer
 * (score between 0 and 1) counts as that share of a right answer (fractional Bernoulli likelihood).
 * With no answers it is the prior.
 * @param responses - the scored answers
 * @param prior - the prior over abilities
 * @returns the estimate and its standard error
 */
export function estimateAbility(
  responses: readonly IrtResponse[],
  prior: Prior = DEFAULT_PRIOR,
): AbilityEstimate {
  const logPost = GRID.map((t) => -0.5 * ((t - prior.mean) / prior.sd) ** 2);
  for (const r of responses) {
    const s = Math.max(0, Math.min(1, r.score));
    for (let k = 0; k < GRID.length; k++) {
      const p = pCorrect(GRID[k] as number, r.item);
      // clamp so a sure answer never gives log(0)
      const q = Math.min(1 - 1e-12, Math.max(1e-12, p));
      logPost[k] = (logPost[k] as number) + s * Math.log(q) + (1 - s) * Math.log(1 - q);
    }
  }
  const max = Math.max(...logPost);
  const w = logPost.map((l) => Math.exp(l - max));
  const total = w.reduce((a, b) => a + b, 0);
  let mean = 0;
  for (let k = 0; k < GRID.length; k++) mean += (GRID[k] as number) * (w[k] as number);
  mean /= total;
  let variance = 0;
  for (let k = 0; k < GRID.length; k++) variance += ((GRID[k] as number) - mean) ** 2 * (w[k] as number);
  variance /= total;
  return { theta: mean, se: Math.sqrt(variance) };
}
