import { z } from "zod";
import { defineCall } from "./envelope.ts";

/** Longest text the writing checker accepts (characters); longer essays are rejected with a clear error. */
export const WRITING_TEXT_MAX_CHARS = 6000;
/** Longest Japanese/English topic texts and sample answers in the writing topic catalogue. */
export const WRITING_TOPIC_TEXT_MAX = 2000;
/** Longest text POST sensitive_words_filter accepts (characters). */
export const SENSITIVE_WORDS_MAX_CHARS = 10000;

/** Category of one writing comment: which kind of mistake the checker found. */
export const WritingErrorTypeSchema = z.enum([
  "agreement",
  "tense",
  "verb_form",
  "article",
  "plural",
  "word_order",
  "preposition",
  "spelling",
  "missing_subject",
  "capitalization",
  "punctuation",
  "word_choice",
  "grammar",
  /** a missing or misused "be" ("my grandmother getting old", "I am go") */
  "be_verb",
  /** gerund or infinitive after a verb ("enjoy to swim", "want going") */
  "verb_pattern",
  /** two negatives in one clause ("I don't have nothing") */
  "double_negative",
  /** comparative and superlative forms ("more bigger", "gooder") */
  "comparative",
  /** run-on sentences and fragments */
  "sentence_structure",
  /** katakana-English false friends ("mansion" for a flat, "smart" for slim) */
  "false_friend",
]);
export type WritingErrorType = z.infer<typeof WritingErrorTypeSchema>;

/**
 * Position of the flagged words inside `sent_content`, in UTF-16 code units (JavaScript string indices):
 * `startPos` is inclusive and `endPos` exclusive, so `sent_content.slice(startPos, endPos)` is the flagged text.
 */
export const HitWordsPosSchema = z.object({
  startPos: z.number().int().nonnegative(),
  endPos: z.number().int().nonnegative(),
});

/**
 * One finding in one sentence. `suggestion` replaces exactly the flagged span: "" means delete it, and it
 * equals the flagged text when the checker has no correction to offer (an unknown word with no close match).
 */
export const SentCommentSchema = z.object({
  comments: z.string(),
  hit_words_pos: HitWordsPosSchema,
  explanation_ja: z.string(),
  suggestion: z.string(),
  type: WritingErrorTypeSchema,
});
export type SentComment = z.infer<typeof SentCommentSchema>;

/** Every sentence of the text in order, with its findings (an empty list when the sentence is fine). */
export const SentenceCommentsSchema = z.object({
  sent_content: z.string(),
  sent_comments: z.array(SentCommentSchema),
});
export type SentenceComments = z.infer<typeof SentenceCommentsSchema>;

/** A 0-100 score with a short Japanese explanation a 13-year-old understands. */
export const EvaluationScoreSchema = z.object({
  score: z.number().int().min(0).max(100),
  explanation_ja: z.string(),
});
export type EvaluationScore = z.infer<typeof EvaluationScoreSchema>;

/** The four overall measures of spec §3. */
export const OverallEvaluationSchema = z.object({
  vocabulary_diversity: EvaluationScoreSchema,
  vocabulary_correctness: EvaluationScoreSchema,
  grammar_diversity: EvaluationScoreSchema,
  grammar_correctness: EvaluationScoreSchema,
});
export type OverallEvaluation = z.infer<typeof OverallEvaluationSchema>;

/**
 * The task a writing answers, when it has one (a topic, a textbook item, an exam task): its word range,
 * its prompt and a sample answer (for keyword coverage), and its exam kind for the Eiken-style rubric.
 */
export const WritingTaskSchema = z.object({
  min_words: z.number().int().min(0).max(1000),
  max_words: z.number().int().min(1).max(2000),
  prompt: z.string().max(WRITING_TOPIC_TEXT_MAX).default(""),
  sample: z.string().max(WRITING_TOPIC_TEXT_MAX).optional(),
  /**
   * opinion essay (opinion + two reasons), e-mail reply (answer the questions) or summary (the passage's
   * main points in one's own words); free otherwise
   */
  kind: z.enum(["free", "opinion", "email", "summary"]).default("free"),
  /** the questions an e-mail reply must answer (kind "email") */
  questions: z.array(z.string().max(300)).max(5).optional(),
  /** the passage a summary retells (kind "summary") */
  source: z.string().max(4000).optional(),
  /** the main points a summary must give (kind "summary": one per paragraph) */
  points: z.array(z.string().max(300)).max(6).optional(),
});
export type WritingTask = z.input<typeof WritingTaskSchema>;

/** Task completion: length against the task's word range, and how much of the prompt the text answers. */
export const TaskCompletionSchema = EvaluationScoreSchema.extend({
  word_count: z.number().int().nonnegative(),
  min_words: z.number().int().nonnegative(),
  max_words: z.number().int().positive(),
  length: z.enum(["too_short", "ok", "too_long"]),
  /** share (0-1) of the prompt's and sample's key words the text uses */
  coverage: z.number().min(0).max(1),
});

