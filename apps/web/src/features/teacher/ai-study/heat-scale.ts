import type { AiHomeworkHeatCell } from "@hibiki/contracts";

/**
 * The heatmap's colour scale: five bands of mastery p (as whole percents) and a sixth for no evidence.
 * Each band is a CSS class (ai-heat.css); the legend lists them in this order. The number is always
 * written in the cell too, so the colour is never the only cue.
 */
export const HEAT_BANDS = [
  { band: "b0", min: 0, max: 39 },
  { band: "b1", min: 40, max: 59 },
  { band: "b2", min: 60, max: 79 },
  { band: "b3", min: 80, max: 94 },
  { band: "b4", min: 95, max: 100 },
] as const;
export type HeatBand = (typeof HEAT_BANDS)[number]["band"] | "none";

/**
 * A probability as a whole percent.
 * @param p - 0-1
 * @returns 0-100
 */
export const pct = (p: number): number => Math.round(Math.max(0, Math.min(1, p)) * 100);

/**
 * The band of a mastery value.
 * @param p - the probability (null: no evidence)
 * @returns the band
 */
export function bandOf(p: number | null): HeatBand {
  if (p === null) return "none";
  const n = pct(p);
  return HEAT_BANDS.find((b) => n >= b.min && n <= b.max)?.band ?? "b0";
}

/**
 * The band of a student's cell: no evidence (no answers yet) has its own.
 * @param cell - the cell
 * @returns the band
 */
export const cellBand = (cell: Pick<AiHomeworkHeatCell, "p" | "answers">): HeatBand =>
  cell.answers > 0 ? bandOf(cell.p) : "none";
