import type { Loss } from "./gbdt-loss.ts";

/** Training settings of {@link fitGbdt}. */
export interface FitOptions {
  /** boosting rounds (the most trees the model can have) */
  trees: number;
  /** tree depth: a tree has at most 2^depth leaves */
  depth: number;
  learningRate: number;
  /** fewest training rows in a leaf */
  minLeaf: number;
  /** fraction of rows drawn (without replacement) for each tree; default 1 */
  subsample?: number;
  /** fraction of features drawn for each tree; default 1 */
  colsample?: number;
  /** quantile bins per feature, 2..254; default 64 */
  bins?: number;
  /** L2 regularisation lambda of the leaf weights; default 1 */
  l2?: number;
  /** PRNG seed for the row and column samples; default 1 */
  seed?: number;
  /** default "l2"; "logistic" needs targets in 0..1 */
  loss?: Loss;
  /** one non-negative weight per row; default all 1 */
  weights?: number[];
  /** per feature: +1 prediction must not decrease as the feature grows, -1 must not increase, 0 free */
  monotone?: number[];
  /** validation rows: stop once the loss on them has not improved for `rounds` trees, keep the best */
  earlyStop?: { X: number[][]; y: number[]; rounds: number };
}

/** Options with every default filled in. */
export interface ResolvedOptions {
  trees: number;
  depth: number;
  learningRate: number;
  minLeaf: number;
  subsample: number;
  colsample: number;
  bins: number;
  lambda: number;
  seed: number;
  loss: Loss;
  weights: Float64Array;
  monotone: Int8Array;
}

function check(ok: boolean, message: string): void {
  if (!ok) throw new RangeError(`fitGbdt: ${message}`);
}

/** Checks rows: one value per feature, numbers or NaN, no infinities. */
function checkRows(X: number[][], featureCount: number, name: string): void {
  X.forEach((row, i) => {
    check(row.length === featureCount, `${name}[${i}] has ${row.length} values, expected ${featureCount}`);
    for (let f = 0; f < featureCount; f++) {
      const x = row[f]!;
      // Message built only on failure: this runs once per value.
      if (typeof x !== "number" || x === Infinity || x === -Infinity)
        check(false, `${name}[${i}][${f}] is ${x}`);
    }
  });
}

/** Checks targets: finite, and 0..1 for the logistic loss. */
function checkTargets(y: number[], rows: number, loss: Loss, name: string): void {
  check(y.length === rows, `${name} has ${y.length} values for ${rows} rows`);
  y.forEach((t, i) => {
    if (!Number.isFinite(t)) check(false, `${name}[${i}] is ${t}`);
    if (loss === "logistic" && !(t >= 0 && t <= 1))
      check(false, `${name}[${i}]=${t}: logistic targets must lie in 0..1`);
  });
}

/**
 * Validates the training inputs and fills in defaults.
 * @param X rows
 * @param y targets
 * @param features feature names
 * @param opts the caller's options
 * @returns resolved options
 * @throws RangeError naming the first invalid input
 */
export function resolveOptions(
  X: number[][],
  y: number[],
  features: string[],
  opts: FitOptions,
): ResolvedOptions {
  const loss = opts.loss ?? "l2";
  check(X.length > 0, "no training rows");
  checkRows(X, features.length, "X");
  checkTargets(y, X.length, loss, "y");
  const intIn = (x: number, lo: number, hi: number) => Number.isInteger(x) && x >= lo && x <= hi;
  check(intIn(opts.trees, 0, 1e6), `trees=${opts.trees} must be an integer >= 0`);
  check(intIn(opts.depth, 1, 20), `depth=${opts.depth} must be an integer in 1..20`);
  check(
    opts.learningRate > 0 && opts.learningRate <= 1,
    `learningRate=${opts.learningRate} must be in (0, 1]`,
  );
  check(intIn(opts.minLeaf, 1, 1e9), `minLeaf=${opts.minLeaf} must be an integer >= 1`);
  const subsample = opts.subsample ?? 1;
  const colsample = opts.colsample ?? 1;
  const bins = opts.bins ?? 64;
  const lambda = opts.l2 ?? 1;
  check(subsample > 0 && subsample <= 1, `subsample=${subsample} must be in (0, 1]`);
  check(colsample > 0 && colsample <= 1, `colsample=${colsample} must be in (0, 1]`);
  check(intIn(bins, 2, 254), `bins=${bins} must be an integer in 2..254`);
  check(lambda >= 0 && Number.isFinite(lambda), `l2=${lambda} must be >= 0`);
  const weights = opts.weights ?? new Array<number>(X.length).fill(1);
  check(weights.length === X.length, `weights has ${weights.length} values for ${X.length} rows`);
  check(
    weights.every((w) => w >= 0 && Number.isFinite(w)),
    "weights must be finite and >= 0",
  );
  const monotone = opts.monotone ?? new Array<number>(features.length).fill(0);
  check(
    monotone.length === features.length,
    `monotone has ${monotone.length} values, expected ${features.length}`,
  );
  check(
    monotone.every((s) => s === -1 || s === 0 || s === 1),
    "monotone values must be -1, 0 or 1",
  );
  if (opts.earlyStop) {
    const { X: vX, y: vy, rounds } = opts.earlyStop;
    check(vX.length > 0, "earlyStop.X has no rows");
    checkRows(vX, features.length, "earlyStop.X");
    checkTargets(vy, vX.length, loss, "earlyStop.y");
    check(intIn(rounds, 1, 1e6), `earlyStop.rounds=${rounds} must be an integer >= 1`);
  }
  return {
    ...{ trees: opts.trees, depth: opts.depth, learningRate: opts.learningRate, minLeaf: opts.minLeaf },
    ...{ subsample, colsample, bins, lambda, seed: opts.seed ?? 1, loss },
    weights: Float64Array.from(weights),
    monotone: Int8Array.from(monotone),
  };
}
