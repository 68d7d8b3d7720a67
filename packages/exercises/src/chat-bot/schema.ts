import { z } from "zod";
import { BaseAnswerSchema } from "../schemas/answer.ts";
import { AssetSchema, BaseItemSchema, IndexSchema, QuestionIdSchema, TextSchema } from "../schemas/common.ts";

/** A reply option; child_index is the next question item's index (absent: the dialogue ends). */
export const ChatBotOptionSchema = z.object({
  content: TextSchema.min(1),
  child_index: IndexSchema.nullable().optional(),
  /**
   * Built by the content build from WordNet: a content word's lemma → everyday synonyms ("movie" →
   * ["film"]), so a meaning matcher can accept a reply that says the option in other words.
   */
  synonyms: z.record(z.string().min(1).max(40), z.array(z.string().min(1).max(80)).min(1).max(20)).optional(),
});
/** A reply option. */
export type ChatBotOption = z.infer<typeof ChatBotOptionSchema>;

/** A bot turn of the chat-bot dialogue. */
export const ChatBotQuestionSchema = z.object({
  index: IndexSchema,
  question_id: QuestionIdSchema,
  audio_file: AssetSchema.optional(),
  speaker: z.string().max(100).optional(),
  speaker_picture: AssetSchema.optional(),
  screen_text: TextSchema.min(1),
  screen_jp_text: TextSchema.optional(),
  options: z.array(ChatBotOptionSchema).max(10).default([]),
  record_max_time: z.number().min(1).max(600).optional(),
});
/** A chat-bot question item. */
export type ChatBotQuestion = z.infer<typeof ChatBotQuestionSchema>;

/** Chat-bot item: question_items (bot turns) and answer_items (sample replies, optional). */
export const ChatBotItemSchema = BaseItemSchema.extend({
  question_items: z.array(ChatBotQuestionSchema).min(1).max(50),
  answer_items: z
    .array(z.object({ index: IndexSchema, screen_text: TextSchema, audio_file: AssetSchema.optional() }))
    .max(50)
    .optional(),
}).superRefine((item, ctx) => {
  const indices = new Set(item.question_items.map((q) => q.index));
  item.question_items.forEach((q, qi) => {
    q.options.forEach((o, oi) => {
      if (o.child_index != null && !indices.has(o.child_index)) {
        ctx.addIssue({
          code: "custom",
          path: ["question_items", qi, "options", oi, "child_index"],
          message: `no question item with index ${o.child_index}`,
        });
      }
    });
  });
});
/** A chat-bot item. */
export type ChatBotItem = z.infer<typeof ChatBotItemSchema>;
/** Most bot turns one conversation keeps (the most question items an item may have). */
export const CHAT_BOT_MAX_TURNS = 50;

/**
 * One answered bot question of the conversation: the spec's per-question chat-bot payload (question_id
 * of the question item, recognize_text, the chosen option as answer_index, sound_file, record_duration),
 * plus `fallback` 1 when the first option was taken after three failed attempts.
 */
export const ChatBotTurnSchema = z.object({
  question_id: QuestionIdSchema,
  recognize_text: z.string().max(1000),
  answer_index: z.number().int().nonnegative().max(9),
  sound_file: z.string().max(500).optional(),
  record_duration: z.number().min(0).max(600).optional(),
  fallback: z.union([z.literal(0), z.literal(1)]).optional(),
});
/** One answered bot question. */
export type ChatBotTurn = z.infer<typeof ChatBotTurnSchema>;

/**
 * Chat-bot answer. The whole conversation is one item (one question_id), so the player posts once when
 * the conversation ends: recognize_text (the replies, one per line), answer_result (the chosen option per
 * turn), evaluate_html, total_score=5, sound_file and record_duration (the last reply, the total), and
 * `turns`, one entry per answered bot question.
 */
export const ChatBotAnswerSchema = BaseAnswerSchema.extend({
  turns: z.array(ChatBotTurnSchema).max(CHAT_BOT_MAX_TURNS).optional(),
}).superRefine((a, ctx) => {
  if (a.is_skipped !== 1 && a.recognize_text === undefined)
    ctx.addIssue({ code: "custom", message: "recognize_text is required" });
});
