import type { CustomReadingAttempt, CustomReadingAttemptSummary, CustomReadingText } from "@hibiki/contracts";
import type { AttemptRow, TextRow } from "./repository.ts";

const iso = (d: Date | string) => new Date(d).toISOString();
/** Points as the spec shows them: capped at 100, floored to 2 decimals. */
const points = (v: number | null) => (v === null ? null : Math.floor(Math.min(100, v) * 100) / 100);

/**
 * A saved text as the contract shows it.
 * @param row - the text with its totals
 * @returns the DTO
 */
export function presentText(row: TextRow): CustomReadingText {
  return {
    text_id: row.id,
    text: row.text,
    word_count: row.word_count,
    category: row.category,
    created_at: iso(row.created_at),
    attempt_count: row.attempt_count,
    best_score: points(row.best_score),
    last_score: points(row.last_score),
    last_practised_at: row.last_practised_at ? iso(row.last_practised_at) : null,
  };
}

/**
 * An attempt in a history list (without its coloured words and report).
 * @param row - the attempt
 * @returns the DTO
 */
export function presentAttemptSummary(row: AttemptRow): CustomReadingAttemptSummary {
  return {
    attempt_id: row.id,
    text_id: row.text_id,
    total_score: row.total_score,
    accuracy_score: row.accuracy_score,
    fluency_score: row.fluency_score,
    integrity_score: row.integrity_score,
    percent_score: points(row.percent_score) ?? 0,
    record_duration: row.record_duration,
    sound_file: row.sound_file,
    unscored_reason: row.unscored_reason,
    created_at: iso(row.created_at),
  };
}

/**
 * An attempt with everything its result screen shows.
 * @param row - the attempt
 * @returns the DTO
 */
export function presentAttempt(row: AttemptRow): CustomReadingAttempt {
  return {
    ...presentAttemptSummary(row),
    evaluate_html: row.evaluate_html,
    evaluate_result: row.evaluate_result,
    study_report: row.study_report,
  };
}
