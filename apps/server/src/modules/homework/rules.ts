import type { HomeworkConfig, HomeworkStatus } from "@hibiki/contracts";
import type { HomeworkRow } from "./repository.ts";

/**
 * Homework rules in one place (pure, no I/O): when a topic counts as answered, how many attempts are
 * left, and whether a new attempt may start.
 */

/** The config switches and limits of a homework as the contract names them. */
export function configOf(h: HomeworkRow): HomeworkConfig {
  const flag = (v: number) => (v ? 1 : 0) as 0 | 1;
  return {
    sample_answer: flag(h.sample_answer),
    speech_speed: flag(h.speech_speed),
    subtitle: flag(h.subtitle),
    translation: flag(h.translation),
    answer_tips: flag(h.answer_tips),
    required_times: h.required_times,
    has_limit: flag(h.has_limit),
    limit_number: h.limit_number,
  };
}

/** @returns 1 when the deadline has passed at `now` */
export function isExpired(h: Pick<HomeworkRow, "deadline">, now = new Date()): 0 | 1 {
  return new Date(h.deadline).getTime() < now.getTime() ? 1 : 0;
}

/**
 * A topic is answered once it has max(1, required_times) counted finished attempts.
 * @param used - counted finished attempts
 */
export function topicStatus(h: Pick<HomeworkRow, "required_times">, used: number): HomeworkStatus {
  return used >= Math.max(1, h.required_times) ? "answered" : "not_submitted";
}

/** @returns attempts left under the limit, or null without a limit */
export function remainingAttempts(
  h: Pick<HomeworkRow, "has_limit" | "limit_number">,
  used: number,
): number | null {
  return h.has_limit ? Math.max(0, h.limit_number - used) : null;
}

/**
 * Whether a NEW attempt may start: not when the limit is used up, and after the deadline only as a
 * first (late) submission — once something was handed in, expired work is closed (spec: the try-again
 * button hides when is_expired).
 * @returns true when allowed
 */
export function canStartAttempt(h: HomeworkRow, used: number, now = new Date()): boolean {
  const left = remainingAttempts(h, used);
  if (left !== null && left <= 0) return false;
  if (isExpired(h, now) && used > 0) return false;
  return true;
}

/**
 * Whether an unfinished attempt may be finished: not once the limit is used up, since every finished
 * attempt counts (attempts started side by side cannot all be handed in past the limit).
 * @returns true when allowed
 */
export function canFinishAttempt(h: HomeworkRow, used: number): boolean {
  return remainingAttempts(h, used) !== 0;
}

/**
 * Whether a homework is still to do: the one rule of the homework badge (the dashboard's and
 * new-notice-total's unfinished_homework_count) and of the list's 未提出 tab and its unfinished_count.
 * Some topic is not answered yet and can still be handed in: before the deadline while attempts are left,
 * after it as a first, late submission (canStartAttempt). A homework without topics is to do until its
 * deadline.
 * @param h - the homework
 * @param usedByTopic - the student's counted finished attempts, one entry per topic
 * @param now - the time to judge the deadline at
 * @returns true when it belongs in 未提出 and counts in the badge
 */
export function isHomeworkToDo(h: HomeworkRow, usedByTopic: readonly number[], now = new Date()): boolean {
  if (usedByTopic.length === 0) return isExpired(h, now) === 0;
  return usedByTopic.some((used) => topicStatus(h, used) !== "answered" && canStartAttempt(h, used, now));
}
