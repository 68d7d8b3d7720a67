import { z } from "zod";
import { DbId, defineCall, IsoDate } from "./envelope.ts";

/**
 * Phonogram (spec "phonogram (pronunciation symbols)", paths and shapes not shown; issue 22): the English
 * phonemes of the speech model (content/phonics), each with how to make it, the Japanese sound it is
 * confused with, a mouth picture, example words and minimal pairs. Practice (one phoneme) and challenge
 * (a mixed paper weighted to the student's weak phonemes) hand out a paper of items the server keeps:
 * "choose" (a minimal pair's word is played, the student picks which of the two it was) and "say" (the
 * student reads a word; the speech engine's score of the phoneme's phones in it decides). submit-log
 * scores the paper on the server and records it; result lists the per-phoneme scores and weak phonemes.
 */

/** A phone item counts as right (and a phoneme is not weak) from this percent (3 of the engine's 5). */
export const PHONE_PASS_PERCENT = 60;
/** Items of a practice paper (at most) and of a challenge paper. */
export const PHONOGRAM_PRACTICE_ITEMS = 8;
export const PHONOGRAM_CHALLENGE_ITEMS = 12;

export const PHONEME_GROUPS = ["vowel", "diphthong", "consonant"] as const;
export const PhonemeGroupSchema = z.enum(PHONEME_GROUPS);
export type PhonemeGroup = z.infer<typeof PhonemeGroupSchema>;

/** A phoneme id: a lower-case ARPAbet phone of the model (aa … zh). */
export const PhonemeIdInput = z
  .string({ error: "phoneme_id is required" })
  .trim()
  .regex(/^[a-z]{1,2}$/, "phoneme_id must be a phoneme such as r, th or iy");

/** Letters of a word that spell a phoneme: [start, end) character offsets, or null when unsure. */
export const HighlightSchema = z.tuple([z.number().int().min(0), z.number().int().min(0)]).nullable();
export type Highlight = z.infer<typeof HighlightSchema>;

/** A phoneme in a list, with the student's scores (0-100, null before the first item of it). */
export const PhonemeSummarySchema = z.object({
  phoneme_id: z.string(),
  arpabet: z.string(),
  ipa: z.string(),
  group: PhonemeGroupSchema,
  order: z.number().int(),
  name_ja: z.string(),
  /** the best item score of it, the mean of its last five items, and how many items it had */
  best_score: z.number().int().min(0).max(100).nullable(),
  recent_score: z.number().int().min(0).max(100).nullable(),
  item_count: z.number().int().nonnegative(),
  /** tried, and its recent score is under PHONE_PASS_PERCENT */
  is_weak: z.boolean(),
});
export type PhonemeSummary = z.infer<typeof PhonemeSummarySchema>;

export const PhonogramExampleSchema = z.object({
  word: z.string(),
  ja: z.string(),
  highlight: HighlightSchema,
});
export const PhonogramPairSchema = z.object({
  word: z.string(),
  other: z.string(),
  /** the phoneme `other` has instead */
  contrast_id: z.string(),
  contrast_ipa: z.string(),
  word_highlight: HighlightSchema,
  other_highlight: HighlightSchema,
});

/** One phoneme with its explanation, picture, words and the student's scores. */
export const PhonemeDetailSchema = PhonemeSummarySchema.extend({
  how_ja: z.string(),
  confused_with_ja: z.string(),
  tip_ja: z.string(),
  /** the mouth-position picture as SVG text (shown as an image), and what its <title> says */
  mouth_svg: z.string(),
  mouth_title: z.string(),
  examples: z.array(PhonogramExampleSchema),
  minimal_pairs: z.array(PhonogramPairSchema),
});
export type PhonemeDetail = z.infer<typeof PhonemeDetailSchema>;

export const PHONOGRAM_ITEM_KINDS = ["choose", "say"] as const;
export const PhonogramItemKindSchema = z.enum(PHONOGRAM_ITEM_KINDS);

/**
 * One item of a paper. choose: `word` is played, `options` are the pair (in display order); say: the
 * student reads `word`, whose `highlight` letters spell the phoneme.
 */
export const PhonogramItemSchema = z.object({
  item_id: z.string(),
  kind: PhonogramItemKindSchema,
  phoneme_id: z.string(),
  ipa: z.string(),
  word: z.string(),
  ja: z.string().nullable(),
  highlight: HighlightSchema,
  options: z.array(z.string()),
  /** choose: the phoneme the other word of the pair has */
  contrast_id: z.string().nullable(),
});
export type PhonogramItem = z.infer<typeof PhonogramItemSchema>;

export const PHONOGRAM_MODES = ["practice", "challenge"] as const;
export const PhonogramModeSchema = z.enum(PHONOGRAM_MODES);
export type PhonogramMode = z.infer<typeof PhonogramModeSchema>;

