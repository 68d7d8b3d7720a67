import { z } from "zod";
import { DbId, defineCall, FlagInput, IsoDate } from "./envelope.ts";

/**
 * E-books (issue 23, spec "E-book"): graded readers for extensive reading. Books come from the content
 * build (`ebooks/index.json`, each book's `book.json` in its resource folder); the student keeps a shelf,
 * progress, bookmarks, reading logs (words per minute), one impression per book and a level from the
 * level check. Each book's comprehension exercise is a textbook resource (res_code `ebook-<nn>`) played by
 * the textbook player. Free-reading homework (teacher side) is in ebook-teacher.ts.
 *
 * Change log for the web helper (shapes only ever grow; a changed shape is noted here):
 * - (none yet)
 */

/** Most books a shelf holds (the 31st → 400 bookshelf_full). */
export const EBOOK_SHELF_MAX = 30;
/** Largest page size of ebook/list. */
export const EBOOK_LIST_LIMIT_MAX = 40;
export const EBOOK_LIST_LIMIT_DEFAULT = 20;
export const EBOOK_HISTORY_LIMIT_MAX = 100;
/** Bookmark names: trimmed, 1-30 characters. */
export const EBOOK_BOOKMARK_NAME_MAX = 30;
/** Impression text: 10-400 characters. */
export const EBOOK_IMPRESSION_MIN = 10;
export const EBOOK_IMPRESSION_MAX = 400;
/** Longest reading session one log may report (4 hours). */
export const EBOOK_LOG_SECONDS_MAX = 14_400;
/** Reading levels (YL) run 0.5-4.0. */
export const EBOOK_YL_MIN = 0.5;
export const EBOOK_YL_MAX = 4.0;
/** Recommended books: unread books whose YL is within this of the student's level. */
export const EBOOK_RECOMMEND_RANGE = 0.3;
/** Speed bands (spec): more than 120 wpm fast, 80-120 average, under 80 slow. */
export const EBOOK_SPEED_FAST_OVER = 120;
export const EBOOK_SPEED_SLOW_UNDER = 80;
/** Items in one level-check paper (2 per CEFR band). */
export const EBOOK_LEVEL_CHECK_ITEMS = 8;

export const EBOOK_CEFRS = ["A1", "A2", "B1", "B2"] as const;
export const EbookCefrSchema = z.enum(EBOOK_CEFRS);
export type EbookCefr = z.infer<typeof EbookCefrSchema>;
/** YL bands of each CEFR band (the level scale of the guide). */
export const EBOOK_CEFR_BANDS: readonly { cefr: EbookCefr; yl_min: number; yl_max: number }[] = [
  { cefr: "A1", yl_min: 0.5, yl_max: 1.4 },
  { cefr: "A2", yl_min: 1.5, yl_max: 2.4 },
  { cefr: "B1", yl_min: 2.5, yl_max: 3.4 },
  { cefr: "B2", yl_min: 3.5, yl_max: 4.0 },
];

/**
 * The CEFR band of a reading level.
 * @param yl - a reading level 0.5-4.0
 * @returns A1 (< 1.5), A2 (< 2.5), B1 (< 3.5) or B2
 */
export function ebookCefrForYl(yl: number): EbookCefr {
  if (yl < 1.45) return "A1";
  if (yl < 2.45) return "A2";
  if (yl < 3.45) return "B1";
  return "B2";
}

export const EBOOK_GENRES = ["fiction", "nonfiction"] as const;
export const EbookGenreSchema = z.enum(EBOOK_GENRES);
export const EBOOK_TOPICS = [
  "school-life",
  "clubs",
  "food",
  "travel",
  "science",
  "history",
  "nature",
  "sports",
  "family",
  "culture",
  "technology",
  "animals",
  "friendship",
  "mystery",
] as const;
export const EbookTopicSchema = z.enum(EBOOK_TOPICS);
export type EbookTopic = z.infer<typeof EbookTopicSchema>;
export const EBOOK_VOICES = ["female1", "female2", "male1", "male2", "male3"] as const;
export const EbookVoiceSchema = z.enum(EBOOK_VOICES);

export const EBOOK_SPEED_BANDS = ["fast", "average", "slow", "too_little"] as const;
export const EbookSpeedBandSchema = z.enum(EBOOK_SPEED_BANDS);
export type EbookSpeedBand = z.infer<typeof EbookSpeedBandSchema>;

/**
 * The spec's reading feedback for a read-through.
 * @param wpm - words per minute
 * @param wordsRead - words read in the read-through
 * @param bookWords - the book's words
 * @returns too_little when under half the book was read, else fast (> 120), average (80-120) or slow (< 80)
 */
export function ebookSpeedBand(wpm: number, wordsRead: number, bookWords: number): EbookSpeedBand {
  if (wordsRead * 2 < bookWords) return "too_little";
  if (wpm > EBOOK_SPEED_FAST_OVER) return "fast";
  if (wpm < EBOOK_SPEED_SLOW_UNDER) return "slow";
  return "average";
}

