import type {
  EbookBookmark,
  EbookImpression,
  EbookListItem,
  EbookState,
  EbookSummary,
} from "@hibiki/contracts";
import { iso, isoOrNull } from "../../lib/present.ts";
import type { BookText } from "./library.ts";
import type { BookmarkRow, ImpressionRow, StateRow } from "./repository.ts";

/** Maps rows to the contract's snake_case shapes (ebook.ts). */

/** A state row (or none: an untouched book) as the contract's state. */
export function presentState(row: StateRow | undefined): EbookState {
  return {
    on_shelf: !!row?.shelf_added_at,
    is_read: row?.is_read ?? false,
    progress_page: row?.progress_page ?? 0,
    last_read_at: isoOrNull(row?.last_read_at),
    read_at: isoOrNull(row?.is_read ? row.read_at : null),
  };
}

/** A book of the library with the student's state. */
export function listItem(book: EbookSummary, row: StateRow | undefined): EbookListItem {
  return { ...book, ...presentState(row) };
}

export function presentBookmark(b: BookmarkRow): EbookBookmark {
  return {
    bookmark_id: b.id,
    book_id: b.book_id,
    page_no: b.page_no,
    name: b.name,
    created_at: iso(b.created_at),
  };
}

/** An impression with its favourite line's text (null when the line is gone from a rebuilt book). */
export function presentImpression(i: ImpressionRow, text: BookText | undefined): EbookImpression {
  const line = i.favourite_line ? text?.lines.get(i.favourite_line) : undefined;
  return {
    impression_id: i.id,
    book_id: i.book_id,
    rating: i.rating,
    content: i.content,
    favourite_line: line ? { sentence_id: line.sentence_id, text: line.text, ja: line.ja } : null,
    created_at: iso(i.created_at),
  };
}