/** Accuracy: grammar and spelling errors per 100 words. */
export const AccuracyPartSchema = EvaluationScoreSchema.extend({
  errors: z.number().int().nonnegative(),
  per_100_words: z.number().nonnegative(),
});

/** Organisation: sentences, connectives and paragraphs. */
export const OrganisationPartSchema = EvaluationScoreSchema.extend({
  sentences: z.number().int().nonnegative(),
  paragraphs: z.number().int().nonnegative(),
  connectives: z.number().int().nonnegative(),
});

/**
 * The writing score: four parts (each 0-100 with why) and the total (0-100) stored as the writing's score.
 * A text far below the task's word range scores low whatever its correctness.
 */
export const WritingScoreSchema = z.object({
  total: z.number().int().min(0).max(100),
  task_completion: TaskCompletionSchema,
  accuracy: AccuracyPartSchema,
  vocabulary: EvaluationScoreSchema,
  organisation: OrganisationPartSchema,
});
export type WritingScore = z.infer<typeof WritingScoreSchema>;

const band = z.number().int().min(0).max(4);
/** Eiken-style rubric of an exam writing task: four bands 0-4 (total 0-16) and short notes in Japanese. */
export const EikenRubricSchema = z.object({
  kind: z.enum(["opinion", "email", "summary"]),
  content: band,
  organisation: band,
  vocabulary: band,
  grammar: band,
  total: z.number().int().min(0).max(16),
  notes_ja: z.array(z.string()),
});
export type EikenRubric = z.infer<typeof EikenRubricSchema>;

/**
 * The engine result of spec §3: the JSON file served at a writing answer's engine_result link. `score`
 * and `eiken_rubric` are ours (results stored before them lack them); the rubric is null unless the task
 * is an opinion essay or an e-mail reply.
 */
export const EngineResultSchema = z.object({
  text: z.string(),
  overall_evaluation: OverallEvaluationSchema,
  comments: z.array(SentenceCommentsSchema),
  score: WritingScoreSchema.optional(),
  eiken_rubric: EikenRubricSchema.nullable().optional(),
});
export type EngineResult = z.infer<typeof EngineResultSchema>;

/** Student level the checker measures vocabulary against. */
export const WritingLevelSchema = z.enum(["junior", "senior"]);
export type WritingLevel = z.infer<typeof WritingLevelSchema>;

/** Body of POST sensitive_words_filter: the text to mask. */
export const SensitiveWordsFilterBodySchema = z.object({
  words: z.string().max(SENSITIVE_WORDS_MAX_CHARS),
});
export type SensitiveWordsFilterBody = z.infer<typeof SensitiveWordsFilterBodySchema>;

/** `data` of POST sensitive_words_filter: the same text with every sensitive word masked by "*". */
export const SensitiveWordsFilterDataSchema = z.object({
  words: z.string(),
});
export type SensitiveWordsFilterData = z.infer<typeof SensitiveWordsFilterDataSchema>;

/**
 * Finds where each comment sentence starts inside the engine result's text, so a viewer can highlight
 * `text.slice(start + startPos, start + endPos)`. Sentences are searched in order; -1 when one is not found.
 * @param result - an engine result
 * @returns one start offset per entry of `result.comments`
 */
export function locateSentences(result: Pick<EngineResult, "text" | "comments">): number[] {
  let from = 0;
  return result.comments.map((c) => {
    const at = result.text.indexOf(c.sent_content, from);
    if (at >= 0) from = at + c.sent_content.length;
    return at;
  });
}

/** POST sensitive_words_filter: masks sensitive words in free text (custom reading, writing) before use. */
export const sensitiveWordsFilter = defineCall({
  method: "POST",
  path: "/v3/sensitive_words_filter",
  auth: "student",
  body: SensitiveWordsFilterBodySchema,
  data: SensitiveWordsFilterDataSchema,
});

/** Where a writing was submitted from: AI writing, skill-up writing, a free-writing topic, or a textbook item. */
export const WritingSourceSchema = z.enum(["ai_writing", "skillup", "free", "textbook"]);
export type WritingSource = z.infer<typeof WritingSourceSchema>;

/** One sample answer of a topic (spec §3 sample[0].en_answer). */
export const WritingSampleSchema = z.object({
  en_answer: z.string().min(1).max(WRITING_TOPIC_TEXT_MAX),
  jp_answer: z.string().max(WRITING_TOPIC_TEXT_MAX).optional(),
});

/** A writing topic as the catalogue (content/writing/*.yaml) describes it. */
export const WritingTopicSchema = z.object({
  topic_id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  level: WritingLevelSchema,
  /** writing kind code of spec §3: 1 free writing, 2 topic writing */
  writing_type: z.union([z.literal(1), z.literal(2)]),
  title: z.string().min(1).max(200),
  title_jp: z.string().min(1).max(200),
  topic: z.string().min(1).max(WRITING_TOPIC_TEXT_MAX),
  instruction_jp: z.string().min(1).max(WRITING_TOPIC_TEXT_MAX),
  main_points: z.array(z.string().min(1).max(300)).max(10).default([]),
  min_words: z.number().int().min(0).max(1000),
  max_words: z.number().int().min(1).max(2000),
  sample: z.array(WritingSampleSchema).min(1).max(5),
  /**
   * Eiken-style exam task: an opinion essay (opinion + two reasons) or an e-mail reply (answer its
   * questions); such a writing also gets the Eiken-style rubric. Absent for free practice.
   */
  exam_kind: z.enum(["opinion", "email"]).optional(),
  /** the e-mail's questions the reply must answer (exam_kind "email", at least one) */
  questions: z.array(z.string().min(1).max(300)).min(1).max(5).optional(),
});
export type WritingTopic = z.infer<typeof WritingTopicSchema>;