/** A paper handed out: submit it once with its paper_id. */
export const PhonogramPaperSchema = z.object({
  paper_id: z.number().int(),
  mode: PhonogramModeSchema,
  /** practice: its phoneme; challenge: null */
  phoneme_id: z.string().nullable(),
  items: z.array(PhonogramItemSchema),
});
export type PhonogramPaper = z.infer<typeof PhonogramPaperSchema>;

/** One item's answer: choose → choice; say → the evaluation (and recording) of the take. */
export const PhonogramAnswerSchema = z.object({
  item_id: z.string().trim().min(1, "item_id is required").max(20, "item_id is too long"),
  choice: z.string().trim().max(40, "choice is too long").optional(),
  evaluate_result: z.string().trim().max(500, "evaluate_result is too long").optional(),
  sound_file: z.string().trim().max(500, "sound_file is too long").optional(),
  /** say, cloud engine only (its results stay with the client): the phone's percent the client read */
  phone_score: z.coerce.number().min(0, "phone_score is 0-100").max(100, "phone_score is 0-100").optional(),
});
export type PhonogramAnswer = z.infer<typeof PhonogramAnswerSchema>;

/** How one item was marked. */
export const PhonogramMarkSchema = z.object({
  item_id: z.string(),
  kind: PhonogramItemKindSchema,
  phoneme_id: z.string(),
  word: z.string(),
  highlight: HighlightSchema,
  answered: z.boolean(),
  /** choose: the pair's two words as offered, and the word picked */
  options: z.array(z.string()),
  choice: z.string().nullable(),
  /** 0-100: choose 100 or 0; say the phone's score */
  score: z.number().int().min(0).max(100),
  is_right: z.boolean(),
  /** say: the recording to replay (a signed link), when one was sent */
  sound_file: z.string().nullable(),
});
export type PhonogramMark = z.infer<typeof PhonogramMarkSchema>;

/** A phoneme's score in one log. */
export const PhonemeScoreSchema = z.object({
  phoneme_id: z.string(),
  ipa: z.string(),
  score: z.number().int().min(0).max(100),
  right: z.number().int(),
  total: z.number().int(),
  is_weak: z.boolean(),
});

/** A submitted paper. */
export const PhonogramLogSchema = z.object({
  log_id: z.number().int(),
  mode: PhonogramModeSchema,
  phoneme_id: z.string().nullable(),
  score: z.number().int().min(0).max(100),
  right: z.number().int(),
  total: z.number().int(),
  phonemes: z.array(PhonemeScoreSchema),
  /** the phonemes under PHONE_PASS_PERCENT in this log, weakest first */
  weak_ids: z.array(z.string()),
  marks: z.array(PhonogramMarkSchema),
  created_at: IsoDate,
});
export type PhonogramLog = z.infer<typeof PhonogramLogSchema>;

export const phonogramList = defineCall({
  method: "GET",
  path: "/v3/phonogram/list",
  auth: "student",
  data: z.object({
    groups: z.array(z.object({ group: PhonemeGroupSchema, phonemes: z.array(PhonemeSummarySchema) })),
    /** weak phonemes, weakest first */
    weak_ids: z.array(z.string()),
  }),
});

export const phonogramDetail = defineCall({
  method: "GET",
  path: "/v3/phonogram/detail",
  auth: "student",
  query: z.object({ phoneme_id: PhonemeIdInput }),
  data: z.object({ phoneme: PhonemeDetailSchema }),
});

export const phonogramPractice = defineCall({
  method: "GET",
  path: "/v3/phonogram/practice",
  auth: "student",
  query: z.object({ phoneme_id: PhonemeIdInput }),
  data: PhonogramPaperSchema,
});

export const phonogramChallenge = defineCall({
  method: "GET",
  path: "/v3/phonogram/challenge",
  auth: "student",
  data: PhonogramPaperSchema,
});

export const phonogramSubmitLog = defineCall({
  method: "POST",
  path: "/v3/phonogram/submit-log",
  auth: "student",
  body: z.object({
    paper_id: DbId,
    answers: z.array(PhonogramAnswerSchema).max(PHONOGRAM_CHALLENGE_ITEMS, "too many answers"),
  }),
  data: z.object({ log_id: z.number().int() }),
});

export const phonogramResult = defineCall({
  method: "GET",
  path: "/v3/phonogram/result",
  auth: "student",
  query: z.object({ log_id: DbId }),
  data: z.object({ log: PhonogramLogSchema }),
});

export const phonogramHistory = defineCall({
  method: "GET",
  path: "/v3/phonogram/history",
  auth: "student",
  data: z.object({
    logs: z.array(PhonogramLogSchema.omit({ marks: true })),
  }),
});
