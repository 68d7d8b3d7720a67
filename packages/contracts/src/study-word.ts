import { z } from "zod";
import { DbId, defineCall, Flag, FlagInput, IsoDate } from "./envelope.ts";

/**
 * Study-word plans (spec "Study word": study-word/*). A student picks a word book (graded lists by school
 * year, CEFR-J level or Eiken grade) and a daily amount of new words; each Japan day (Asia/Tokyo) the plan's
 * task is that many new words plus the reviews FSRS has made due. Answers are rated (wrong → Again, right
 * slow → Hard, right → Good, right quick → Easy) and rescheduled (@hibiki/exercises/study-word). Missed
 * words wait in the wrong-topic list until answered right. Teachers assign a book to a class and see each
 * student's mastery (teacher/study-word/*).
 */

export const STUDY_WORD_DAILY_MIN = 5;
export const STUDY_WORD_DAILY_MAX = 50;
export const STUDY_WORD_LIST_MAX = 100;

export const StudyWordMasterySchema = z.enum(["unlearned", "learned", "mastered", "needs_review"]);
export type StudyWordMastery = z.infer<typeof StudyWordMasterySchema>;
export const StudyWordExerciseSchema = z.enum([
  "meaning_choice",
  "listening_choice",
  "spelling",
  "read_aloud",
  "sentence",
]);
export type StudyWordExercise = z.infer<typeof StudyWordExerciseSchema>;
export const StudyWordBookKindSchema = z.enum(["school_year", "cefr", "eiken"]);

const BookId = z
  .string({ error: "book_id is required" })
  .trim()
  .min(1, "book_id is required")
  .max(32, "book_id is too long")
  .regex(/^[a-z0-9-]+$/, "book_id is not a word book");
const PlanId = DbId;
const WordId = DbId;
const DailyNew = z.coerce
  .number({ error: "daily_new must be a number" })
  .int("daily_new must be a whole number")
  .min(STUDY_WORD_DAILY_MIN, `daily_new must be ${STUDY_WORD_DAILY_MIN}-${STUDY_WORD_DAILY_MAX}`)
  .max(STUDY_WORD_DAILY_MAX, `daily_new must be ${STUDY_WORD_DAILY_MIN}-${STUDY_WORD_DAILY_MAX}`);
/** A Japan calendar date. */
const DateStr = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date must be YYYY-MM-DD");

export const StudyWordSchema = z.object({
  word_id: z.number().int(),
  word: z.string(),
  pos: z.string(),
  /** Japanese gloss */
  mean: z.string(),
  ipa: z.string(),
  audio_url: z.string().nullable(),
  sentence: z.string(),
  sentence_jp: z.string(),
  cefr_lv: z.string().nullable(),
});
export type StudyWord = z.infer<typeof StudyWordSchema>;

export const StudyWordCountsSchema = z.object({
  unlearned: z.number().int().nonnegative(),
  learned: z.number().int().nonnegative(),
  mastered: z.number().int().nonnegative(),
  needs_review: z.number().int().nonnegative(),
});
export type StudyWordCounts = z.infer<typeof StudyWordCountsSchema>;

export const StudyWordBookSchema = z.object({
  book_id: z.string(),
  kind: StudyWordBookKindSchema,
  title_ja: z.string(),
  title_en: z.string(),
  word_count: z.number().int().nonnegative(),
});
export type StudyWordBook = z.infer<typeof StudyWordBookSchema>;

export const StudyWordPlanSchema = z.object({
  plan_id: z.number().int(),
  book_id: z.string(),
  book_title_ja: z.string(),
  book_title_en: z.string(),
  daily_new: z.number().int(),
  /** the teacher's name when a teacher assigned the plan */
  assigned_by: z.string().nullable(),
  total_words: z.number().int().nonnegative(),
  counts: StudyWordCountsSchema,
  today: z.object({
    new_total: z.number().int().nonnegative(),
    review_total: z.number().int().nonnegative(),
    done: z.number().int().nonnegative(),
    finished: z.boolean(),
  }),
  created_at: IsoDate,
});
export type StudyWordPlan = z.infer<typeof StudyWordPlanSchema>;

