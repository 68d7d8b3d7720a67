import { CUSTOM_READING_MAX_CHARS, CUSTOM_READING_RULES } from "@hibiki/exercises/custom-reading";
import { z } from "zod";
import { DbId, defineCall, IsoDate } from "./envelope.ts";
import type { ErrorKey } from "./errors.ts";

/**
 * Custom reading (spec "custom reading (user-made reading text)": routes /custom-reading, create, detail,
 * result; "create, practise, delete"; paths of the calls not shown, so they are designed here under
 * /v3/custom-reading). A student writes a short English text (the rules of
 * `@hibiki/exercises/custom-reading`, checked again by the server, which also refuses infringing words
 * through the sensitive-words list, duplicates and texts past the per-student limit), hears it read by the
 * offline voice, records a reading scored by the speech engine (the server keeps the scores of the
 * evaluation the take names, like every speaking answer), and sees each attempt's result and the text's
 * history (best and last). Deleting a text deletes its attempts.
 */

export { CUSTOM_READING_MAX_CHARS };
/** Texts one student may keep (a duplicate of one of them is refused, not merged). */
export const CUSTOM_READING_MAX_TEXTS = 100;
/** Attempts of a text listed in its history (newest first); older ones stay counted in best and count. */
export const CUSTOM_READING_HISTORY = 30;
/** The longest text field the call accepts before the rules run (longer is a plain bad request). */
export const CUSTOM_READING_INPUT_MAX = 1000;

/** The error key of each text rule, then the server's own checks. */
export const CUSTOM_READING_ERROR_KEYS = [
  ...CUSTOM_READING_RULES.map((rule) => `custom_reading_${rule}` as const),
  "custom_reading_sensitive",
  "custom_reading_duplicate",
  "custom_reading_limit",
] as const satisfies readonly ErrorKey[];
export type CustomReadingErrorKey = (typeof CUSTOM_READING_ERROR_KEYS)[number];

/** The server's (Japanese) message of each custom-reading error key; the web shows its own by key. */
export const CUSTOM_READING_MESSAGES: Readonly<Record<CustomReadingErrorKey, string>> = {
  custom_reading_empty: "英文を入力してください。",
  custom_reading_too_long: `英文は${CUSTOM_READING_MAX_CHARS}文字以内で入力してください。`,
  custom_reading_special_symbol:
    "記号（@ # $ % & * / など）や絵文字は使えません。使える記号は . , ! ? ' \" - : ; ( ) です。",
  custom_reading_full_width:
    "全角文字（日本語、全角の英数字やスペースなど）は使えません。半角の英数字で入力してください。",
  custom_reading_digit_run: "数字を5けた以上続けて入力することはできません。",
  custom_reading_symbol_run: "記号を3つ以上続けて使うことはできません（「...」は1つと数えます）。",
  custom_reading_no_word: "英単語を1つ以上入れてください。",
  custom_reading_sensitive: "不適切な言葉が含まれているため登録できません。別の英文にしてください。",
  custom_reading_duplicate: "同じ英文がすでに登録されています。",
  custom_reading_limit: `登録できる英文は${CUSTOM_READING_MAX_TEXTS}件までです。使わない英文を削除してから作成してください。`,
};

export const CUSTOM_READING_CATEGORIES = ["read_word", "read_sentence", "read_chapter"] as const;

/** A saved text with the student's practice of it (scores in points 0-100; null before the first attempt). */
export const CustomReadingTextSchema = z.object({
  text_id: z.number().int(),
  text: z.string(),
  word_count: z.number().int(),
  /** how the speech engine reads it (one word, a sentence, several sentences) */
  category: z.enum(CUSTOM_READING_CATEGORIES),
  created_at: IsoDate,
  attempt_count: z.number().int().nonnegative(),
  best_score: z.number().min(0).max(100).nullable(),
  last_score: z.number().min(0).max(100).nullable(),
  last_practised_at: IsoDate.nullable(),
});
export type CustomReadingText = z.infer<typeof CustomReadingTextSchema>;

/** Why an attempt scored 0 without a server evaluation to read (see textbook speaking-scores). */
export const CUSTOM_READING_UNSCORED = ["no_evaluation"] as const;

/** One attempt in a text's history (its scores on the engine's 0-5 scale and in points). */
export const CustomReadingAttemptSummarySchema = z.object({
  attempt_id: z.number().int(),
  text_id: z.number().int(),
  total_score: z.number().min(0).max(5),
  accuracy_score: z.number().min(0).max(5),
  fluency_score: z.number().min(0).max(5),
  integrity_score: z.number().min(0).max(5),
  percent_score: z.number().min(0).max(100),
  record_duration: z.number().nonnegative(),
  /** the recording to replay (a link that works for an hour) */
  sound_file: z.string(),
  unscored_reason: z.enum(CUSTOM_READING_UNSCORED).nullable(),
  created_at: IsoDate,
});
export type CustomReadingAttemptSummary = z.infer<typeof CustomReadingAttemptSummarySchema>;

