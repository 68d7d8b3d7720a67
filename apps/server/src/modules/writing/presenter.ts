import type { WritingRecord } from "@hibiki/contracts";
import type { WritingRow } from "./repository.ts";

/**
 * A stored writing as the contract's WritingRecord (no internal columns; ISO dates).
 * @param row - the database row
 * @param engineUrl - the signed engine_result link of the row's file
 * @returns the DTO
 */
export function presentWriting(row: WritingRow, engineUrl: string): WritingRecord {
  return {
    writing_id: row.id,
    source: row.source,
    topic_id: row.topic_id,
    title: row.title,
    level: row.level,
    content: row.content,
    word_count: row.word_count,
    error_count: row.error_count,
    percent_score: row.percent_score,
    total_score: row.total_score,
    engine_result: engineUrl,
    correct_notes: Array.isArray(row.correct_notes) ? row.correct_notes : [],
    created_at: new Date(row.created_at).toISOString(),
  };
}