export const StudyWordChoiceSchema = z.object({ index: z.number().int(), content: z.string() });
export const StudyWordChallengeItemSchema = StudyWordSchema.extend({
  exercise: StudyWordExerciseSchema,
  is_new: z.boolean(),
  /** meaning_choice and listening_choice: 4 Japanese meanings; sentence: 4 English words */
  choices: z.array(StudyWordChoiceSchema).optional(),
  /** 'sentence': the example with the word replaced by "____" */
  sentence_blank: z.string().optional(),
  /** index of the right choice (the client checks and reports) */
  answer_index: z.number().int().optional(),
  /** spelling: every accepted typed answer (compare with normalizeTypedAnswer of @hibiki/exercises) */
  accepted: z.array(z.string()).optional(),
});
export type StudyWordChallengeItem = z.infer<typeof StudyWordChallengeItemSchema>;

export const StudyWordListItemSchema = StudyWordSchema.extend({
  mastery: StudyWordMasterySchema,
  due_at: IsoDate.nullable(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
});

const BooksData = z.object({ items: z.array(StudyWordBookSchema) });

export const studyWordBooks = defineCall({
  method: "GET",
  path: "/v3/study-word/books",
  auth: "student",
  data: BooksData,
});

export const studyWordPlans = defineCall({
  method: "GET",
  path: "/v3/study-word/plans",
  auth: "student",
  data: z.object({ items: z.array(StudyWordPlanSchema) }),
});

/** One plan per book per student: the same book again → 400 study_word_plan_exists. */
export const studyWordAddPlan = defineCall({
  method: "POST",
  path: "/v3/study-word/add-plan",
  auth: "student",
  body: z.object({ book_id: BookId, daily_new: DailyNew }),
  data: z.object({ plan: StudyWordPlanSchema }),
});

export const studyWordEditPlan = defineCall({
  method: "POST",
  path: "/v3/study-word/edit-plan",
  auth: "student",
  body: z.object({ plan_id: PlanId, daily_new: DailyNew }),
  data: z.object({ plan: StudyWordPlanSchema }),
});

/** A teacher-assigned plan cannot be deleted: 403 study_word_plan_assigned. */
export const studyWordDeletePlan = defineCall({
  method: "POST",
  path: "/v3/study-word/delete-plan",
  auth: "student",
  body: z.object({ plan_id: PlanId }),
  data: z.object({ deleted: z.literal(true) }),
});

export const studyWordPlanInfo = defineCall({
  method: "GET",
  path: "/v3/study-word/plan-info",
  auth: "student",
  query: z.object({ plan_id: PlanId }),
  data: z.object({
    plan: StudyWordPlanSchema,
    /** the last 30 Japan days, oldest first */
    history: z.array(
      z.object({
        date: z.string(),
        right: z.number().int(),
        wrong: z.number().int(),
        new_learned: z.number().int(),
      }),
    ),
    /** reviews falling due on each of the next 7 Japan days (today first; today includes overdue) */
    next_7_days: z.array(z.object({ date: z.string(), due: z.number().int() })),
  }),
});

export const studyWordTodayTask = defineCall({
  method: "GET",
  path: "/v3/study-word/today-task",
  auth: "student",
  query: z.object({ plan_id: PlanId }),
  data: z.object({
    new_words: z.array(StudyWordSchema),
    review_words: z.array(StudyWordSchema),
    done_word_ids: z.array(z.number().int()),
  }),
});

export const studyWordList = defineCall({
  method: "GET",
  path: "/v3/study-word/list",
  auth: "student",
  query: z.object({
    plan_id: PlanId,
    mastery: StudyWordMasterySchema.optional(),
    page: z.coerce.number().int().min(1, "page must be 1 or more").default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1, `limit must be 1-${STUDY_WORD_LIST_MAX}`)
      .max(STUDY_WORD_LIST_MAX, `limit must be 1-${STUDY_WORD_LIST_MAX}`)
      .default(20),
  }),
  data: z.object({ items: z.array(StudyWordListItemSchema), total: z.number().int().nonnegative() }),
});

export const studyWordWord = defineCall({
  method: "GET",
  path: "/v3/study-word/word",
  auth: "student",
  query: z.object({ word_id: WordId }),
  data: z.object({
    word: StudyWordSchema.extend({ mastery: StudyWordMasterySchema, due_at: IsoDate.nullable() }),
  }),
});

