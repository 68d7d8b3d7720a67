import type { WritingRecord, WritingSource } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import { signFileUrl } from "../../lib/signed-url.ts";
import { ENGINE_RESULT_FILE } from "./engine-file.ts";
import { presentWriting } from "./presenter.ts";
import { findOwnWriting, listWritings } from "./repository.ts";

/**
 * One page of the student's writings, newest first.
 * @param db - the database
 * @param secret - the signing secret (for the engine_result links)
 * @param studentId - the student
 * @param q - source/topic filter and paging
 * @returns total and the page
 */
export async function writingHistoryPage(
  db: Queryable,
  secret: string,
  studentId: number,
  q: { source?: WritingSource; topic_id?: string; page: number; limit: number },
): Promise<{ total: number; list: WritingRecord[] }> {
  const { total, rows } = await listWritings(db, {
    studentId,
    source: q.source,
    topicId: q.topic_id,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return {
    total,
    list: rows.map((r) => presentWriting(r, signFileUrl(ENGINE_RESULT_FILE, r.engine_file_id, secret))),
  };
}

/**
 * One of the student's own writings.
 * @param db - the database
 * @param secret - the signing secret
 * @param studentId - the student
 * @param id - the writing id
 * @returns the writing
 * @throws AppError 404 when it does not exist or belongs to someone else (no hint that it exists)
 */
export async function findWritingDetail(
  db: Queryable,
  secret: string,
  studentId: number,
  id: number,
): Promise<WritingRecord> {
  const row = await findOwnWriting(db, studentId, id);
  if (!row) throw NotFound(`作文が見つかりません: ${id}`);
  return presentWriting(row, signFileUrl(ENGINE_RESULT_FILE, row.engine_file_id, secret));
}