/** A book id: eb-<nn>-<kebab title>. */
export const EbookBookIdSchema = z
  .string()
  .trim()
  .min(1, "book_id is required")
  .max(80, "book_id is too long")
  .regex(/^eb-\d{2}-[a-z0-9-]+$/, "book_id is not an e-book");
/** A reading level as typed in a filter (0.5-4.0). */
export const EbookYlInputSchema = z.coerce.number().min(EBOOK_YL_MIN).max(EBOOK_YL_MAX);
const PageNo = z.coerce.number().int().min(1).max(1000);
const Page = z.coerce.number().int().min(1).max(10_000).default(1);

/** A book as the library lists it (index.json's entry). `cover` is a /res/... URL path. */
export const EbookSummarySchema = z.object({
  book_id: z.string(),
  title: z.string(),
  title_ja: z.string(),
  yl: z.number(),
  cefr: EbookCefrSchema,
  genre: EbookGenreSchema,
  topics: z.array(EbookTopicSchema),
  summary: z.string(),
  summary_ja: z.string(),
  word_count: z.number().int(),
  page_count: z.number().int(),
  line_count: z.number().int(),
  has_dialogue: z.boolean(),
  retold_from: z.string().nullable(),
  res_code: z.string(),
  res_version: z.number().int(),
  cover: z.string(),
});
export type EbookSummary = z.infer<typeof EbookSummarySchema>;

/** The student's state of one book. progress_page: the last page read (to_page of the latest log; resume there), 0 = not opened. */
export const EbookStateSchema = z.object({
  on_shelf: z.boolean(),
  is_read: z.boolean(),
  progress_page: z.number().int().nonnegative(),
  last_read_at: IsoDate.nullable(),
  /** when the book was finished or marked read (null while unread) */
  read_at: IsoDate.nullable(),
});
export type EbookState = z.infer<typeof EbookStateSchema>;

export const EbookListItemSchema = EbookSummarySchema.extend(EbookStateSchema.shape);
export type EbookListItem = z.infer<typeof EbookListItemSchema>;

/** The student's level from the level check (null until taken). */
export const EbookLevelSchema = z.object({ yl: z.number(), cefr: EbookCefrSchema, checked_at: IsoDate });
export type EbookLevel = z.infer<typeof EbookLevelSchema>;

export const EbookTotalsSchema = z.object({
  books_read: z.number().int().nonnegative(),
  words_read: z.number().int().nonnegative(),
  minutes: z.number().int().nonnegative(),
});
export type EbookTotals = z.infer<typeof EbookTotalsSchema>;

export const ebookIndex = defineCall({
  method: "GET",
  path: "/v3/ebook/index",
  auth: "student",
  data: z.object({
    level: EbookLevelSchema.nullable(),
    /** shelf books, latest added first */
    shelf: z.array(EbookListItemSchema),
    /** opened (progress_page > 0) and unread books, latest read first (at most 10) */
    reading: z.array(EbookListItemSchema),
    /** unread books within ±0.3 of the level, nearest first (at most 8; empty without a level) */
    recommended: z.array(EbookListItemSchema),
    totals: EbookTotalsSchema,
    /** free-reading homework open today and not yet done */
    free_reading_open: z.number().int().nonnegative(),
    /** how many books the library has */
    book_count: z.number().int().nonnegative(),
  }),
});

export const EBOOK_STATUSES = ["all", "unread", "reading", "read", "shelf"] as const;
export const EBOOK_SORTS = ["level", "new", "words"] as const;

/**
 * status: unread = not read (opened or not), reading = opened and not read. sort: level = YL then book_id
 * (the library's order), new = the latest built books first (res_version), words = shortest first.
 * yl_min above yl_max is read as the range between them.
 */
export const EbookListQuerySchema = z.object({
  keyword: z.string().trim().max(60).optional(),
  yl_min: EbookYlInputSchema.optional(),
  yl_max: EbookYlInputSchema.optional(),
  cefr: EbookCefrSchema.optional(),
  genre: EbookGenreSchema.optional(),
  topic: EbookTopicSchema.optional(),
  status: z.enum(EBOOK_STATUSES).default("all"),
  sort: z.enum(EBOOK_SORTS).default("level"),
  page: Page,
  limit: z.coerce.number().int().min(1).max(EBOOK_LIST_LIMIT_MAX).default(EBOOK_LIST_LIMIT_DEFAULT),
});
export type EbookListQuery = z.input<typeof EbookListQuerySchema>;

/** keyword matches title, title_ja, summary or summary_ja (case-insensitive). */
export const ebookList = defineCall({
  method: "GET",
  path: "/v3/ebook/list",
  auth: "student",
  query: EbookListQuerySchema,
  data: z.object({ list: z.array(EbookListItemSchema), total: z.number().int().nonnegative() }),
});

const BookQuery = z.object({ book_id: EbookBookIdSchema });
const BookBody = z.object({ book_id: EbookBookIdSchema });

export const EbookBookmarkSchema = z.object({
  bookmark_id: z.number().int(),
  book_id: z.string(),
  page_no: z.number().int(),
  name: z.string(),
  created_at: IsoDate,
});
export type EbookBookmark = z.infer<typeof EbookBookmarkSchema>;

