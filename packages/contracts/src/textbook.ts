import type { AnswerData, BaseAnswer } from "@hibiki/exercises";
// The schema-free entry points: the web's signed-in shell loads these contracts without the exercise schemas.
import { EXERCISE_KINDS } from "@hibiki/exercises/kinds";
import { PLAYER_MODES } from "@hibiki/exercises/modes";
import { z } from "zod";
import { DbId, defineCall, Flag, FlagInput } from "./envelope.ts";

/**
 * The textbook practice calls (issue 4): book / unit / section listing from the content catalogue,
 * resource info with resume data, saving one answer at a time (server re-scored) and the result.
 * Ids of books, units and sections are the catalogue codes (e.g. "jh1", "jh1-u1", "jh1-u1-s2").
 */

/** A player mode (practice | review | homework | exam | paper); defaults to practice. */
export const PlayerModeSchema = z.enum(PLAYER_MODES);
/** An exercise kind name from @hibiki/exercises. */
export const KindNameSchema = z.enum(EXERCISE_KINDS);
const Code = z.string().trim().min(1).max(100);
const Percent = z.number().min(0);

/**
 * A JSON object sent either as an object (JSON bodies) or as a JSON string (form bodies).
 * Bad JSON or a non-object is a 400 with a message naming the field.
 */
export const JsonObjectInput = z
  .union([z.string().max(300_000), z.record(z.string(), z.unknown())])
  .transform((v, ctx): Record<string, unknown> => {
    if (typeof v !== "string") return v;
    let raw: unknown;
    try {
      raw = JSON.parse(v);
    } catch {
      ctx.addIssue({ code: "custom", message: "item is not valid JSON" });
      return z.NEVER;
    }
    if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
      ctx.addIssue({ code: "custom", message: "item must be a JSON object" });
      return z.NEVER;
    }
    return raw as Record<string, unknown>;
  });

// ---------- catalogue listing ----------

export const BookCardSchema = z.object({
  book_id: z.string(),
  title: z.string(),
  title_en: z.string(),
  level: z.string(),
  cover_color: z.string(),
  unit_count: z.number().int(),
  /** share of the book's resources the student has completed at least once, 0-100 */
  progress_percent: Percent,
});
export type BookCard = z.infer<typeof BookCardSchema>;
export const textbookBookList = defineCall({
  method: "GET",
  path: "/v3/textbook/book-list",
  auth: "student",
  data: z.object({ items: z.array(BookCardSchema) }),
});

export const BookRefSchema = z.object({ book_id: z.string(), title: z.string(), title_en: z.string() });
export const UnitCardSchema = z.object({
  unit_id: z.string(),
  title: z.string(),
  title_en: z.string(),
  order: z.number().int(),
  section_count: z.number().int(),
  progress_percent: Percent,
});
export type UnitCard = z.infer<typeof UnitCardSchema>;
export const textbookUnitDirectory = defineCall({
  method: "GET",
  path: "/v3/textbook/unit-directory",
  auth: "student",
  query: z.object({ book_id: Code }),
  data: z.object({ book: BookRefSchema, units: z.array(UnitCardSchema) }),
});

export const UnitRefSchema = z.object({
  unit_id: z.string(),
  title: z.string(),
  title_en: z.string(),
  order: z.number().int(),
});
export const SectionResourceSchema = z.object({
  res_code: z.string(),
  res_id: z.number().int(),
  res_title: z.string(),
  kind: KindNameSchema,
  res_version: z.number().int(),
  /** finished attempts of this resource */
  learn_count: z.number().int(),
  /** best finished-attempt percent (0 when never finished) */
  best_score: Percent,
  is_completed: Flag,
});
export type SectionResource = z.infer<typeof SectionResourceSchema>;
export const SectionSchema = z.object({
  section_id: z.string(),
  title: z.string(),
  title_en: z.string(),
  resources: z.array(SectionResourceSchema),
});
export const textbookUnitList = defineCall({
  method: "GET",
  path: "/v3/textbook/unit-list",
  auth: "student",
  query: z.object({ unit_id: Code }),
  data: z.object({ book: BookRefSchema, unit: UnitRefSchema, sections: z.array(SectionSchema) }),
});

// ---------- one resource ----------

export const ItemStatSchema = z.object({
  question_id: z.string(),
  learn_count: z.number().int(),
  best_score: Percent,
});
export type ItemStat = z.infer<typeof ItemStatSchema>;

