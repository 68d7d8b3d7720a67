import { z } from "zod";
import { defineCall } from "./envelope.ts";

/** Longest text the writing checker accepts (characters); longer essays are rejected with a clear error. */
export const WRITING_TEXT_MAX_CHARS = 6000;
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

/** The engine result of spec §3: the JSON file served at a writing answer's engine_result link. */
export const EngineResultSchema = z.object({
  text: z.string(),
  overall_evaluation: OverallEvaluationSchema,
  comments: z.array(SentenceCommentsSchema),
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
