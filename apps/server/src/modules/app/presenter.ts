import type { Notice, NoticeSummary, ProtocolDoc, ProtocolType } from "@hibiki/contracts";
import type { NoticeRow, ProtocolRow } from "./repository.ts";

/** Maps a notice row to the list item. */
export function presentNoticeSummary(row: NoticeRow): NoticeSummary {
  return {
    notice_id: row.id,
    title: row.title,
    summary: row.summary,
    published_at: row.published_at.toISOString(),
    is_read: row.is_read ? 1 : 0,
  };
}

/** Maps a notice row to the full notice (read now, since it is being opened). */
export function presentNotice(row: NoticeRow): Notice {
  return { ...presentNoticeSummary(row), is_read: 1, content: row.content };
}

/** Maps a protocol row of a known type to its document. */
export function presentProtocol(row: ProtocolRow & { type: ProtocolType }): ProtocolDoc {
  return {
    type: row.type,
    title: row.title,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
    content: row.content,
  };
}
