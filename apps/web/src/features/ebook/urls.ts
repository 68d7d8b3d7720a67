import type { EBOOK_GENRES, EBOOK_SORTS, EBOOK_STATUSES, EbookCefr, EbookTopic } from "@hibiki/contracts";

const q = (params: Record<string, string | number | undefined | null>) => {
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== null && v !== "") s.set(k, String(v));
  const out = s.toString();
  return out ? `?${out}` : "";
};

/** The library's filters as they appear in /ebook/list's address (so back and reload keep them). */
export type LibraryFilters = {
  keyword?: string;
  yl_min?: number;
  yl_max?: number;
  cefr?: EbookCefr;
  genre?: (typeof EBOOK_GENRES)[number];
  topic?: EbookTopic;
  status?: (typeof EBOOK_STATUSES)[number];
  sort?: (typeof EBOOK_SORTS)[number];
  page?: number;
};

/** URLs of the e-book screens (spec routes under /ebook). */
export const ebookUrls = {
  index: () => "/ebook/index",
  list: (filters: LibraryFilters = {}) => `/ebook/list${q(filters as Record<string, string | number>)}`,
  doc: () => "/ebook/doc",
  details: (bookId: string) => `/ebook/details/${encodeURIComponent(bookId)}`,
  /** the reader, at a page (a bookmark) or where the student left off */
  reading: (bookId: string, page?: number) => `/ebook/reading/${encodeURIComponent(bookId)}${q({ page })}`,
  exerciseInfo: (bookId: string) => `/ebook/exercise/info${q({ book_id: bookId })}`,
  /** the exercise in the textbook player (the info route with the resource named) */
  exercisePlay: (bookId: string, resCode: string) =>
    `/ebook/exercise/info${q({ book_id: bookId, res_code: resCode, mode: "practice" })}`,
  exerciseResult: (bookId: string, resCode: string, guid: string) =>
    `/ebook/exercise/result/${q({ book_id: bookId, res_code: resCode, guid })}`,
  levelCheck: () => "/ebook/level-check",
  test: () => "/ebook/test",
  impression: (bookId: string) => `/ebook/impression/${encodeURIComponent(bookId)}`,
  history: () => "/ebook/history",
  freeReading: () => "/ebook/homework/free-reading/list",
};

/**
 * A book id from the address, or null when it cannot be one (the contract's pattern).
 * @param raw - the path or query value
 * @returns the id
 */
export function bookIdOf(raw: string | null | undefined): string | null {
  const id = (raw ?? "").trim();
  return /^eb-\d{2}-[a-z0-9-]{1,76}$/.test(id) ? id : null;
}

/**
 * A positive page number from the address, or null.
 * @param raw - the query value
 * @returns the number
 */
export function pageOf(raw: string | null | undefined): number | null {
  return raw && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : null;
}