export const EbookImpressionSchema = z.object({
  impression_id: z.number().int(),
  book_id: z.string(),
  rating: z.number().int().min(1).max(5),
  /** the text, sensitive words masked */
  content: z.string(),
  /** the chosen line, or null */
  favourite_line: z.object({ sentence_id: z.string(), text: z.string(), ja: z.string() }).nullable(),
  created_at: IsoDate,
});
export type EbookImpression = z.infer<typeof EbookImpressionSchema>;

/** One finished attempt of the book's exercise (a textbook answer record). */
export const EbookExerciseResultSchema = z.object({
  guid: z.string(),
  percent_score: z.number(),
  right: z.number().int(),
  total: z.number().int(),
  answered_at: IsoDate,
});

export const EbookExerciseSummarySchema = z.object({
  res_code: z.string(),
  res_version: z.number().int(),
  question_count: z.number().int(),
  /** finished attempts */
  attempts: z.number().int().nonnegative(),
  best_percent: z.number().nullable(),
  /** the latest finished attempt's record id (for /ebook/exercise/result/) */
  last_guid: z.string().nullable(),
});
export type EbookExerciseSummary = z.infer<typeof EbookExerciseSummarySchema>;

/** This student's reading of one book. average_wpm over all logs (null without logs). */
export const EbookBookReadingSchema = z.object({
  sessions: z.number().int().nonnegative(),
  seconds: z.number().int().nonnegative(),
  words_read: z.number().int().nonnegative(),
  average_wpm: z.number().int().nullable(),
  last_read_at: IsoDate.nullable(),
});

export const ebookDetails = defineCall({
  method: "GET",
  path: "/v3/ebook/details",
  auth: "student",
  query: BookQuery,
  data: z.object({
    book: EbookListItemSchema,
    bookmarks: z.array(EbookBookmarkSchema),
    impression: EbookImpressionSchema.nullable(),
    exercise: EbookExerciseSummarySchema,
    reading: EbookBookReadingSchema,
  }),
});

export const EbookLineSchema = z.object({
  /** p<page>-<n> */
  sentence_id: z.string(),
  text: z.string(),
  ja: z.string(),
  /** narrator or a character's name */
  speaker: z.string(),
  voice: EbookVoiceSchema,
  new_paragraph: z.boolean(),
  word_count: z.number().int(),
});
export type EbookLine = z.infer<typeof EbookLineSchema>;

export const EbookPageSchema = z.object({
  page_no: z.number().int(),
  chapter: z.string().nullable(),
  /** URL path of the SVG, or null */
  illustration: z.string().nullable(),
  lines: z.array(EbookLineSchema),
});
export type EbookPage = z.infer<typeof EbookPageSchema>;

/** The reader's text (book.json) with the student's state (resume at progress_page). */
export const ebookContent = defineCall({
  method: "GET",
  path: "/v3/ebook/content",
  auth: "student",
  query: BookQuery,
  data: z.object({
    book: EbookSummarySchema,
    speakers: z.record(z.string(), EbookVoiceSchema),
    glossary: z.array(z.object({ word: z.string(), ja: z.string() })),
    pages: z.array(EbookPageSchema),
    state: EbookStateSchema,
  }),
});

const ShelfData = z.object({ state: EbookStateSchema, shelf_count: z.number().int().nonnegative() });

/** Idempotent; the 31st book → 400 bookshelf_full. */
export const ebookBookshelfAdd = defineCall({
  method: "POST",
  path: "/v3/ebook/bookshelf-add",
  auth: "student",
  body: BookBody,
  data: ShelfData,
});

export const ebookBookshelfRemove = defineCall({
  method: "POST",
  path: "/v3/ebook/bookshelf-remove",
  auth: "student",
  body: BookBody,
  data: ShelfData,
});

export const ebookMarkRead = defineCall({
  method: "POST",
  path: "/v3/ebook/mark-read",
  auth: "student",
  body: BookBody.extend({ is_read: FlagInput }),
  data: z.object({ state: EbookStateSchema }),
});

export const ebookBookmarks = defineCall({
  method: "GET",
  path: "/v3/ebook/bookmarks",
  auth: "student",
  query: BookQuery,
  data: z.object({ items: z.array(EbookBookmarkSchema) }),
});

/** Same name in the book or same page → 400 bookmark_exists; page_no beyond the book → 400 bad_request. */
export const ebookBookmarkAdd = defineCall({
  method: "POST",
  path: "/v3/ebook/bookmark-add",
  auth: "student",
  body: BookBody.extend({
    page_no: PageNo,
    name: z
      .string()
      .trim()
      .min(1, "name is required")
      .max(EBOOK_BOOKMARK_NAME_MAX, `name must be at most ${EBOOK_BOOKMARK_NAME_MAX} characters`),
  }),
  data: z.object({ bookmark: EbookBookmarkSchema }),
});

/** Another student's bookmark → 404. */
export const ebookBookmarkDelete = defineCall({
  method: "POST",
  path: "/v3/ebook/bookmark-delete",
  auth: "student",
  body: z.object({ bookmark_id: DbId }),
  data: z.object({ deleted: z.literal(true) }),
});
