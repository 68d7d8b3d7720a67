/** Agreement figures: Pearson r with a 95% confidence interval, and flag rates. */

/** Pearson correlation of two equally long lists (NaN when either has no spread). */
export function pearson(x: readonly number[], y: readonly number[]): number {
  const n = Math.min(x.length, y.length);
  if (n < 3) return Number.NaN;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i] as number;
    my += y[i] as number;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (x[i] as number) - mx;
    const dy = (y[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : Number.NaN;
}

/**
 * Pearson r with its 95% confidence interval from Fisher's z transform.
 * @returns r, low, high and n
 */
export function pearsonCi(
  x: readonly number[],
  y: readonly number[],
): { r: number; lo: number; hi: number; n: number } {
  const n = Math.min(x.length, y.length);
  const r = pearson(x, y);
  if (!Number.isFinite(r) || n < 4) return { r, lo: Number.NaN, hi: Number.NaN, n };
  const z = Math.atanh(Math.max(-0.999999, Math.min(0.999999, r)));
  const se = 1 / Math.sqrt(n - 3);
  return { r, lo: Math.tanh(z - 1.96 * se), hi: Math.tanh(z + 1.96 * se), n };
}

/** A proportion with its 95% Wilson interval. */
export function proportionCi(hits: number, n: number): { p: number; lo: number; hi: number; n: number } {
  if (n === 0) return { p: Number.NaN, lo: Number.NaN, hi: Number.NaN, n };
  const p = hits / n;
  const z = 1.96;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return { p, lo: Math.max(0, c - h), hi: Math.min(1, c + h), n };
}

/** Mean squared error. */
export function mse(x: readonly number[], y: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += ((x[i] as number) - (y[i] as number)) ** 2;
  return s / Math.max(1, x.length);
}
