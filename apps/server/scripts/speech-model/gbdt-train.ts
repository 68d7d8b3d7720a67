import { type GbdtModel, type GbdtTree, predict, predictTree } from "../../src/speech/model/gbdt.ts";
import { binRows } from "./gbdt-bins.ts";
import { assignFolds } from "./gbdt-folds.ts";
import { baseScore, computeGradients, meanLoss } from "./gbdt-loss.ts";
import { type FitOptions, type ResolvedOptions, resolveOptions } from "./gbdt-options.ts";
import { createRng, type Rng } from "./gbdt-rng.ts";
import { growTree, treeValueBinned } from "./gbdt-tree.ts";

export type { FitOptions } from "./gbdt-options.ts";

/** Split gain per feature of models trained in this process (the JSON model does not carry it). */
const gainsByModel = new WeakMap<GbdtModel, Float64Array>();

/** Rows for one tree: each row kept with probability `fraction` (all rows when fraction is 1). */
function sampleRows(rows: number, fraction: number, rng: Rng): Int32Array {
  const idx = new Int32Array(rows);
  let count = 0;
  for (let row = 0; row < rows; row++) if (fraction >= 1 || rng() < fraction) idx[count++] = row;
  if (count === 0) idx[count++] = Math.floor(rng() * rows);
  return idx.slice(0, count);
}

/** Features for one tree: round(fraction * n) of them (at least one), in increasing order. */
function sampleColumns(features: number, fraction: number, perm: number[], rng: Rng): Int32Array {
  const keep = Math.max(1, Math.round(fraction * features));
  if (keep >= features) return Int32Array.from(perm.keys());
  for (let i = 0; i < keep; i++) {
    const j = i + Math.floor(rng() * (features - i));
    const tmp = perm[i]!;
    perm[i] = perm[j]!;
    perm[j] = tmp;
  }
  return Int32Array.from(perm.slice(0, keep)).sort();
}

/** Tracks the validation loss tree by tree and remembers the best number of trees. */
function earlyStopper(o: ResolvedOptions, base: number, es: NonNullable<FitOptions["earlyStop"]>) {
  const pred = new Float64Array(es.y.length).fill(base);
  let best = meanLoss(o.loss, pred, es.y);
  let bestTrees = 0;
  return {
    /** Adds one tree; returns true when training should stop. */
    add(tree: GbdtTree, treeCount: number): boolean {
      for (let i = 0; i < pred.length; i++) pred[i]! += predictTree(tree, es.X[i]!);
      const loss = meanLoss(o.loss, pred, es.y);
      if (loss < best) {
        best = loss;
        bestTrees = treeCount;
      }
      return treeCount - bestTrees >= es.rounds;
    },
    get bestTrees() {
      return bestTrees;
    },
  };
}

/**
 * Trains gradient-boosted regression trees: quantile histograms, second-order leaf weights with L2
 * regularisation, depth-wise growth, seeded row and column sampling, learned missing-value directions,
 * sample weights, monotone constraints and optional early stopping.
 * @param X rows of feature values; NaN marks a missing value
 * @param y targets (0..1 for the logistic loss)
 * @param features feature names, one per column
 * @param opts training settings
 * @returns the model (with early stopping, cut to the best number of trees)
 * @throws RangeError naming the first invalid input or option
 */
export function fitGbdt(X: number[][], y: number[], features: string[], opts: FitOptions): GbdtModel {
  const o = resolveOptions(X, y, features, opts);
  const data = binRows(X, o.bins);
  const rows = X.length;
  const target = Float64Array.from(y);
  const base = baseScore(o.loss, target, o.weights);
  const pred = new Float64Array(rows).fill(base);
  const g = new Float64Array(rows);
  const h = new Float64Array(rows);
  const rng = createRng(o.seed);
  const perm = [...features.keys()];
  const pool: Float64Array[] = [];
  const stopper = opts.earlyStop ? earlyStopper(o, base, opts.earlyStop) : undefined;
  const trees: GbdtTree[] = [];
  const gains: Float64Array[] = [];
  for (let round = 0; round < o.trees; round++) {
    computeGradients(o.loss, pred, target, o.weights, g, h);
    const idx = sampleRows(rows, o.subsample, rng);
    const cols = sampleColumns(features.length, o.colsample, perm, rng);
    const grown = growTree(data, idx, cols, g, h, o, pool);
    trees.push(grown.tree);
    gains.push(grown.gain);
    for (let row = 0; row < rows; row++) pred[row]! += treeValueBinned(data, grown, row);
    if (stopper?.add(grown.tree, trees.length)) break;
  }
  const kept = stopper ? stopper.bestTrees : trees.length;
  const model: GbdtModel = {
    kind: "gbdt",
    loss: o.loss,
    features: [...features],
    base,
    trees: trees.slice(0, kept),
  };
  const total = new Float64Array(features.length);
  for (const gain of gains.slice(0, kept)) for (let f = 0; f < total.length; f++) total[f]! += gain[f]!;
  gainsByModel.set(model, total);
  return model;
}

/**
 * Out-of-fold predictions: each row is predicted by a model trained without its fold.
 * @param X rows
 * @param y targets
 * @param features feature names
 * @param opts training settings (weights are per row of X; earlyStop, if any, is used unchanged in every fold)
 * @param folds number of folds, >= 2
 * @param groups optional group per row (e.g. speaker): rows of one group always share a fold
 * @returns predictions on the target's scale (probabilities for logistic) and each row's fold
 * @throws RangeError for invalid inputs, or fewer rows or groups than folds
 */
export function crossValidate(
  X: number[][],
  y: number[],
  features: string[],
  opts: FitOptions,
  folds: number,
  groups?: (string | number)[],
): { predictions: number[]; folds: number[] } {
  if (y.length !== X.length)
    throw new RangeError(`crossValidate: y has ${y.length} values for ${X.length} rows`);
  const fold = assignFolds(X.length, folds, opts.seed ?? 1, groups);
  const predictions = new Array<number>(X.length).fill(Number.NaN);
  for (let k = 0; k < folds; k++) {
    const train = [...X.keys()].filter((row) => fold[row] !== k);
    const pick = <T>(values: T[]) => train.map((row) => values[row]!);
    const weights = opts.weights ? pick(opts.weights) : undefined;
    const model = fitGbdt(pick(X), pick(y), features, { ...opts, weights });
    X.forEach((x, row) => {
      if (fold[row] === k) predictions[row] = predict(model, x);
    });
  }
  return { predictions, folds: fold };
}

/**
 * Features ranked by the total loss reduction of their splits. For a model loaded from JSON (no gains
 * stored) the number of splits on each feature is used instead.
 * @param model a model
 * @returns one entry per feature, largest gain first
 */
export function featureImportance(model: GbdtModel): { feature: string; gain: number }[] {
  let gain = gainsByModel.get(model);
  if (!gain) {
    gain = new Float64Array(model.features.length);
    for (const tree of model.trees) for (const f of tree.f) if (f >= 0) gain[f]! += 1;
  }
  const total = gain;
  return model.features.map((feature, f) => ({ feature, gain: total[f]! })).sort((a, b) => b.gain - a.gain);
}
