import { z } from "zod";
import {
  EBOOK_HISTORY_LIMIT_MAX,
  EBOOK_IMPRESSION_MAX,
  EBOOK_IMPRESSION_MIN,
  EBOOK_LOG_SECONDS_MAX,
  EbookBookIdSchema,
  EbookCefrSchema,
  EbookExerciseResultSchema,
  EbookImpressionSchema,
  EbookLevelSchema,
  EbookListItemSchema,
  EbookSpeedBandSchema,
  EbookStateSchema,
  EbookTotalsSchema,
} from "./ebook.ts";
import { defineCall, FlagInput, IsoDate } from "./envelope.ts";

/**
 * E-book reading logs, history, the exercise's results, impressions and the level check (see ebook.ts's
 * header for the change log).
 */

const BookId = EbookBookIdSchema;
const PageNo = z.coerce.number().int().min(1).max(1000);

/**
 * One reading session (the reader sends it on leaving, on finishing and every few pages). The server caps
 * words_read at the words of pages from_page..to_page (to_page beyond the book or before from_page → 400
 * bad_request) and computes wpm. seconds must be 1-14,400. finished=1 only with to_page = the last page
 * (else 400 bad_request naming finished).
 */
export const EbookReadingLogBodySchema = z.object({
  book_id: BookId,
  from_page: PageNo,
  to_page: PageNo,
  seconds: z.coerce.number().int().min(1).max(EBOOK_LOG_SECONDS_MAX),
  words_read: z.coerce.number().int().min(0).max(1_000_000),
  /** 1 when the last page was reached: the book becomes read */
  finished: FlagInput.default(0),
});
export type EbookReadingLogBody = z.input<typeof EbookReadingLogBodySchema>;

/**
 * wpm and speed_band are over the current read-through: this log and the book's earlier logs since it was
 * last finished (so the feedback after the last page covers the whole reading). speed_band too_little:
 * under half the book's words were read in the read-through. log_wpm is this session alone.
 */
export const ebookReadingLog = defineCall({
  method: "POST",
  path: "/v3/ebook/reading-log",
  auth: "student",
  body: EbookReadingLogBodySchema,
  data: z.object({
    log_id: z.number().int(),
    /** the words counted for this log (after the cap) */
    words_read: z.number().int().nonnegative(),
    seconds: z.number().int(),
    log_wpm: z.number().int().nonnegative(),
    wpm: z.number().int().nonnegative(),
    speed_band: EbookSpeedBandSchema,
    /** words and seconds of the read-through so far */
    through_words: z.number().int().nonnegative(),
    through_seconds: z.number().int().nonnegative(),
    book_words: z.number().int(),
    state: EbookStateSchema,
  }),
});

export const EbookHistoryLogSchema = z.object({
  log_id: z.number().int(),
  book_id: z.string(),
  title: z.string(),
  title_ja: z.string(),
  cover: z.string(),
  read_at: IsoDate,
  /** the Japan day of read_at */
  date: z.string(),
  from_page: z.number().int(),
  to_page: z.number().int(),
  seconds: z.number().int(),
  minutes: z.number(),
  words_read: z.number().int(),
  wpm: z.number().int(),
  finished: z.boolean(),
});
export type EbookHistoryLog = z.infer<typeof EbookHistoryLogSchema>;

export const ebookHistory = defineCall({
  method: "GET",
  path: "/v3/ebook/history",
  auth: "student",
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(EBOOK_HISTORY_LIMIT_MAX).default(20),
  }),
  data: z.object({
    /** newest first */
    logs: z.array(EbookHistoryLogSchema),
    total: z.number().int().nonnegative(),
    /** the last 30 Japan days, oldest first, today last */
    daily: z.array(z.object({ date: z.string(), words: z.number().int(), seconds: z.number().int() })),
    /** read books, latest first */
    finished_books: z.array(EbookListItemSchema),
    totals: EbookTotalsSchema,
  }),
});

