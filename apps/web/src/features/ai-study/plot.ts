/**
 * The geometry of the mastery plot (pure): time on x, mastery 0-100 % on y, one line per grammar point.
 */

/** One grammar point's line: its values over time. */
export type PlotSeries = {
  id: string;
  /** the short mark written at the line's end (the lesson number) */
  mark: string;
  /** time (ms) and mastery (0-1), oldest first */
  values: readonly { t: number; p: number }[];
};

/** The drawing's size and margins (viewBox units). */
export const PLOT = { w: 640, h: 260, l: 58, r: 34, t: 14, b: 34 } as const;

/** The thresholds drawn as dashed lines: mastered from 0.95, needs review below 0.6. */
export const PLOT_LINES = { mastered: 0.95, review: 0.6 } as const;

/**
 * The time span of the series (a lone moment gets an hour either side so it sits in the middle).
 * @param series - the lines
 * @returns [from, to] in ms, or null when there is no value
 */
export function timeSpan(series: readonly PlotSeries[]): [number, number] | null {
  const ts = series.flatMap((s) => s.values.map((v) => v.t)).filter(Number.isFinite);
  if (ts.length === 0) return null;
  const from = Math.min(...ts);
  const to = Math.max(...ts);
  return from === to ? [from - 3_600_000, to + 3_600_000] : [from, to];
}

/**
 * Maps a time to x.
 * @param t - ms
 * @param span - the plot's time span
 * @returns x in viewBox units
 */
export function xOf(t: number, span: readonly [number, number]): number {
  const [from, to] = span;
  const k = to === from ? 0.5 : (t - from) / (to - from);
  return PLOT.l + Math.min(1, Math.max(0, k)) * (PLOT.w - PLOT.l - PLOT.r);
}

/**
 * Maps a mastery to y.
 * @param p - 0-1
 * @returns y in viewBox units (1 at the top)
 */
export function yOf(p: number): number {
  const k = Math.min(1, Math.max(0, p));
  return PLOT.h - PLOT.b - k * (PLOT.h - PLOT.t - PLOT.b);
}

/**
 * A line's SVG path: straight from one answer's estimate to the next.
 * @param values - the line's values, oldest first
 * @param span - the plot's time span
 * @returns the path's d attribute ("" without values)
 */
export function pathOf(values: PlotSeries["values"], span: readonly [number, number]): string {
  return values
    .map((v, i) => `${i === 0 ? "M" : "L"}${xOf(v.t, span).toFixed(1)},${yOf(v.p).toFixed(1)}`)
    .join(" ");
}

/**
 * Evenly spaced times for the x axis labels.
 * @param span - the plot's time span
 * @param count - how many
 * @returns the times (ms)
 */
export function timeTicks(span: readonly [number, number], count = 4): number[] {
  const [from, to] = span;
  if (count < 2) return [from];
  return Array.from({ length: count }, (_, i) => from + ((to - from) * i) / (count - 1));
}

/** Under this span the x axis shows times of day, not dates (ms). */
const DAY_MS = 86_400_000;

/**
 * How the x axis labels a time: the date, or for a span within two days the time of day (the first
 * label with its date).
 * @param span - the plot's time span
 * @returns "date" or "time"
 */
export function tickStyle(span: readonly [number, number]): "date" | "time" {
  return span[1] - span[0] < 2 * DAY_MS ? "time" : "date";
}

/**
 * Moves the marks at the lines' ends apart so none overlaps another (at least `gap` apart, in the
 * plot's height), keeping their order from top to bottom.
 * @param ys - each mark's wanted y
 * @param gap - the least distance between two marks
 * @returns the y of each mark, in the input order
 */
export function spreadMarks(ys: readonly number[], gap = 14): number[] {
  const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const top = PLOT.t + gap / 2;
  const bottom = PLOT.h - PLOT.b;
  let prev = Number.NEGATIVE_INFINITY;
  for (const o of order) {
    o.y = Math.max(o.y, prev + gap, top);
    prev = o.y;
  }
  // pushed past the bottom: shift the stack up as a whole
  const over = (order[order.length - 1]?.y ?? 0) - bottom;
  if (over > 0) for (const o of order) o.y -= over;
  const out = new Array<number>(ys.length);
  for (const o of order) out[o.i] = o.y;
  return out;
}
