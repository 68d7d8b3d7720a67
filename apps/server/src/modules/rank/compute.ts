import { RANK_MIN_PRACTICES } from "@hibiki/contracts";
import type { Db } from "../../db/client.ts";
import { type ActivityByDay, activityByDay } from "../integral/activity.ts";
import { streakOf, studyDaysOf } from "../integral/streak.ts";
import { addDays, japanDay, periodOf } from "./days.ts";
import * as repo from "./repository.ts";

/** Students read per batch (their whole history is read at once). */
const BATCH = 500;
/** Days of snapshots kept (older runs are dropped by the job). */
const KEEP_DAYS = 7;
/** The start of "all time" for the 50-practice rule. */
const EPOCH_DAY = "2000-01-01";

/**
 * One student's snapshot values from their activity: the 50-practice rule on all time, sums over the
 * period, the streak on the morning of the day.
 * @returns the values, or null when the student is not ranked (fewer than RANK_MIN_PRACTICES practices)
 */
export function valuesOf(
  student: repo.CandidateRow,
  days:
    | ReadonlyMap<
        string,
        {
          practices: number;
          answers: number;
          score_sum: number;
          scored_answers: number;
          recording_seconds: number;
        }
      >
    | undefined,
  period: { from: string; to: string },
  today: string,
): repo.SnapshotValues | null {
  let practices = 0;
  let answers = 0;
  let scoreSum = 0;
  let scored = 0;
  let seconds = 0;
  for (const [day, a] of days ?? []) {
    practices += a.practices;
    if (day < period.from || day > period.to) continue;
    answers += a.answers;
    scoreSum += a.score_sum;
    scored += a.scored_answers;
    seconds += a.recording_seconds;
  }
  if (practices < RANK_MIN_PRACTICES) return null;
  return {
    studentId: student.id,
    schoolId: student.school_id,
    classId: student.class_id,
    practicesTotal: practices,
    learningScore: Math.round(scoreSum),
    averageScore: scored > 0 ? Math.round((scoreSum / scored) * 10) / 10 : null,
    answerCount: answers,
    recordingSeconds: Math.round(seconds),
    streakDays: streakOf(studyDaysOf(days), today).current,
  };
}

/**
 * Computes the snapshot of a Japan day once: claims the day (a row keyed by it, inserted in the same
 * transaction as the values, so of several runners on one database exactly one computes and the others
 * wait for its commit and find the day taken), then ranks every active student with RANK_MIN_PRACTICES
 * finished practices, batch by batch, and drops snapshots older than a week.
 * @param db - database
 * @param day - the snapshot's Japan day
 * @param trigger - the daily job, or the first request of a server without any snapshot
 * @param now - the clock (the streak's today)
 * @returns whether this call computed it (false: another runner did, or it existed)
 */
export async function computeSnapshot(
  db: Db,
  day: string,
  trigger: repo.RunRow["trigger"],
  now: Date = new Date(),
): Promise<boolean> {
  const period = periodOf(day);
  const today = japanDay(now) > day ? japanDay(now) : day;
  return db.transaction(async (tx) => {
    if (!(await repo.claimRun(tx, { day, trigger, ...period }))) return false;
    let ranked = 0;
    let after = 0;
    for (;;) {
      const batch = await repo.candidates(tx, after, BATCH);
      const last = batch.at(-1);
      if (!last) break;
      after = last.id;
      const activity: ActivityByDay = await activityByDay(
        tx,
        batch.map((s) => s.id),
        EPOCH_DAY,
        today,
      );
      const rows = batch.flatMap((s) => valuesOf(s, activity.get(s.id), period, today) ?? []);
      await repo.insertSnapshots(tx, day, rows);
      ranked += rows.length;
    }
    await repo.finishRun(tx, day, ranked);
    await repo.pruneRuns(tx, addDays(day, -KEEP_DAYS));
    return true;
  });
}

/**
 * All-time finished practices of one student up to now (the 50-practice rule as it stands, not at the
 * snapshot).
 * @returns the count
 */
export async function practicesOf(db: Db, studentId: number, now: Date): Promise<number> {
  const activity = await activityByDay(db, [studentId], EPOCH_DAY, japanDay(now));
  let n = 0;
  for (const a of activity.get(studentId)?.values() ?? []) n += a.practices;
  return n;
}
