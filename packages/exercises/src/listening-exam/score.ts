import type { ListeningRegion } from "./format.ts";

/** One answered question of a sitting: its part and whether it was right. */
export interface ListeningMark {
  question_id: string;
  part: string;
  right: boolean;
}

/** A part's result: right answers out of questions, and the points they earn on the test's scale. */
export interface ListeningPartResult {
  part: string;
  right: number;
  total: number;
  points: number;
  max_points: number;
}

/**
 * Scores a sitting on the region's scale: each part's points are shared equally by the part's questions
 * in this set, so a full mock test is out of the paper's total (Common Test: 100) and a practice set of
 * one part is out of that part's points.
 * @param region - the region and its parts
 * @param marks - every question of the set, answered or not (unanswered is wrong)
 * @returns per-part results (parts without questions left out), the points, the maximum and the percent
 */
export function scoreListening(region: ListeningRegion, marks: readonly ListeningMark[]) {
  const parts: ListeningPartResult[] = [];
  for (const p of region.parts) {
    const mine = marks.filter((m) => m.part === p.part);
    if (mine.length === 0) continue;
    const right = mine.filter((m) => m.right).length;
    parts.push({
      part: p.part,
      right,
      total: mine.length,
      points: round1((p.points * right) / mine.length),
      max_points: p.points,
    });
  }
  const points = Math.round(parts.reduce((n, p) => n + p.points, 0));
  const max = parts.reduce((n, p) => n + p.max_points, 0);
  const right = parts.reduce((n, p) => n + p.right, 0);
  const total = parts.reduce((n, p) => n + p.total, 0);
  return {
    parts,
    points,
    max_points: max,
    right,
    total,
    percent: total === 0 ? 0 : Math.round((100 * right) / total),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
