import type { GbdtTree } from "../../src/speech/model/gbdt.ts";
import type { BinnedData } from "./gbdt-bins.ts";
import {
  buildHistogram,
  findBestSplit,
  leafWeight,
  type Split,
  type SplitParams,
  type Stats,
  subtractHistogram,
} from "./gbdt-split.ts";

/** Everything one tree needs besides the data and the gradients. */
export interface GrowParams extends SplitParams {
  depth: number;
  learningRate: number;
}

/** A grown tree with what training needs beyond the exported arrays. */
export interface GrownTree {
  tree: GbdtTree;
  /** per node, the bin a split compares against (routes binned rows exactly like `t` routes raw ones) */
  splitBin: number[];
  /** per feature, the loss reduction of this tree's splits on it */
  gain: Float64Array;
}

/** A node waiting to be split: its rows are idx[start..end). */
interface Pending extends Stats {
  id: number;
  start: number;
  end: number;
  hist: Float64Array | undefined;
  bounds: readonly [number, number];
}

/** Rounds to 6 significant digits (toPrecision rounds correctly, so the order of values is kept). */
export function round6(x: number): number {
  return Number(x.toPrecision(6));
}

/** Reorders idx[start..end) so rows going left come first; returns where the right child starts. */
function partition(
  data: BinnedData,
  idx: Int32Array,
  start: number,
  end: number,
  f: number,
  bin: number,
  missingRight: boolean,
): number {
  const missingBin = data.edges[f]!.length + 1;
  const { bins, features } = data;
  let i = start;
  let j = end - 1;
  while (i <= j) {
    const row = idx[i]!;
    const b = bins[row * features + f]!;
    if (b === missingBin ? !missingRight : b <= bin) i++;
    else {
      idx[i] = idx[j]!;
      idx[j--] = row;
    }
  }
  return i;
}

/**
 * Child weight bounds: a split on a constrained feature puts a wall at the children's mean weight, so
 * every leaf below the left child stays on one side of it and every leaf below the right child on the
 * other, which keeps the whole tree monotone in that feature.
 */
function childBounds(sign: number, bounds: readonly [number, number], wLeft: number, wRight: number) {
  if (sign === 0) return { left: bounds, right: bounds };
  const mid = (wLeft + wRight) / 2;
  const lower: readonly [number, number] = [bounds[0], mid];
  const upper: readonly [number, number] = [mid, bounds[1]];
  return sign > 0 ? { left: lower, right: upper } : { left: upper, right: lower };
}

/** Inputs shared by every node of the tree being grown. */
interface Grower {
  data: BinnedData;
  idx: Int32Array;
  cols: Int32Array;
  g: Float64Array;
  h: Float64Array;
  params: GrowParams;
  pool: Float64Array[];
  grown: GrownTree;
}

function addNode({ grown }: Grower): number {
  const { tree, splitBin } = grown;
  for (const list of [tree.f, tree.t, tree.l, tree.r, tree.m, tree.v, splitBin]) list.push(0);
  tree.f[tree.f.length - 1] = -1;
  return tree.f.length - 1;
}

function makeLeaf(w: Grower, node: Pending): void {
  const weight = leafWeight(node.G, node.H, w.params.lambda, node.bounds[0], node.bounds[1]);
  w.grown.tree.v[node.id] = round6(w.params.learningRate * weight);
  if (node.hist) w.pool.push(node.hist);
}

/** Records the split, partitions the node's rows and gives the children their histograms. */
function splitNode(w: Grower, node: Pending, split: Split, childrenSplit: boolean): [Pending, Pending] {
  const { data, idx, grown } = w;
  const { feature, bin, missingRight } = split;
  const mid = partition(data, idx, node.start, node.end, feature, bin, missingRight);
  const bounds = childBounds(w.params.monotone[feature]!, node.bounds, split.wLeft, split.wRight);
  const left: Pending = {
    id: addNode(w),
    start: node.start,
    end: mid,
    ...split.left,
    hist: undefined,
    bounds: bounds.left,
  };
  const right: Pending = {
    id: addNode(w),
    start: mid,
    end: node.end,
    ...split.right,
    hist: undefined,
    bounds: bounds.right,
  };
  const { tree } = grown;
  tree.f[node.id] = feature;
  tree.t[node.id] = data.edges[feature]![bin]!;
  tree.l[node.id] = left.id;
  tree.r[node.id] = right.id;
  tree.m[node.id] = missingRight ? 1 : 0;
  grown.splitBin[node.id] = bin;
  grown.gain[feature]! += split.gain;
  const parentHist = node.hist!;
  if (!childrenSplit) w.pool.push(parentHist);
  else {
    // Build the smaller child's histogram; the larger one's is the parent's minus it.
    const [small, large] = mid - node.start <= node.end - mid ? [left, right] : [right, left];
    small.hist = w.pool.pop() ?? new Float64Array(data.slots * 3);
    buildHistogram(data, w.cols, idx, small.start, small.end, w.g, w.h, small.hist);
    subtractHistogram(data, w.cols, parentHist, small.hist);
    large.hist = parentHist;
  }
  return [left, right];
}

/**
 * Grows one tree depth-wise on histograms of the sampled rows.
 * @param data binned rows
 * @param idx the sampled row indices (reordered in place)
 * @param cols the features this tree may split on
 * @param g gradients by row
 * @param h hessians by row
 * @param params depth, learning rate, regularisation, constraints
 * @param pool spare histograms to reuse
 * @returns the tree, its split bins and its gain per feature
 */
export function growTree(
  data: BinnedData,
  idx: Int32Array,
  cols: Int32Array,
  g: Float64Array,
  h: Float64Array,
  params: GrowParams,
  pool: Float64Array[],
): GrownTree {
  const grown: GrownTree = {
    tree: { f: [], t: [], l: [], r: [], m: [], v: [] },
    splitBin: [],
    gain: new Float64Array(data.features),
  };
  const w: Grower = { data, idx, cols, g, h, params, pool, grown };
  const hist = pool.pop() ?? new Float64Array(data.slots * 3);
  const root: Pending = {
    id: addNode(w),
    start: 0,
    end: idx.length,
    G: 0,
    H: 0,
    C: idx.length,
    hist,
    bounds: [-Infinity, Infinity],
  };
  for (const row of idx) {
    root.G += g[row]!;
    root.H += h[row]!;
  }
  buildHistogram(data, cols, idx, 0, idx.length, g, h, hist);
  let level = [root];
  for (let depth = 0; depth < params.depth; depth++) {
    const next: Pending[] = [];
    for (const node of level) {
      const split =
        node.C >= 2 * params.minLeaf
          ? findBestSplit(data, node.hist!, cols, node, node.bounds, params)
          : undefined;
      if (split) next.push(...splitNode(w, node, split, depth + 1 < params.depth));
      else makeLeaf(w, node);
    }
    level = next;
  }
  for (const node of level) makeLeaf(w, node);
  return grown;
}

/**
 * Leaf value of a grown tree for one training row, routed on bins (same result as on raw values).
 * @param data binned rows
 * @param grown the tree
 * @param row the row index
 * @returns the leaf value
 */
export function treeValueBinned(data: BinnedData, grown: GrownTree, row: number): number {
  const { f, l, r, m, v } = grown.tree;
  let node = 0;
  let feature = f[0]!;
  while (feature >= 0) {
    const b = data.bins[row * data.features + feature]!;
    const goRight = b === data.edges[feature]!.length + 1 ? m[node] === 1 : b > grown.splitBin[node]!;
    node = goRight ? r[node]! : l[node]!;
    feature = f[node]!;
  }
  return v[node]!;
}