export const studyWordChallengePaper2 = defineCall({
  method: "GET",
  path: "/v3/study-word/challenge-paper2",
  auth: "student",
  query: z.object({ plan_id: PlanId, mode: z.enum(["today", "test"]).default("today") }),
  data: z.object({ items: z.array(StudyWordChallengeItemSchema) }),
});

export const studyWordUploadChallengeLog = defineCall({
  method: "POST",
  path: "/v3/study-word/upload-challenge-log",
  auth: "student",
  body: z.object({
    plan_id: PlanId,
    word_id: WordId,
    is_right: FlagInput,
    exercise: StudyWordExerciseSchema.optional(),
    duration_ms: z.coerce.number().int().min(0).max(3_600_000).optional(),
    score: z.coerce.number().min(0).max(100).optional(),
    /**
     * 'test' for an answer of a self-test (challenge-paper2 mode=test): recorded, and a wrong one joins the
     * wrong-topic list, but the word is not rescheduled and today's task is unchanged. Default 'today'.
     */
    mode: z.enum(["today", "test"]).optional(),
  }),
  data: z.object({
    mastery: StudyWordMasterySchema,
    due_at: IsoDate.nullable(),
    remaining: z.number().int().nonnegative(),
  }),
});

/** The home badge's count (its own file, so home can load it alone). */
export { studyWordUnfinishedCount } from "./study-word-count.ts";

export const studyWordWrongTopicList = defineCall({
  method: "GET",
  path: "/v3/study-word/wrong-topic-list",
  auth: "student",
  query: z.object({ plan_id: PlanId.optional() }),
  data: z.object({ items: z.array(StudyWordChallengeItemSchema.extend({ plan_id: z.number().int() })) }),
});

export const studyWordUploadWrongLog = defineCall({
  method: "POST",
  path: "/v3/study-word/upload-wrong-log",
  auth: "student",
  body: z.object({ plan_id: PlanId, word_id: WordId, is_right: FlagInput }),
  data: z.object({ remaining: z.number().int().nonnegative() }),
});

export const studyWordResult = defineCall({
  method: "GET",
  path: "/v3/study-word/result",
  auth: "student",
  query: z.object({ plan_id: PlanId, date: DateStr.optional() }),
  data: z.object({
    date: z.string(),
    right: z.number().int(),
    wrong: z.number().int(),
    items: z.array(
      z.object({
        word_id: z.number().int(),
        word: z.string(),
        mean: z.string(),
        is_right: Flag,
        mastery: StudyWordMasterySchema,
      }),
    ),
    due_tomorrow: z.number().int().nonnegative(),
  }),
});

// Teacher calls (scoped to the teacher's classes)

export const teacherStudyWordBooks = defineCall({
  method: "GET",
  path: "/v3/teacher/study-word/books",
  auth: "teacher",
  data: BooksData,
});

export const teacherStudyWordAssign = defineCall({
  method: "POST",
  path: "/v3/teacher/study-word/assign",
  auth: "teacher",
  body: z.object({ class_id: DbId, book_id: BookId, daily_new: DailyNew }),
  data: z.object({ assignment_id: z.number().int(), students: z.number().int().nonnegative() }),
});

export const StudyWordAssignmentSchema = z.object({
  assignment_id: z.number().int(),
  book_id: z.string(),
  title_ja: z.string(),
  title_en: z.string(),
  daily_new: z.number().int(),
  created_at: IsoDate,
  /** 'list': a teacher's word list (book_id 'list-<id>'); 'book': a word book */
  kind: z.enum(["book", "list"]).optional(),
  /** how many words the book or list has */
  word_count: z.number().int().nonnegative().optional(),
});

export const teacherStudyWordAssignments = defineCall({
  method: "GET",
  path: "/v3/teacher/study-word/assignments",
  auth: "teacher",
  query: z.object({ class_id: DbId }),
  data: z.object({ items: z.array(StudyWordAssignmentSchema) }),
});

export const teacherStudyWordMastery = defineCall({
  method: "GET",
  path: "/v3/teacher/study-word/mastery",
  auth: "teacher",
  query: z.object({ class_id: DbId, assignment_id: DbId }),
  data: z.object({
    items: z.array(
      z.object({
        student_id: z.number().int(),
        name: z.string(),
        counts: StudyWordCountsSchema,
        total_words: z.number().int().nonnegative(),
        last_studied_at: IsoDate.nullable(),
        today_finished: z.boolean(),
      }),
    ),
  }),
});

