import { z } from "zod";
import { defineCall, Flag, FlagInput, IsoDate } from "./envelope.ts";

/**
 * The Eiken area (spec "Exam area" routes under /eiken, "Exam" calls). Grades are addressed by level_id
 * (1 = grade 5 … 6 = grade 2, see EIKEN_LEVELS). A guided session ("guid") is one sitting the server
 * suggests for a grade: resource_tag suggest_word is word study (mode learning: new words; training: the
 * words the spaced-repetition scheduler says are due), answered one item at a time and reviewed through
 * its logs. Each word's review state is kept per student.
 */

/** The grades, easiest first: level_id, the content's grade code, names and the CEFR band they aim at. */
export const EIKEN_LEVELS = [
  { level_id: 1, grade: "5", name: "5級", name_en: "Grade 5", cefr: "A1" },
  { level_id: 2, grade: "4", name: "4級", name_en: "Grade 4", cefr: "A1" },
  { level_id: 3, grade: "3", name: "3級", name_en: "Grade 3", cefr: "A1" },
  { level_id: 4, grade: "pre-2", name: "準2級", name_en: "Grade Pre-2", cefr: "A2" },
  { level_id: 5, grade: "pre-2-plus", name: "準2級プラス", name_en: "Grade Pre-2 Plus", cefr: "A2–B1" },
  { level_id: 6, grade: "2", name: "2級", name_en: "Grade 2", cefr: "B1" },
] as const;
export type EikenGrade = (typeof EIKEN_LEVELS)[number]["grade"];

export const EikenLevelIdSchema = z.coerce
  .number()
  .int()
  .min(1, "level_id must be 1-6")
  .max(EIKEN_LEVELS.length, "level_id must be 1-6");

/** The spec's mastery labels (@hibiki/exercises/srs mastery). */
export const MasterySchema = z.enum(["unlearned", "learned", "mastered", "needs review"]);
export type MasteryLabel = z.infer<typeof MasterySchema>;

/** Word study modes: learning brings new words, training the due ones. */
export const EikenWordModeSchema = z.enum(["learning", "training"]);
export type EikenWordMode = z.infer<typeof EikenWordModeSchema>;
/**
 * Guided-session kinds (spec resource kinds): suggest_word is word study; suggest_exam is the first-stage
 * practice set the student most needs next (a section not tried yet, else the weakest one, replaying the
 * items missed when there are any).
 */
export const EikenResourceTagSchema = z.enum(["suggest_word", "suggest_exam"]);
export type EikenResourceTag = z.infer<typeof EikenResourceTagSchema>;

/** Why a practice set is suggested. */
export const EikenExamReasonSchema = z.enum(["not_started", "review_wrong", "lowest_score"]);

/** A suggested practice set (resource_tag suggest_exam). */
export const EikenExamSuggestionSchema = z.object({
  res_code: z.string(),
  title: z.string(),
  title_en: z.string(),
  /** the paper's section (EIKEN_SECTIONS) and its skill */
  section: z.string(),
  skill: z.string(),
  section_name: z.string(),
  section_name_en: z.string(),
  question_count: z.number().int().nonnegative(),
  learn_count: z.number().int().nonnegative(),
  best_score: z.number().int().min(0).max(100),
  reason: EikenExamReasonSchema,
  /** paper: the whole set; review: only the items missed last time (question_ids) */
  mode: z.enum(["paper", "review"]),
  question_ids: z.array(z.string()),
});
export type EikenExamSuggestion = z.infer<typeof EikenExamSuggestionSchema>;
/** The word exercises: meaning choice, listening choice, spelling (typed) and reading aloud. */
export const EikenWordTestTypeSchema = z.enum(["meaning", "listening", "spelling", "reading"]);
export type EikenWordTestType = z.infer<typeof EikenWordTestTypeSchema>;

const MasteryCountsSchema = z.object({
  unlearned: z.number().int().nonnegative(),
  learned: z.number().int().nonnegative(),
  mastered: z.number().int().nonnegative(),
  needs_review: z.number().int().nonnegative(),
});

