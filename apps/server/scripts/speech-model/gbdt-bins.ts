/** Threshold that sends every present value left and only missing values right. */
const MISSING_EDGE = 1e300;

/** Training rows reduced to small bin numbers, one column per feature. */
export interface BinnedData {
  rows: number;
  features: number;
  /** per feature, strictly increasing thresholds: bin i holds values in (edges[i-1], edges[i]] */
  edges: number[][];
  /** bins[row * features + f]; a missing value gets bin edges[f].length + 1 */
  bins: Uint8Array;
  /** first histogram slot of each feature; feature f owns edges[f].length + 2 slots */
  offset: Int32Array;
  /** histogram slots over all features */
  slots: number;
}

/**
 * A short decimal e with lo <= e < hi (at most 6 significant digits), close to the midpoint, so that a
 * split keeps the same meaning on raw values as on bins and the model JSON stays small.
 * @param lo largest value that must go left
 * @param hi smallest value that must go right
 * @returns the threshold, or undefined when no 6-digit number separates the two values
 */
export function shortThreshold(lo: number, hi: number): number | undefined {
  const mid = lo + (hi - lo) / 2;
  const ok = (e: number) => Number.isFinite(e) && e >= lo && e < hi;
  for (let p = 1; p <= 6; p++) {
    const e = Number(mid.toPrecision(p));
    if (ok(e) && (p === 6 || Math.abs(e - mid) <= (hi - lo) / 4)) return e;
  }
  const fallback = Number(lo.toPrecision(6));
  return ok(fallback) ? fallback : undefined;
}

/** Quantile thresholds of the sorted present values of one feature. */
function featureEdges(sorted: Float64Array, maxBins: number, hasMissing: boolean): number[] {
  const edges: number[] = [];
  const n = sorted.length;
  let distinct = n > 0 ? 1 : 0;
  for (let i = 1; i < n; i++) if (sorted[i] !== sorted[i - 1]) distinct++;
  // Few distinct values (flags, counts): one bin each. Otherwise about n / maxBins rows per bin.
  let perBin = distinct <= maxBins ? 0 : n / maxBins;
  let inBin = 0;
  for (let i = 0; i < n; ) {
    let j = i + 1;
    while (j < n && sorted[j] === sorted[i]) j++;
    inBin += j - i;
    if (j < n && inBin >= perBin && edges.length < maxBins - 1) {
      const edge = shortThreshold(sorted[i]!, sorted[j]!);
      if (edge !== undefined) {
        edges.push(edge);
        if (perBin > 0) perBin = (n - j) / (maxBins - edges.length);
        inBin = 0;
      }
    }
    i = j;
  }
  if (hasMissing && n > 0 && sorted[n - 1]! < MISSING_EDGE) edges.push(MISSING_EDGE);
  return edges;
}

/** Number of edges below x: x <= edges[i] exactly when the result is <= i. */
function binOf(edges: number[], x: number): number {
  let lo = 0;
  let hi = edges.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (edges[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Computes quantile bins once per feature and bins every value.
 * @param X rows of feature values (NaN = missing)
 * @param maxBins bins per feature for present values, 2..254
 * @returns the binned columns and their thresholds
 */
export function binRows(X: number[][], maxBins: number): BinnedData {
  const rows = X.length;
  const features = X[0]?.length ?? 0;
  const bins = new Uint8Array(rows * features);
  const edges: number[][] = [];
  const offset = new Int32Array(features);
  let slots = 0;
  const present = new Float64Array(rows);
  for (let f = 0; f < features; f++) {
    let count = 0;
    for (let i = 0; i < rows; i++) {
      const x = X[i]![f]!;
      if (!Number.isNaN(x)) present[count++] = x;
    }
    const sorted = present.subarray(0, count).sort();
    const featureEdgeList = featureEdges(sorted, maxBins, count < rows);
    const missingBin = featureEdgeList.length + 1;
    for (let i = 0; i < rows; i++) {
      const x = X[i]![f]!;
      bins[i * features + f] = !Number.isNaN(x) ? binOf(featureEdgeList, x) : missingBin;
    }
    edges.push(featureEdgeList);
    offset[f] = slots;
    slots += featureEdgeList.length + 2;
  }
  return { rows, features, edges, bins, offset, slots };
}
