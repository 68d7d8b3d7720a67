import type { Catalog } from "@hibiki/content";
import {
  ACHIEVEMENTS,
  type AchievementDef,
  FRAMES,
  type FrameDef,
  type UserCardMetric,
} from "@hibiki/contracts";

/** Achievements by id. */
export const ACHIEVEMENT_BY_ID: ReadonlyMap<number, AchievementDef> = new Map(
  ACHIEVEMENTS.map((a) => [a.id, a]),
);
/** Frames by id. */
export const FRAME_BY_ID: ReadonlyMap<number, FrameDef> = new Map(FRAMES.map((f) => [f.id, f]));

/**
 * The achievements a student's counts reach.
 * @param counts - the student's count per metric
 * @returns their ids, in order
 */
export function reached(counts: Record<UserCardMetric, number>): number[] {
  return ACHIEVEMENTS.filter((a) => counts[a.metric] >= a.target).map((a) => a.id);
}

/**
 * Whether a frame is unlocked by the earned achievements, and the progress shown for it.
 * @param frame - the frame
 * @param earned - ids of the earned achievements
 * @returns unlocked, progress and target
 */
export function frameState(
  frame: FrameDef,
  earned: ReadonlySet<number>,
): { unlocked: boolean; progress: number; target: number } {
  const u = frame.unlock;
  if (u.kind === "always") return { unlocked: true, progress: 1, target: 1 };
  if (u.kind === "count")
    return { unlocked: earned.size >= u.n, progress: Math.min(earned.size, u.n), target: u.n };
  const has = earned.has(u.id);
  return { unlocked: has, progress: has ? 1 : 0, target: 1 };
}

/**
 * The textbook units whose every resource a student completed.
 * @param catalog - the built catalogue
 * @param done - the res_codes the student completed
 * @returns how many units are finished
 */
export function unitsFinished(catalog: Catalog, done: ReadonlySet<string> | undefined): number {
  if (!done || done.size === 0) return 0;
  let n = 0;
  for (const book of catalog.books)
    for (const unit of book.units) {
      const codes = unit.sections.flatMap((s) => s.resources.map((r) => r.res_code));
      if (codes.length > 0 && codes.every((c) => done.has(c))) n += 1;
    }
  return n;
}