/** One attempt with what its result screen shows: the coloured words and the study report. */
export const CustomReadingAttemptSchema = CustomReadingAttemptSummarySchema.extend({
  evaluate_html: z.string(),
  evaluate_result: z.string(),
  study_report: z.string(),
});
export type CustomReadingAttempt = z.infer<typeof CustomReadingAttemptSchema>;

const Score5 = z.coerce.number().min(0, "scores are 0-5").max(5, "scores are 0-5");
/** An optional number of a form body: an empty field counts as missing (not as 0). */
const optionalNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const customReadingList = defineCall({
  method: "GET",
  path: "/v3/custom-reading/list",
  auth: "student",
  data: z.object({
    /** newest first */
    list: z.array(CustomReadingTextSchema),
    total: z.number().int(),
    max_texts: z.number().int(),
  }),
});

export const customReadingCreate = defineCall({
  method: "POST",
  path: "/v3/custom-reading/create",
  auth: "student",
  body: z.object({
    /** the text as typed; the server normalises it and checks every rule (a missing text is empty) */
    text: z
      .string({ error: "text must be text" })
      .max(CUSTOM_READING_INPUT_MAX, `text is too long (at most ${CUSTOM_READING_INPUT_MAX} characters)`)
      .default(""),
  }),
  data: z.object({ text: CustomReadingTextSchema }),
});

const TextIdQuery = z.object({ text_id: DbId });

export const customReadingDetail = defineCall({
  method: "GET",
  path: "/v3/custom-reading/detail",
  auth: "student",
  query: TextIdQuery,
  data: z.object({
    text: CustomReadingTextSchema,
    /** newest first, at most CUSTOM_READING_HISTORY */
    attempts: z.array(CustomReadingAttemptSummarySchema),
  }),
});

/** A take of the text: the recording the student uploaded and the evaluation the speech socket answered. */
export const CustomReadingSubmitBodySchema = z.object({
  text_id: DbId,
  /** data.file of the mp3 upload: `/v3/files/rec/<id>.mp3?sig=…` */
  sound_file: z.string().trim().min(1, "sound_file is required").max(500, "sound_file is too long"),
  /** the signed evaluation URL the speech socket answered (`/v3/files/eval/<sid>.xml?sig=…`) */
  evaluate_result: z
    .string()
    .trim()
    .min(1, "evaluate_result is required")
    .max(500, "evaluate_result is too long"),
  evaluate_html: z.string().max(200_000, "evaluate_html is too long").default(""),
  study_report: z.string().max(20_000, "study_report is too long").default(""),
  record_duration: z.coerce.number().min(0).max(3600).default(0),
  /** read only in iFlytek mode (its results stay with the client); offline the server's evaluation decides */
  total_score: optionalNumber(Score5),
  accuracy_score: optionalNumber(Score5),
  fluency_score: optionalNumber(Score5),
  integrity_score: optionalNumber(Score5),
  percent_score: optionalNumber(z.coerce.number().min(0).max(100)),
});
export type CustomReadingSubmitBody = z.input<typeof CustomReadingSubmitBodySchema>;
/** The submit body as the server reads it (defaults filled in). */
export type CustomReadingSubmit = z.output<typeof CustomReadingSubmitBodySchema>;

export const customReadingSubmit = defineCall({
  method: "POST",
  path: "/v3/custom-reading/submit",
  auth: "student",
  body: CustomReadingSubmitBodySchema,
  data: z.object({ attempt_id: z.number().int(), text: CustomReadingTextSchema }),
});

export const customReadingResult = defineCall({
  method: "GET",
  path: "/v3/custom-reading/result",
  auth: "student",
  query: z.object({ attempt_id: DbId }),
  data: z.object({
    text: CustomReadingTextSchema,
    attempt: CustomReadingAttemptSchema,
    /** this attempt is the text's best (ties: the first of them) */
    is_best: z.boolean(),
    /** the text's history, newest first, at most CUSTOM_READING_HISTORY */
    attempts: z.array(CustomReadingAttemptSummarySchema),
  }),
});

export const customReadingDelete = defineCall({
  method: "POST",
  path: "/v3/custom-reading/delete",
  auth: "student",
  body: TextIdQuery,
  data: z.object({ text_id: z.number().int(), deleted_attempts: z.number().int() }),
});
