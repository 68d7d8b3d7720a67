import { z } from "zod";
import { DbId, defineCall, IsoDate } from "./envelope.ts";
import type { ErrorKey } from "./errors.ts";

/**
 * Live class sessions (issue 25 part 5, `/live`): a teacher starts a session for one of their classes
 * with 1-20 items and pushes them one by one over the live socket (ws/live.ts); the class's students
 * join from /live (or a push, jump_schema 7) and answer; the teacher sees answers and scores arrive,
 * reveals the correct answer and ends the session. Everything is saved (items, every answer, ended_at),
 * so the detail works after the end.
 *
 * Scoring (the server's, never the client's), each answer 0-100:
 * - choice: 100 when choice_index is answer_index, else 0;
 * - short_answer: 100 when the text matches an accepted answer ignoring case, spaces and punctuation
 *   (packages/exercises normalizeText), else 0;
 * - read_aloud: the percent (20 × the 0-5 total) of the speech evaluation the answer names by its
 *   evaluate_result (the signed URL the evaluation socket answered); correct = score >= LIVE_PASS_SCORE.
 * A student's session score (my_score) = the sum of their answer scores / item_count, rounded (unanswered
 * items count 0).
 *
 * Scope: a teacher reaches the sessions of classes they own (an administrator: every class of the school);
 * anything else is 404 live_not_found / not_found (ids of other schools are never revealed).
 */

/** Item kinds. */
export const LIVE_ITEM_KINDS = ["choice", "read_aloud", "short_answer"] as const;
export const LiveItemKindSchema = z.enum(LIVE_ITEM_KINDS);
export type LiveItemKind = z.infer<typeof LiveItemKindSchema>;

/** Most items in a session. */
export const LIVE_ITEMS_MAX = 20;
/** Longest title (characters). */
export const LIVE_TITLE_MAX = 60;
/** Longest prompt (characters). */
export const LIVE_PROMPT_MAX = 300;
/** Options of a choice item. */
export const LIVE_OPTIONS_MIN = 2;
export const LIVE_OPTIONS_MAX = 4;
/** Longest option (characters). */
export const LIVE_OPTION_MAX = 120;
/** Longest read-aloud sentence (characters; the speech socket's read_sentence takes far more). */
export const LIVE_READ_TEXT_MAX = 200;
/** Accepted answers of a short-answer item, and the longest one (characters). */
export const LIVE_ACCEPTED_MAX = 10;
export const LIVE_ACCEPTED_LEN_MAX = 100;
/** Longest typed short answer (characters). */
export const LIVE_ANSWER_TEXT_MAX = 200;
/** A read-aloud answer passes (correct) at this score (0-100). */
export const LIVE_PASS_SCORE = 60;
/** Page size of the list and history calls. */
export const LIVE_PAGE_SIZE = 20;

/** The error keys of live sessions (HTTP and socket error frames). */
export const LIVE_ERROR_KEYS = [
  "live_not_found",
  "live_ended",
  "live_already_open",
  "live_no_session",
  "live_item_not_found",
  "live_item_not_pushed",
  "live_item_closed",
  "live_answer_duplicate",
  "live_not_joined",
  "live_not_opened",
] as const satisfies readonly ErrorKey[];
export type LiveErrorKey = (typeof LIVE_ERROR_KEYS)[number];

export const LIVE_MESSAGES: Readonly<Record<LiveErrorKey, string>> = {
  live_not_found: "指定されたライブ授業が見つかりません。",
  live_ended: "このライブ授業はすでに終了しています。",
  live_already_open: "このクラスには終了していないライブ授業があります。先に終了してください。",
  live_no_session: "いま参加できるライブ授業はありません。",
  live_item_not_found: "指定された問題はこのライブ授業にありません。",
  live_item_not_pushed: "この問題はまだ出されていません。",
  live_item_closed: "この問題の解答は締め切られました。",
  live_answer_duplicate: "この問題にはすでに解答しています。",
  live_not_joined: "先にライブ授業に参加してください。",
  live_not_opened: "先にライブ授業を開いてください。",
};

