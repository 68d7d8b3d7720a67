import { z } from "zod";
import { AcceptedAnswersSchema, AssetSchema, BaseItemSchema, IndexSchema, TextSchema } from "./common.ts";

/** Blank marker inside screen_text templates: three or more underscores. */
export const BLANK_PATTERN = /_{3,}/g;

/**
 * Counts the blanks (`___`) in a template text.
 * @param text - a screen_text template
 * @returns number of blanks
 */
export function countBlanks(text: string | undefined): number {
  return text ? (text.match(BLANK_PATTERN) ?? []).length : 0;
}

/**
 * Fills a template's blanks with values in order; missing values leave the blank.
 * @param template - text with `___` blanks
 * @param values - one value per blank
 * @returns the filled sentence
 */
export function fillTemplate(template: string, values: readonly string[]): string {
  let i = 0;
  return template.replace(BLANK_PATTERN, (blank) => {
    const v = values[i++];
    return v === undefined ? blank : v;
  });
}

/**
 * Items with typed blanks: screen_text holds `___` blanks; filling_answer holds, per blank,
 * one accepted answer or a list of accepted answers.
 */
export const TypedBlanksItemSchema = BaseItemSchema.extend({
  screen_text: TextSchema.min(1),
  filling_answer: z.array(AcceptedAnswersSchema).min(1).max(30),
}).superRefine((item, ctx) => {
  const n = countBlanks(item.screen_text);
  if (n !== item.filling_answer.length) {
    ctx.addIssue({
      code: "custom",
      path: ["filling_answer"],
      message: `screen_text has ${n} blanks (___) but filling_answer has ${item.filling_answer.length} entries`,
    });
  }
});

/** An option that is placed into a blank (order kinds). */
export const OrderOptionSchema = z.object({
  index: IndexSchema,
  content: TextSchema.min(1),
  type: z.enum(["text", "image"]).default("text"),
});

/** A parsed order option. */
export type OrderOption = z.infer<typeof OrderOptionSchema>;

/**
 * Items whose answer is an ordering of given options (sentence sorting, word-order blank fill,
 * fill-in order). The filled sentence is screen_text with its blanks replaced by the chosen
 * options, or the chosen options joined by spaces when there is no template; it must equal
 * one of `answer` after normalisation. blank_count defaults to the template's blanks, else to
 * the number of options.
 */
export const OrderItemSchema = BaseItemSchema.extend({
  choose: z
    .array(OrderOptionSchema)
    .min(2)
    .max(30)
    .refine((o) => new Set(o.map((x) => x.index)).size === o.length, "duplicate option index"),
  answer: AcceptedAnswersSchema,
  blank_count: z.number().int().min(1).max(30).optional(),
  audio_file: AssetSchema.optional(),
}).superRefine((item, ctx) => {
  const n = blankCountOf(item);
  if (n > item.choose.length) {
    ctx.addIssue({
      code: "custom",
      path: ["choose"],
      message: `${n} blanks but only ${item.choose.length} options`,
    });
  }
});

/**
 * Number of blanks of an order item.
 * @param item - an order item
 * @returns blank_count, else template blanks, else option count
 */
export function blankCountOf(item: {
  blank_count?: number | undefined;
  screen_text?: string | undefined;
  choose: readonly unknown[];
}): number {
  return item.blank_count ?? (countBlanks(item.screen_text) || item.choose.length);
}
