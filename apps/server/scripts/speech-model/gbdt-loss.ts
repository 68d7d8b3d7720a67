import type { GbdtModel } from "../../src/speech/model/gbdt.ts";

/** Training loss of a model. */
export type Loss = GbdtModel["loss"];

/**
 * Raw score before any tree: the weighted mean for l2, its log-odds for logistic.
 * @param loss the loss
 * @param y targets (0..1 for logistic)
 * @param w sample weights
 * @returns the base score
 */
export function baseScore(loss: Loss, y: Float64Array, w: Float64Array): number {
  let sw = 0;
  let swy = 0;
  for (let i = 0; i < y.length; i++) {
    sw += w[i]!;
    swy += w[i]! * y[i]!;
  }
  const mean = sw > 0 ? swy / sw : 0;
  if (loss === "l2") return mean;
  const p = Math.min(1 - 1e-6, Math.max(1e-6, mean));
  return Math.log(p / (1 - p));
}

/**
 * Weighted first and second derivatives of the loss at the current raw scores.
 * @param loss the loss
 * @param pred current raw scores
 * @param y targets
 * @param w sample weights
 * @param g receives the gradients
 * @param h receives the hessians
 */
export function computeGradients(
  loss: Loss,
  pred: Float64Array,
  y: Float64Array,
  w: Float64Array,
  g: Float64Array,
  h: Float64Array,
): void {
  if (loss === "l2") {
    for (let i = 0; i < pred.length; i++) {
      g[i] = w[i]! * (pred[i]! - y[i]!);
      h[i] = w[i]!;
    }
    return;
  }
  for (let i = 0; i < pred.length; i++) {
    const p = 1 / (1 + Math.exp(-pred[i]!));
    g[i] = w[i]! * (p - y[i]!);
    h[i] = w[i]! * Math.max(p * (1 - p), 1e-16);
  }
}

/**
 * Mean loss of raw scores: squared error for l2, log loss for logistic.
 * @param loss the loss
 * @param pred raw scores
 * @param y targets
 * @returns the mean loss
 */
export function meanLoss(loss: Loss, pred: ArrayLike<number>, y: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < y.length; i++) {
    const z = pred[i]!;
    const t = y[i]!;
    if (loss === "l2") sum += (z - t) * (z - t);
    // log(1 + e^z) - t z, written to stay finite for large |z|
    else sum += Math.max(z, 0) + Math.log1p(Math.exp(-Math.abs(z))) - t * z;
  }
  return y.length > 0 ? sum / y.length : 0;
}