/** A topic in the list (no sample answer). */
export const WritingTopicSummarySchema = WritingTopicSchema.pick({
  topic_id: true,
  level: true,
  writing_type: true,
  title: true,
  title_jp: true,
  min_words: true,
  max_words: true,
  exam_kind: true,
});
export type WritingTopicSummary = z.infer<typeof WritingTopicSummarySchema>;

/** Teacher comment on a writing (spec §3 correct_notes): where, what, and who. */
export const CorrectNoteSchema = z.object({
  pos: z.object({ startPos: z.number().int().nonnegative(), endPos: z.number().int().nonnegative() }),
  comments: z.string(),
  teacher: z.string(),
});
export type CorrectNote = z.infer<typeof CorrectNoteSchema>;

/** One stored writing submission (spec writing payload: content, percent_score=100, total_score=5, engine_result). */
export const WritingRecordSchema = z.object({
  writing_id: z.number().int().positive(),
  source: WritingSourceSchema,
  topic_id: z.string().nullable(),
  title: z.string().nullable(),
  level: WritingLevelSchema,
  content: z.string(),
  word_count: z.number().int().nonnegative(),
  error_count: z.number().int().nonnegative(),
  percent_score: z.number(),
  total_score: z.number(),
  /** link to the engine-result JSON (signed; works in <a href> and fetch without a token) */
  engine_result: z.string(),
  correct_notes: z.array(CorrectNoteSchema),
  created_at: z.string(),
});
export type WritingRecord = z.infer<typeof WritingRecordSchema>;

/** Body of POST /v3/writing/submit. */
export const WritingSubmitBodySchema = z.object({
  source: WritingSourceSchema.default("ai_writing"),
  topic_id: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .optional(),
  level: WritingLevelSchema.optional(),
  content: z.string().max(WRITING_TEXT_MAX_CHARS),
});
export type WritingSubmitBody = z.input<typeof WritingSubmitBodySchema>;

/** POST /v3/writing/submit: checks and stores a writing; every submission is a new record (never overwritten). */
export const writingSubmit = defineCall({
  method: "POST",
  path: "/v3/writing/submit",
  auth: "student",
  body: WritingSubmitBodySchema,
  data: WritingRecordSchema,
});

/** Body of POST /v3/textbook/submit-itr-topic-writing: the writing of a textbook topic-writing item. */
export const SubmitItrTopicWritingBodySchema = z.object({
  content: z.string().max(WRITING_TEXT_MAX_CHARS),
  res_code: z.string().max(100).optional(),
  question_id: z.string().max(100).optional(),
  level: WritingLevelSchema.optional(),
});

/** POST /v3/textbook/submit-itr-topic-writing (content): same checks and record as writing/submit. */
export const submitItrTopicWriting = defineCall({
  method: "POST",
  path: "/v3/textbook/submit-itr-topic-writing",
  auth: "student",
  body: SubmitItrTopicWritingBodySchema,
  data: WritingRecordSchema,
});

/** GET /v3/writing/topic-list: the topics, optionally of one level. */
export const writingTopicList = defineCall({
  method: "GET",
  path: "/v3/writing/topic-list",
  auth: "student",
  query: z.object({ level: WritingLevelSchema.optional() }),
  data: z.object({ list: z.array(WritingTopicSummarySchema) }),
});

/** GET /v3/writing/topic-detail: one topic with its instructions and sample answer. */
export const writingTopicDetail = defineCall({
  method: "GET",
  path: "/v3/writing/topic-detail",
  auth: "student",
  query: z.object({ topic_id: z.string().regex(/^[a-z0-9-]{1,64}$/) }),
  data: WritingTopicSchema,
});

/** GET /v3/writing/history: the student's own writings, newest first. */
export const writingHistory = defineCall({
  method: "GET",
  path: "/v3/writing/history",
  auth: "student",
  query: z.object({
    source: WritingSourceSchema.optional(),
    topic_id: z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/)
      .optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  }),
  data: z.object({ total: z.number().int().nonnegative(), list: z.array(WritingRecordSchema) }),
});

/** GET /v3/writing/detail: one of the student's writings (404 for anyone else's). */
export const writingDetail = defineCall({
  method: "GET",
  path: "/v3/writing/detail",
  auth: "student",
  query: z.object({ writing_id: z.coerce.number().int().positive().max(2_147_483_647) }),
  data: WritingRecordSchema,
});