const Prompt = z.string().trim().min(1).max(LIVE_PROMPT_MAX);
const Option = z.string().trim().min(1).max(LIVE_OPTION_MAX);
/** An English sentence to read: letters, digits, spaces and ordinary punctuation, at least one letter. */
const ReadText = z
  .string()
  .trim()
  .min(1)
  .max(LIVE_READ_TEXT_MAX)
  .regex(/^[A-Za-z0-9 ,.!?'’"“”:;()-]+$/, "text: an English sentence (half-width letters and punctuation)")
  .regex(/[A-Za-z]/, "text: an English sentence (half-width letters and punctuation)");

/** A multiple-choice question: 2-4 options, answer_index the correct one (0-based). */
export const LiveChoiceItemSchema = z
  .object({
    kind: z.literal("choice"),
    /** the question shown to students */
    prompt: Prompt,
    /** 2-4 options, shown in this order */
    options: z.array(Option).min(LIVE_OPTIONS_MIN).max(LIVE_OPTIONS_MAX),
    /** 0-based index of the correct option */
    answer_index: z
      .number()
      .int()
      .min(0)
      .max(LIVE_OPTIONS_MAX - 1),
  })
  .refine((i) => i.answer_index < i.options.length, {
    message: "answer_index: must name one of the options",
    path: ["answer_index"],
  });

/** A sentence to read aloud, scored by the speech engine (pass at LIVE_PASS_SCORE). */
export const LiveReadAloudItemSchema = z.object({
  kind: z.literal("read_aloud"),
  /** an instruction shown above the sentence (e.g. 「次の英文を読みましょう」); may be empty */
  prompt: z.string().trim().max(LIVE_PROMPT_MAX).default(""),
  /** the English sentence the student reads (the evaluation's reference text, category read_sentence) */
  text: ReadText,
});

/** A typed answer, matched case-, space- and punctuation-insensitively against the accepted answers. */
export const LiveShortAnswerItemSchema = z.object({
  kind: z.literal("short_answer"),
  /** the question shown to students */
  prompt: Prompt,
  /** 1-10 accepted answers */
  accepted: z.array(z.string().trim().min(1).max(LIVE_ACCEPTED_LEN_MAX)).min(1).max(LIVE_ACCEPTED_MAX),
});

/** One item as the teacher writes it (with its answers). */
export const LiveItemSchema = z.discriminatedUnion("kind", [
  LiveChoiceItemSchema,
  LiveReadAloudItemSchema,
  LiveShortAnswerItemSchema,
]);
export type LiveItem = z.infer<typeof LiveItemSchema>;
export type LiveItemInput = z.input<typeof LiveItemSchema>;

/** open: created and not ended (students can join); ended: saved, read-only. */
export const LiveStatusSchema = z.enum(["open", "ended"]);
export type LiveStatus = z.infer<typeof LiveStatusSchema>;

/** A session as lists show it. */
export const LiveSummarySchema = z.object({
  live_id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  teacher_name: z.string(),
  title: z.string(),
  status: LiveStatusSchema,
  item_count: z.number().int(),
  /** items pushed so far */
  pushed_count: z.number().int(),
  /** the class's active students */
  student_count: z.number().int(),
  /** students who answered at least one item */
  participant_count: z.number().int(),
  /** the participants' average session score (0-100, as `ended.my_score`); null before any answer */
  average_score: z.number().int().min(0).max(100).nullable(),
  created_at: IsoDate,
  /** null while open */
  ended_at: IsoDate.nullable(),
});
export type LiveSummary = z.infer<typeof LiveSummarySchema>;

// ---------- teacher calls ----------

/** Body of create: a class of the caller's (another's → 404 not_found; archived → 400 class_archived). */
export const LiveCreateBodySchema = z.object({
  class_id: DbId,
  title: z.string().trim().min(1).max(LIVE_TITLE_MAX),
  items: z.array(LiveItemSchema).min(1).max(LIVE_ITEMS_MAX),
});
export type LiveCreateBody = z.input<typeof LiveCreateBodySchema>;

/**
 * Starts a session (status open) and sends the class's students a push (jump_schema 7, open /live).
 * A class with an open session → 400 live_already_open (end it first).
 */
export const teacherLiveCreate = defineCall({
  method: "POST",
  path: "/v3/teacher/live/create",
  auth: "teacher",
  body: LiveCreateBodySchema,
  data: z.object({ live_id: z.number().int(), live: LiveSummarySchema }),
});

/** The caller's sessions (optionally of one class; another's class → 404 not_found), newest first. */
export const teacherLiveList = defineCall({
  method: "GET",
  path: "/v3/teacher/live/list",
  auth: "teacher",
  query: z.object({
    class_id: DbId.optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(LIVE_PAGE_SIZE),
  }),
  data: z.object({
    items: z.array(LiveSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});

/** One saved answer. */
export const LiveAnswerSchema = z.object({
  item_index: z.number().int(),
  student_id: z.number().int(),
  /** choice: the chosen option; else null */
  choice_index: z.number().int().nullable(),
  /** short_answer: the typed text; else null */
  text: z.string().nullable(),
  correct: z.boolean(),
  /** 0-100 */
  score: z.number().int().min(0).max(100),
  answered_at: IsoDate,
});
export type LiveAnswer = z.infer<typeof LiveAnswerSchema>;

/** Per-item figures (over the students who answered it). */
export const LiveItemStatsSchema = z.object({
  item_index: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** correct / answered, 0-1; null before any answer */
  correct_rate: z.number().min(0).max(1).nullable(),
  /** mean score 0-100 (one decimal); null before any answer */
  average_score: z.number().min(0).max(100).nullable(),
});
export type LiveItemStats = z.infer<typeof LiveItemStatsSchema>;

/** The full session: items with answers, every student's answers, per-item figures and the class totals. */
export const teacherLiveDetail = defineCall({
  method: "GET",
  path: "/v3/teacher/live/detail",
  auth: "teacher",
  query: z.object({ live_id: DbId }),
  data: z.object({
    live: LiveSummarySchema,
    items: z.array(
      z.object({
        item_index: z.number().int(),
        item: LiveItemSchema,
        pushed_at: IsoDate.nullable(),
        revealed_at: IsoDate.nullable(),
        stats: LiveItemStatsSchema,
      }),
    ),
    /** the class's active students (by class number, then name) plus any former member who answered */
    students: z.array(
      z.object({
        student_id: z.number().int(),
        name: z.string(),
        class_number: z.number().int().nullable(),
        answers: z.array(LiveAnswerSchema),
        correct_count: z.number().int(),
        /** the session score 0-100 (see the top) */
        score: z.number().int().min(0).max(100),
      }),
    ),
    totals: z.object({
      students: z.number().int(),
      participants: z.number().int(),
      answers: z.number().int(),
      correct: z.number().int(),
      /** correct / answers, null before any */
      correct_rate: z.number().min(0).max(1).nullable(),
      /** mean session score of the participants, null before any */
      average_score: z.number().min(0).max(100).nullable(),
    }),
  }),
});

/** Ends a session (sockets get `ended`); ending an ended one → 400 live_ended. */
export const teacherLiveEnd = defineCall({
  method: "POST",
  path: "/v3/teacher/live/end",
  auth: "teacher",
  body: z.object({ live_id: DbId }),
  data: z.object({ live: LiveSummarySchema }),
});

/** A ready-made item set the teacher can start from (original content). */
export const LiveSampleSetSchema = z.object({
  set_id: z.string(),
  title: z.string(),
  /** e.g. "中1" */
  level: z.string(),
  items: z.array(LiveItemSchema),
});
export type LiveSampleSet = z.infer<typeof LiveSampleSetSchema>;
export const teacherLiveSampleSets = defineCall({
  method: "GET",
  path: "/v3/teacher/live/sample-sets",
  auth: "teacher",
  data: z.object({ sets: z.array(LiveSampleSetSchema) }),
});

// ---------- student calls ----------

/** The open session of the student's class (its own module: home's live entry loads only it). */
export { liveCurrent } from "./home-calls.ts";

/** The student's past (ended) sessions of their class, newest first, with their score. */
export const liveHistory = defineCall({
  method: "GET",
  path: "/v3/live/history",
  auth: "student",
  query: z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(100).default(LIVE_PAGE_SIZE),
  }),
  data: z.object({
    items: z.array(
      z.object({
        live_id: z.number().int(),
        title: z.string(),
        teacher_name: z.string(),
        item_count: z.number().int(),
        answered: z.number().int(),
        correct: z.number().int(),
        /** the session score 0-100 */
        my_score: z.number().int().min(0).max(100),
        created_at: IsoDate,
        ended_at: IsoDate.nullable(),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  }),
});
