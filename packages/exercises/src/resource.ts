import { z } from "zod";
import { EXERCISE_KINDS, type ExerciseKind } from "./kinds.ts";
import { answerableItems } from "./locate.ts";
import { type ItemOf, itemSchemaFor } from "./schema-registry.ts";
import {
  FullTextSchema,
  QuestionIdSchema,
  SpeakerSchema,
  TabSchema,
  TextSchema,
  WaitItemSchema,
} from "./schemas/common.ts";

/** option_random: 0 keeps the authored option order; anything else (default 1) shuffles. */
const OptionRandomSchema = z
  .union([z.literal(0), z.literal(1), z.boolean()])
  .transform((v) => (v === false || v === 0 ? 0 : 1));

/** Resource fields shared by every kind (spec §3 "Resource data"). */
const resourceShape = {
  res_code: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/, "res_code: letters, digits, _ . - (max 100)"),
  res_id: z.number().int().positive(),
  res_title: z.string().min(1).max(200),
  res_type: z.union([z.number().int().nonnegative(), z.string().max(50)]).optional(),
  res_version: z.number().int().positive(),
  res_level: z.string().max(50).optional(),
  /** CEFR-J level test items: the skill the resource's items test */
  cefr_skill: z.enum(["listening", "reading", "vocabulary", "grammar", "speaking"]).optional(),
  /** CEFR-J level test items: the grammar or vocabulary point they test ("past tense", "food words") */
  cefr_point: z.string().min(1).max(100).optional(),
  /** CEFR-J level test items: the question type (spec "CEFR types 1-17", see cefr/types.ts) */
  cefr_type: z.number().int().min(1).max(17).optional(),
  /** Eiken practice and mock tests: the grade ("5" … "2") */
  eiken_grade: z.enum(["5", "4", "3", "pre-2", "pre-2-plus", "2"]).optional(),
  /** Eiken: the paper's section (eiken/format.ts EIKEN_SECTIONS) */
  eiken_section: z.string().min(1).max(40).optional(),
  /** Eiken: a practice set, or part of the grade's mock test */
  eiken_set: z.enum(["practice", "mock"]).optional(),
  /** Eiken listening: how many times the audio is played */
  eiken_plays: z.union([z.literal(1), z.literal(2)]).optional(),
  /** Tokyo speaking test (ESAT-J) practice: a full test or a training set of one part (tokyo/format.ts) */
  tokyo_set: z.enum(["test", "training"]).optional(),
  /** Tokyo speaking test: the part a training set practises */
  tokyo_part: z.enum(["A", "B", "C", "D"]).optional(),
  /** Tokyo speaking test: the school year it is written for (the admission test: 3) */
  tokyo_year: z.literal(3).optional(),
  /** Listening exams (listening-exam/format.ts): a full mock test or a practice set */
  exam_set: z.enum(["practice", "mock"]).optional(),
  /** Listening exams: the part a Common Test practice set practises ("1A" … "6B") */
  exam_part: z.string().min(1).max(10).optional(),
  res_zip_url: z.string().max(500).optional(),
  root_path: z.string().max(500).optional(),
  part_title: z.string().max(200).optional(),
  kind: z.enum(EXERCISE_KINDS),
  question_description: TextSchema.optional(),
  option_random: OptionRandomSchema.default(1),
  speakers: z.array(SpeakerSchema).max(20).optional(),
  wait_items: z.array(WaitItemSchema).max(100).optional(),
  full_text: FullTextSchema.optional(),
  tabs: z.array(TabSchema).max(20).optional(),
};