/** Resource fields shared by resource-info, topic-answer-result and history. */
export const ResourceInfoBaseSchema = z.object({
  res_code: z.string(),
  res_id: z.number().int(),
  res_title: z.string(),
  res_type: z.union([z.string(), z.number()]),
  res_version: z.number().int(),
  res_zip_url: z.string(),
  res_level: z.string(),
  root_path: z.string(),
  part_title: z.string(),
  /** the resource's answerable question ids (after the question_ids filter), in order */
  question_ids: z.array(z.string()),
  kind: KindNameSchema,
  /** `/res/<res_code>/<res_version>/resource.json?v=<res_version>` */
  resource_url: z.string(),
  /** `/res/<res_code>/<res_version>/`: audio_file etc. are relative to it */
  asset_base: z.string(),
});
export type ResourceInfoBase = z.infer<typeof ResourceInfoBaseSchema>;

/**
 * One stored answer item (server-scored) as returned: every field of the posted item (BaseAnswerSchema
 * of @hibiki/exercises) with the server's scores. Response schemas carry no transforms (they are encoded),
 * so this is a loose object typed as BaseAnswer.
 */
export const AnswerItemOutSchema = z.looseObject({
  question_id: z.string(),
  score: z.number().optional(),
  total_score: z.number().optional(),
  percent_score: z.number().optional(),
  is_skipped: Flag.optional(),
}) as unknown as z.ZodType<BaseAnswer, BaseAnswer>;

/** Answer data as stored and returned (spec §3), typed as AnswerData of @hibiki/exercises. */
export const AnswerDataOutSchema = z.object({
  current_index: z.number().int(),
  guid: z.string(),
  is_completed: Flag,
  items: z.array(AnswerItemOutSchema),
  total_score: z.number().optional(),
  percent_score: z.number().optional(),
  full_text: z.string().optional(),
  root_path: z.string().optional(),
  practice_type: z.union([z.number().int(), z.string()]).optional(),
}) as unknown as z.ZodType<AnswerData, AnswerData>;

export const ResourceInfoSchema = ResourceInfoBaseSchema.extend({
  item_stats: z.array(ItemStatSchema),
  /** the latest unfinished attempt in this mode, for resume; null when none */
  answer_data: AnswerDataOutSchema.nullable(),
});
export type ResourceInfo = z.infer<typeof ResourceInfoSchema>;
export const textbookResourceInfo = defineCall({
  method: "GET",
  path: "/v3/textbook/resource-info",
  auth: "student",
  query: z.object({
    res_code: Code,
    /** comma-separated question ids to keep (e.g. "3,5") */
    question_ids: z.string().max(5000).optional(),
    mode: PlayerModeSchema.default("practice"),
  }),
  data: ResourceInfoSchema,
});

export const NextResourceSchema = z
  .object({ res_code: z.string(), res_title: z.string(), kind: KindNameSchema })
  .nullable();
export const textbookNextResourceInfo = defineCall({
  method: "GET",
  path: "/v3/textbook/next-resource-info",
  auth: "student",
  query: z.object({ resource_id: DbId }),
  data: z.object({ next: NextResourceSchema }),
});

// ---------- answers ----------

export const TopicAnswerRecordBodySchema = z.object({
  res_code: Code,
  /** client-made uuid per attempt */
  guid: z.string().trim().min(1).max(100),
  mode: PlayerModeSchema.default("practice"),
  current_index: z.coerce.number().int().min(0).max(10_000).default(0),
  is_completed: FlagInput.default(0),
  /** one answer item (object, or a JSON string in form bodies); validated with answerSchemaFor(kind) */
  item: JsonObjectInput,
  /**
   * optional: the question_ids filter of resource-info ("3,5"); kept with the attempt on its first save,
   * so its totals count only those questions and answers to other questions are refused
   */
  question_ids: z.string().max(5000).optional(),
});
export type TopicAnswerRecordBody = z.input<typeof TopicAnswerRecordBodySchema>;
export const textbookTopicAnswerRecord = defineCall({
  method: "POST",
  path: "/v3/textbook/topic-answer-record",
  auth: "student",
  body: TopicAnswerRecordBodySchema,
  data: z.object({ item: AnswerItemOutSchema, answer_data: AnswerDataOutSchema, stats: ItemStatSchema }),
});

export const AttemptSummarySchema = z.object({
  total_score: z.number(),
  percent_score: z.number(),
  answered: z.number().int(),
  correct: z.number().int(),
  skipped: z.number().int(),
});
export type AttemptSummaryDto = z.infer<typeof AttemptSummarySchema>;
export const TopicAnswerResultSchema = z.object({
  resource: ResourceInfoBaseSchema,
  answer_data: AnswerDataOutSchema,
  summary: AttemptSummarySchema,
  grade: z.enum(["A", "B", "C"]),
});
export type TopicAnswerResult = z.infer<typeof TopicAnswerResultSchema>;
export const textbookTopicAnswerResult = defineCall({
  method: "GET",
  path: "/v3/textbook/topic-answer-result",
  auth: "student",
  query: z.object({ res_code: Code, guid: z.string().trim().min(1).max(100) }),
  data: TopicAnswerResultSchema,
});
