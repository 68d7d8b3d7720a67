/** One value of a chart: a label (x axis or bar name) and a number. */
export type ChartPoint = { label: string; value: number };

/**
 * Maps a value on [min, max] to a pixel position on [from, to] (clamped, so outliers stay in the plot).
 * @param value - the value
 * @param min - bottom of the domain
 * @param max - top of the domain
 * @param from - pixel at min
 * @param to - pixel at max
 * @returns the pixel position
 */
export function scale(value: number, min: number, max: number, from: number, to: number): number {
  if (!Number.isFinite(value) || max === min) return from;
  const v = Math.min(max, Math.max(min, value));
  return from + ((v - min) / (max - min)) * (to - from);
}

/**
 * Evenly spaced axis ticks from 0 to max.
 * @param max - top of the axis
 * @param count - number of steps
 * @returns tick values, e.g. [0, 25, 50, 75, 100]
 */
export function ticks(max: number, count = 4): number[] {
  if (max <= 0 || count <= 0) return [0];
  return Array.from({ length: count + 1 }, (_, i) => Math.round((max / count) * i * 100) / 100);
}

/**
 * The largest value, or a floor when all are small (so a chart of zeros still has an axis).
 * @param points - the data
 * @param floor - the smallest top
 * @returns top of the y axis
 */
export function niceMax(points: readonly ChartPoint[], floor = 1): number {
  const top = Math.max(floor, ...points.map((p) => (Number.isFinite(p.value) ? p.value : 0)));
  const mag = 10 ** Math.floor(Math.log10(top));
  return Math.ceil(top / mag) * mag;
}