export const teacherStudyWordUnassign = defineCall({
  method: "POST",
  path: "/v3/teacher/study-word/unassign",
  auth: "teacher",
  body: z.object({ assignment_id: DbId }),
  data: z.object({ deleted: z.literal(true) }),
});

// Teacher word lists: a named list of words picked from the word books, assigned like a book (every
// student of the class gets a plan whose book is the list, book_id 'list-<id>').

export const STUDY_WORD_LIST_WORDS_MAX = 200;
export const STUDY_WORD_LIST_TITLE_MAX = 60;
/** lines a pasted list may have (blank lines and repeats are dropped before the 200-word limit) */
export const STUDY_WORD_PASTE_MAX = 500;
export const STUDY_WORD_SEARCH_MAX = 50;

/** A word of the word books as the picker shows it, with the first book that has it. */
export const StudyWordSearchItemSchema = z.object({
  word_id: z.number().int(),
  word: z.string(),
  pos: z.string(),
  mean: z.string(),
  book_id: z.string(),
  book_title_ja: z.string(),
  book_title_en: z.string(),
});
export type StudyWordSearchItem = z.infer<typeof StudyWordSearchItemSchema>;

const PastedWord = z
  .string({ error: "words must be text" })
  .max(64, "each word must be 64 characters or fewer");
/** Pasted words: an array, or one text with a word a line (blank lines are dropped). */
const PastedWords = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.split(/\r?\n/) : v),
    z
      .array(PastedWord, { error: "words must be a list of words" })
      .transform((a) => a.map((w) => w.trim()).filter((w) => w.length > 0))
      .pipe(z.array(z.string()).max(max, `words must be ${max} or fewer`)),
  );

/** Words whose headword starts with q (English), or whose meaning contains q (Japanese). */
export const teacherStudyWordWordSearch = defineCall({
  method: "GET",
  path: "/v3/teacher/study-word/word-search",
  auth: "teacher",
  query: z.object({
    q: z
      .string({ error: "q is required" })
      .trim()
      .min(1, "q is required")
      .max(40, "q must be 40 characters or fewer"),
    limit: z.coerce
      .number()
      .int()
      .min(1, `limit must be 1-${STUDY_WORD_SEARCH_MAX}`)
      .max(STUDY_WORD_SEARCH_MAX, `limit must be 1-${STUDY_WORD_SEARCH_MAX}`)
      .default(20),
  }),
  data: z.object({ items: z.array(StudyWordSearchItemSchema) }),
});

/**
 * Matches pasted words (one a line) against the books' words: the matched ones in paste order (repeats
 * once), and every line that matched nothing, as typed.
 */
export const teacherStudyWordMatchWords = defineCall({
  method: "POST",
  path: "/v3/teacher/study-word/match-words",
  auth: "teacher",
  body: z.object({ words: PastedWords(STUDY_WORD_PASTE_MAX) }),
  data: z.object({ matched: z.array(StudyWordSearchItemSchema), unmatched: z.array(z.string()) }),
});

/**
 * Makes a word list for a class and assigns it: words (English headwords) and/or word_ids, 1-200 words
 * in all (none → 400 naming words). Words that match no book word → 400 bad_request whose message and
 * fields.words list them (nothing is saved then).
 */
export const teacherStudyWordAssignList = defineCall({
  method: "POST",
  path: "/v3/teacher/study-word/assign-list",
  auth: "teacher",
  body: z.object({
    class_id: DbId,
    title: z
      .string({ error: "title is required" })
      .trim()
      .min(1, "title is required")
      .max(STUDY_WORD_LIST_TITLE_MAX, `title must be ${STUDY_WORD_LIST_TITLE_MAX} characters or fewer`),
    daily_new: DailyNew,
    words: PastedWords(STUDY_WORD_LIST_WORDS_MAX).optional(),
    word_ids: z
      .array(WordId, { error: "word_ids must be a list of word ids" })
      .max(STUDY_WORD_LIST_WORDS_MAX, `word_ids must be ${STUDY_WORD_LIST_WORDS_MAX} or fewer`)
      .optional(),
  }),
  data: z.object({
    assignment_id: z.number().int(),
    list_id: z.number().int(),
    book_id: z.string(),
    word_count: z.number().int(),
    students: z.number().int().nonnegative(),
  }),
});
