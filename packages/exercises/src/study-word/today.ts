// Today's task of a plan: the day's new words plus the reviews FSRS has made due.
import type { WordSchedule } from "./fsrs.ts";

/** What the task needs to know of a word the student has answered in the plan. */
export interface WordProgress {
  schedule: WordSchedule;
  /** the Japan day of its first answer (the day it was new) */
  first_day: string;
  /** the Japan day of its latest answer */
  last_day: string;
  wrong_pending: boolean;
}

export interface TodayTask {
  /** new today: words first answered today, then the next unanswered words of the book, up to daily_new */
  newIds: number[];
  /** reviews: words learned before today that are due by the end of today, or already reviewed today */
  reviewIds: number[];
  /** words of the task answered today */
  doneIds: number[];
}

/**
 * Builds a plan's task for a day.
 * @param bookWordIds - the book's words in study order
 * @param progress - the plan's answered words by word_id
 * @param today - the Japan day
 * @param dueBy - the end of today (words due before it are reviews)
 * @param dailyNew - new words a day
 * @returns the task (book order within each part)
 */
export function buildTodayTask(
  bookWordIds: readonly number[],
  progress: ReadonlyMap<number, WordProgress>,
  today: string,
  dueBy: Date,
  dailyNew: number,
): TodayTask {
  const newIds: number[] = [];
  const reviewIds: number[] = [];
  const doneIds: number[] = [];
  const fresh: number[] = [];
  for (const id of bookWordIds) {
    const p = progress.get(id);
    if (!p) {
      fresh.push(id);
      continue;
    }
    const doneToday = p.last_day === today;
    if (p.first_day === today) newIds.push(id);
    else if (doneToday || p.schedule.due_at.getTime() < dueBy.getTime()) reviewIds.push(id);
    else continue;
    if (doneToday) doneIds.push(id);
  }
  newIds.push(...fresh.slice(0, Math.max(0, dailyNew - newIds.length)));
  return { newIds, reviewIds, doneIds };
}

/** Words of a task still to answer today. */
export function unfinishedCount(task: TodayTask): number {
  return task.newIds.length + task.reviewIds.length - task.doneIds.length;
}