/** One grade with the student's word progress. */
export const EikenLevelSchema = z.object({
  level_id: z.number().int(),
  grade: z.string(),
  name: z.string(),
  name_en: z.string(),
  cefr: z.string(),
  word_count: z.number().int().nonnegative(),
  /** words never studied (what word learning brings next) */
  new_count: z.number().int().nonnegative(),
  /** words due for review now */
  due_count: z.number().int().nonnegative(),
  mastery: MasteryCountsSchema,
  interview_count: z.number().int().nonnegative(),
  /** when the student last studied this grade's words; null when never */
  last_studied_at: IsoDate.nullable(),
});
export type EikenLevel = z.infer<typeof EikenLevelSchema>;

export const eikenLevels = defineCall({
  method: "GET",
  path: "/v3/eiken/levels",
  auth: "student",
  data: z.object({ levels: z.array(EikenLevelSchema) }),
});

/** A word of a grade's list, with the student's standing on it. */
export const EikenWordSchema = z.object({
  word: z.string(),
  pos: z.string(),
  ja: z.string(),
  ipa: z.string(),
  example: z.string(),
  example_ja: z.string(),
  mastery: MasterySchema,
  /** when it is next due; null for a word never studied */
  due_at: IsoDate.nullable(),
  right_count: z.number().int().nonnegative(),
  wrong_count: z.number().int().nonnegative(),
});
export type EikenWordEntry = z.infer<typeof EikenWordSchema>;