/** Unique question_id and index across a resource's items. */
function checkUniqueItems(
  items: readonly { question_id?: unknown; index?: unknown }[],
  ctx: z.RefinementCtx,
): void {
  const ids = new Set<string>();
  const indices = new Set<number>();
  items.forEach((it, i) => {
    if (typeof it.question_id === "string") {
      if (ids.has(it.question_id))
        ctx.addIssue({
          code: "custom",
          path: ["items", i, "question_id"],
          message: `duplicate question_id ${it.question_id}`,
        });
      ids.add(it.question_id);
    }
    if (typeof it.index === "number") {
      if (indices.has(it.index))
        ctx.addIssue({ code: "custom", path: ["items", i, "index"], message: `duplicate index ${it.index}` });
      indices.add(it.index);
    }
  });
}

/** Question ids inside multi-part parts must be unique across the whole resource (answers name them). */
function checkUniquePartIds(kind: ExerciseKind, items: readonly unknown[], ctx: z.RefinementCtx): void {
  if (kind !== "multi-part") return;
  const seen = new Set<string>();
  for (const located of answerableItems({ kind, items })) {
    const id = located.item.question_id;
    if (seen.has(id))
      ctx.addIssue({ code: "custom", path: ["items"], message: `duplicate question_id ${id} across parts` });
    seen.add(id);
  }
}

/**
 * Any resource: common fields plus `items` validated by the item schema of `kind`.
 * Use `resourceSchemaFor(kind)` when the kind is known for precise types.
 */
export const ResourceSchema = z
  .object({ ...resourceShape, items: z.array(z.unknown()).min(1).max(500) })
  .transform((res, ctx) => {
    const parsed = z.array(itemSchemaFor(res.kind)).safeParse(res.items);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({
          code: "custom",
          path: ["items", ...(issue.path as (string | number)[])],
          message: issue.message,
        });
      }
      return z.NEVER;
    }
    checkUniqueItems(parsed.data as { question_id?: unknown; index?: unknown }[], ctx);
    checkUniquePartIds(res.kind, parsed.data, ctx);
    return { ...res, items: parsed.data as unknown[] };
  });

/** A parsed resource of an unknown kind. */
export type Resource = z.output<typeof ResourceSchema>;

/** A parsed resource of kind K. */
export type ResourceOf<K extends ExerciseKind> = Omit<Resource, "kind" | "items"> & {
  kind: K;
  items: ItemOf<K>[];
};

/**
 * Resource schema for one kind: `kind` must equal it and items use its item schema.
 * @param kind - an exercise kind
 * @returns a zod schema producing ResourceOf<kind>
 */
export function resourceSchemaFor<K extends ExerciseKind>(kind: K): z.ZodType<ResourceOf<K>> {
  return z
    .object({
      ...resourceShape,
      kind: z.literal(kind),
      items: z
        .array(itemSchemaFor(kind) as unknown as z.ZodType<ItemOf<K>>)
        .min(1)
        .max(500),
    })
    .superRefine((res, ctx) =>
      checkUniqueItems(res.items as { question_id?: unknown; index?: unknown }[], ctx),
    ) as unknown as z.ZodType<ResourceOf<K>>;
}

/** question_ids filter: a comma string ("3,5") or a list; empty or absent keeps every item. */
export const QuestionIdsSchema = z.union([z.string().max(5000), z.array(QuestionIdSchema).max(500)]);

/**
 * Keeps the items whose question_id is listed (order of the resource is kept).
 * @param items - resource items
 * @param questionIds - comma string or list; undefined, "" or [] keeps all
 * @returns the filtered items
 */
export function filterByQuestionIds<T extends { question_id: string }>(
  items: readonly T[],
  questionIds: string | readonly (string | number)[] | null | undefined,
): T[] {
  const wanted = (typeof questionIds === "string" ? questionIds.split(",") : (questionIds ?? []))
    .map((id) => String(id).trim())
    .filter((id) => id !== "");
  if (wanted.length === 0) return [...items];
  const set = new Set(wanted);
  return items.filter((it) => set.has(it.question_id));
}

// In a module of its own (no schemas), so a web player that builds asset URLs does not load the resource schemas.
export { assetUrl } from "./asset-url.ts";
