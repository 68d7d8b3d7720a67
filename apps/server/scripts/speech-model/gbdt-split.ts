import type { BinnedData } from "./gbdt-bins.ts";

/** Gradient, hessian and row count of a set of rows. */
export interface Stats {
  G: number;
  H: number;
  C: number;
}

/** Regularisation and constraints that decide which splits are allowed. */
export interface SplitParams {
  lambda: number;
  minLeaf: number;
  /** per feature: +1 increasing, -1 decreasing, 0 free */
  monotone: Int8Array;
}

/** Best split of a node. */
export interface Split {
  feature: number;
  /** rows with a bin <= this go left */
  bin: number;
  missingRight: boolean;
  gain: number;
  left: Stats;
  right: Stats;
  /** the children's leaf weights, already within the node's bounds */
  wLeft: number;
  wRight: number;
}

/**
 * Adds the sampled rows start..end of idx into a histogram of (g, h, count) triples, for the chosen
 * columns only (the other columns' slots are left as they are).
 * @param data binned rows
 * @param cols feature indices to fill
 * @param idx row indices
 * @param start first position in idx
 * @param end position after the last
 * @param g gradients by row
 * @param h hessians by row
 * @param out histogram of 3 * data.slots values
 */
export function buildHistogram(
  data: BinnedData,
  cols: Int32Array,
  idx: Int32Array,
  start: number,
  end: number,
  g: Float64Array,
  h: Float64Array,
  out: Float64Array,
): void {
  const { bins, features, offset, edges } = data;
  for (const f of cols) {
    const first = offset[f]! * 3;
    out.fill(0, first, first + (edges[f]!.length + 2) * 3);
  }
  const slot = Int32Array.from(cols, (f) => offset[f]! * 3);
  const width = cols.length;
  // Row by row: each row's gradient is read once and its bins sit in one cache line.
  for (let i = start; i < end; i++) {
    const row = idx[i]!;
    const gv = g[row]!;
    const hv = h[row]!;
    const base = row * features;
    for (let j = 0; j < width; j++) {
      const k = slot[j]! + bins[base + cols[j]!]! * 3;
      out[k]! += gv;
      out[k + 1]! += hv;
      out[k + 2]! += 1;
    }
  }
}

/**
 * Turns a parent histogram into its other child's by subtracting one child (the usual trick that halves
 * the histogram work).
 * @param data binned rows
 * @param cols feature indices in use
 * @param parent the parent's histogram, overwritten
 * @param child the histogram of one child
 */
export function subtractHistogram(
  data: BinnedData,
  cols: Int32Array,
  parent: Float64Array,
  child: Float64Array,
): void {
  for (const f of cols) {
    const first = data.offset[f]! * 3;
    const last = first + (data.edges[f]!.length + 2) * 3;
    for (let k = first; k < last; k++) parent[k]! -= child[k]!;
  }
}

/**
 * Second-order leaf weight -G / (H + lambda), clamped to the bounds that monotone constraints impose.
 * @param G gradient sum
 * @param H hessian sum
 * @param lambda L2 regularisation
 * @param lo lower bound
 * @param hi upper bound
 * @returns the weight
 */
export function leafWeight(G: number, H: number, lambda: number, lo: number, hi: number): number {
  const w = H + lambda > 0 ? -G / (H + lambda) : 0;
  return w < lo ? lo : w > hi ? hi : w;
}

/** Second-order loss change of giving rows with sums G, H the weight w. */
function objective(G: number, H: number, lambda: number, w: number): number {
  return G * w + 0.5 * (H + lambda) * w * w;
}

/**
 * Best split of a node over the chosen columns, trying both directions for missing values.
 * @param data binned rows
 * @param hist the node's histogram
 * @param cols feature indices allowed in this tree
 * @param node the node's sums
 * @param bounds the node's weight bounds [lo, hi] from monotone ancestors
 * @param params regularisation and constraints
 * @returns the split with the largest positive gain, or undefined
 */
export function findBestSplit(
  data: BinnedData,
  hist: Float64Array,
  cols: Int32Array,
  node: Stats,
  bounds: readonly [number, number],
  params: SplitParams,
): Split | undefined {
  const { lambda, minLeaf, monotone } = params;
  const [lo, hi] = bounds;
  const parentObjective = objective(node.G, node.H, lambda, leafWeight(node.G, node.H, lambda, lo, hi));
  let best: Split | undefined;
  let bestGain = 1e-12;
  const consider = (feature: number, bin: number, missingRight: boolean, G: number, H: number, C: number) => {
    const GR = node.G - G;
    const HR = node.H - H;
    const CR = node.C - C;
    if (C < minLeaf || CR < minLeaf) return;
    const wLeft = leafWeight(G, H, lambda, lo, hi);
    const wRight = leafWeight(GR, HR, lambda, lo, hi);
    const sign = monotone[feature]!;
    if ((sign > 0 && wLeft > wRight) || (sign < 0 && wLeft < wRight)) return;
    const gain = parentObjective - objective(G, H, lambda, wLeft) - objective(GR, HR, lambda, wRight);
    if (!(gain > bestGain)) return;
    bestGain = gain;
    const left = { G, H, C };
    best = { feature, bin, missingRight, gain, left, right: { G: GR, H: HR, C: CR }, wLeft, wRight };
  };
  for (const f of cols) {
    const first = data.offset[f]! * 3;
    const splits = data.edges[f]!.length;
    const miss = first + (splits + 1) * 3;
    const Gm = hist[miss]!;
    const Hm = hist[miss + 1]!;
    const Cm = hist[miss + 2]!;
    let G = 0;
    let H = 0;
    let C = 0;
    for (let b = 0; b < splits; b++) {
      const k = first + b * 3;
      G += hist[k]!;
      H += hist[k + 1]!;
      C += hist[k + 2]!;
      if (Cm > 0) {
        consider(f, b, true, G, H, C);
        consider(f, b, false, G + Gm, H + Hm, C + Cm);
      } else {
        // No missing rows here: an unseen NaN follows the larger child.
        consider(f, b, node.C - C > C, G, H, C);
      }
    }
  }
  return best;
}