/** The book's exercise (textbook resource) and this student's finished attempts, newest first. */
export const ebookExerciseInfo = defineCall({
  method: "GET",
  path: "/v3/ebook/exercise-info",
  auth: "student",
  query: z.object({ book_id: BookId }),
  data: z.object({
    book_id: z.string(),
    title: z.string(),
    title_ja: z.string(),
    cover: z.string(),
    res_code: z.string(),
    res_version: z.number().int(),
    question_count: z.number().int(),
    best_percent: z.number().nullable(),
    results: z.array(EbookExerciseResultSchema),
  }),
});

export const ebookImpression = defineCall({
  method: "GET",
  path: "/v3/ebook/impression",
  auth: "student",
  query: z.object({ book_id: BookId }),
  data: z.object({ impression: EbookImpressionSchema.nullable() }),
});

/**
 * Once per book: a second submit → 400 impression_exists. favourite_line is a sentence_id of the book
 * (p<page>-<n>); an unknown one → 400 bad_request.
 */
export const ebookImpressionSubmit = defineCall({
  method: "POST",
  path: "/v3/ebook/impression-submit",
  auth: "student",
  body: z.object({
    book_id: BookId,
    rating: z.coerce.number().int().min(1).max(5),
    content: z.string().trim().min(EBOOK_IMPRESSION_MIN).max(EBOOK_IMPRESSION_MAX),
    favourite_line: z
      .string()
      .trim()
      .max(20)
      .regex(/^(p\d{1,4}-\d{1,4})?$/)
      .optional()
      .transform((v) => (v ? v : undefined)),
  }),
  data: z.object({ impression: EbookImpressionSchema }),
});

/** A level-check item as the paper shows it (the answer stays on the server). */
export const EbookLevelCheckItemSchema = z.object({
  item_id: z.string(),
  passage: z.string(),
  question: z.string(),
  question_ja: z.string(),
  options: z.array(z.string()),
});
export type EbookLevelCheckItem = z.infer<typeof EbookLevelCheckItemSchema>;

/** A new paper of 8 items, 2 from each CEFR band, easiest first (404 not_found when the build has no level check). */
export const ebookLevelCheck = defineCall({
  method: "GET",
  path: "/v3/ebook/level-check",
  auth: "student",
  data: z.object({
    paper_id: z.string(),
    items: z.array(EbookLevelCheckItemSchema),
    /** the student's current level, if any */
    level: EbookLevelSchema.nullable(),
  }),
});

/**
 * Scores a paper (unanswered items count wrong) and stores the level. Rule: walking up the CEFR bands
 * from A1, stop at the first band not answered all right; yl = the highest yl of a right answer in the
 * bands up to and including that one (0.5 when none). An unknown or someone else's paper_id → 404.
 */
export const ebookLevelCheckSubmit = defineCall({
  method: "POST",
  path: "/v3/ebook/level-check-submit",
  auth: "student",
  body: z.object({
    paper_id: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{8,64}$/),
    answers: z
      .array(
        z.object({
          item_id: z.string().trim().min(1).max(40),
          choice: z.coerce.number().int().min(0).max(9),
        }),
      )
      .max(20),
  }),
  data: z.object({
    yl: z.number(),
    cefr: EbookCefrSchema,
    right: z.number().int().nonnegative(),
    total: z.number().int().nonnegative(),
    per_level: z.array(
      z.object({
        cefr: EbookCefrSchema,
        yl_min: z.number(),
        yl_max: z.number(),
        right: z.number().int().nonnegative(),
        total: z.number().int().nonnegative(),
      }),
    ),
    /** for each item: the right option index and whether the student's choice was right */
    items: z.array(
      z.object({
        item_id: z.string(),
        yl: z.number(),
        answer: z.number().int(),
        choice: z.number().int().nullable(),
        is_right: z.boolean(),
      }),
    ),
    recommended: z.array(EbookListItemSchema),
  }),
});