export const eikenWordList = defineCall({
  method: "GET",
  path: "/v3/eiken/words",
  auth: "student",
  query: z.object({
    level_id: EikenLevelIdSchema,
    mastery: z.enum(["all", "unlearned", "learned", "mastered", "needs_review"]).default("all"),
    /** part of a word to find (letters, spaces, . ' -) */
    q: z
      .string()
      .trim()
      .max(40)
      .regex(/^[A-Za-z .'-]*$/, "q must be English letters")
      .default(""),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  data: z.object({
    level_id: z.number().int(),
    total: z.number().int().nonnegative(),
    page: z.number().int(),
    limit: z.number().int(),
    words: z.array(EikenWordSchema),
  }),
});

/** The card of a word: what learning shows first and what an answer reveals. */
export const EikenWordCardSchema = z.object({
  word: z.string(),
  pos: z.string(),
  ja: z.string(),
  ipa: z.string(),
  example: z.string(),
  example_ja: z.string(),
});
export type EikenWordCard = z.infer<typeof EikenWordCardSchema>;

/** One item of a word session; the answer key stays on the server. */
export const EikenWordItemSchema = z.object({
  question_id: z.string(),
  index: z.number().int().nonnegative(),
  test_type: EikenWordTestTypeSchema,
  /** the prompt: the word (meaning, reading), the Japanese gloss (spelling) or empty (listening) */
  screen_text: z.string(),
  /** meaning: Japanese glosses; listening: English words */
  options: z.array(z.object({ index: z.number().int(), content: z.string() })),
  /** the text the model audio says (the word); the client asks the TTS endpoint for it */
  audio_text: z.string(),
  /** learning mode: the card shown before the question (null in training: revealed by the answer) */
  card: EikenWordCardSchema.nullable(),
  /** 1 for a word studied for the first time */
  is_new: Flag,
  answered: Flag,
});
export type EikenWordItem = z.infer<typeof EikenWordItemSchema>;

export const EikenGuidSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, "guid must be a UUID");

/** Starts a guided session for a grade: today's words (learning: new ones; training: due ones). */
export const eikenGuidResource = defineCall({
  method: "GET",
  path: "/v3/eiken/suggest/guid/resource",
  auth: "student",
  query: z.object({
    level_id: EikenLevelIdSchema,
    resource_tag: EikenResourceTagSchema.default("suggest_word"),
    mode: EikenWordModeSchema.default("learning"),
    /** 0 when this browser cannot record: no read-aloud items */
    speaking: FlagInput.default(1),
  }),
  data: z.object({
    guid: z.string(),
    level_id: z.number().int(),
    resource_tag: EikenResourceTagSchema,
    /** the word mode (null for suggest_exam) */
    mode: EikenWordModeSchema.nullable(),
    /** empty when nothing is left to study in this mode (the client says so), and for suggest_exam */
    items: z.array(EikenWordItemSchema),
    /** suggest_exam: the practice set to play (null when the grade has none) */
    exam: EikenExamSuggestionSchema.nullable(),
  }),
});

export const EikenGuidSubmitBodySchema = z.object({
  guid: EikenGuidSchema,
  question_id: z.string().trim().min(1).max(20),
  /** meaning / listening: the option index; spelling: the typed word */
  answer_result: z
    .preprocess((v) => (typeof v === "number" ? String(v) : v), z.string().trim().max(200))
    .optional(),
  /** reading in iFlytek mode only: the cloud's 0-100 score (else the server's evaluation decides) */
  percent_score: z.coerce.number().min(0).max(100).optional(),
  sound_file: z.string().max(2000).optional(),
  /** reading: the evaluation the speech socket kept (its data.evaluate_result), whose score counts */
  evaluate_result: z.string().max(500).optional(),
  /** how long the answer took, for the scheduler (quick right answers space further) */
  duration_ms: z.coerce.number().int().min(0).max(3_600_000).default(8_000),
});
export type EikenGuidSubmitBody = z.input<typeof EikenGuidSubmitBodySchema>;

export const eikenGuidSubmit = defineCall({
  method: "POST",
  path: "/v3/eiken/suggest/guid/item/submit",
  auth: "student",
  body: EikenGuidSubmitBodySchema,
  data: z.object({
    question_id: z.string(),
    is_right: Flag,
    correct_answer: z.string(),
    /** reading: the speech percent (else null) */
    percent_score: z.number().nullable(),
    card: EikenWordCardSchema,
    mastery: MasterySchema,
    /** when the word comes back */
    due_at: IsoDate,
    answered: z.number().int(),
    total: z.number().int(),
    finished: Flag,
  }),
});

/** One answered (or skipped) item of a session. */
export const EikenGuidLogItemSchema = z.object({
  question_id: z.string(),
  test_type: EikenWordTestTypeSchema,
  card: EikenWordCardSchema,
  answered: Flag,
  is_right: Flag,
  answer_text: z.string().nullable(),
  percent_score: z.number().nullable(),
  mastery: MasterySchema,
});

export const eikenGuidLogs = defineCall({
  method: "GET",
  path: "/v3/eiken/suggest/guid/logs",
  auth: "student",
  query: z.object({ level_id: EikenLevelIdSchema, guid: EikenGuidSchema }),
  data: z.object({
    guid: z.string(),
    level_id: z.number().int(),
    /** the word mode (null for suggest_exam) */
    mode: EikenWordModeSchema.nullable(),
    resource_tag: EikenResourceTagSchema,
    started_at: IsoDate,
    finished_at: IsoDate.nullable(),
    total: z.number().int(),
    answered: z.number().int(),
    right_count: z.number().int(),
    /** right answers as a percent of the items */
    percent: z.number().min(0).max(100),
    /** suggest_word: the words asked; empty for suggest_exam */
    items: z.array(EikenGuidLogItemSchema),
    /** suggest_exam: the set suggested (the counts above are its latest attempt since the suggestion) */
    exam: EikenExamSuggestionSchema.nullable(),
  }),
});

/**
 * What to study next in a grade: the word modes with what is waiting in each, and the practice set
 * suggested next (suggest_exam). resource_tag picks what comes first.
 */
export const eikenNextResources = defineCall({
  method: "GET",
  path: "/v3/eiken/suggest/next/res/list",
  auth: "student",
  query: z.object({
    /** the grade's level_id */
    resource_id: EikenLevelIdSchema,
    resource_tag: EikenResourceTagSchema.default("suggest_word"),
  }),
  data: z.object({
    list: z.array(
      z.object({
        resource_tag: EikenResourceTagSchema,
        level_id: z.number().int(),
        /** the word mode (null for suggest_exam) */
        mode: EikenWordModeSchema.nullable(),
        /** words waiting: new words (learning) or due words (training); suggest_exam: its questions */
        count: z.number().int().nonnegative(),
        recommended: Flag,
        /** suggest_exam: the practice set */
        exam: EikenExamSuggestionSchema.nullable(),
      }),
    ),
  }),
});
