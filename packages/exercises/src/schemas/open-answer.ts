import { z } from "zod";

/**
 * What a valid open answer says (quick response, picture describe, narration, open steps): the elements
 * a teacher would look for, matched by meaning (scoring/meaning), not by likeness to one sample.
 *
 * A slot lists interchangeable terms: "boy|kid|child", multi-word terms ("play soccer") and the tokens
 * `<number>` (digits or number words) and `<time>` (a clock time: "seven", "6:30", "half past six").
 * In content files a slot is written as one string with `|` between terms; the content build adds
 * WordNet synonyms and stores each slot as a list.
 */
export const AnswerSlotSchema = z
  .union([z.string().min(1).max(400), z.array(z.string().min(1).max(80)).min(1).max(80)])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split("|")).map((t) => t.trim().toLowerCase()).filter((t) => t !== ""),
  )
  .refine((terms) => terms.length > 0, "a slot needs at least one term");

/** One element: shown labels, and alternatives (each a list of slots that must all be present). */
export const AnswerElementSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "element id: lower-case letters, digits and -"),
  /** what the element is, for the student (Japanese) */
  ja: z.string().min(1).max(200),
  /** the same in English */
  en: z.string().min(1).max(200),
  match: z.array(z.array(AnswerSlotSchema).min(1).max(8)).min(1).max(12),
});
/** A parsed element. */
export type AnswerElement = z.infer<typeof AnswerElementSchema>;

/**
 * The form an answer must take besides what it says: the present progressive (what a picture shows
 * happening), the past tense (a story), two reasons (an opinion), Yes or No first (a yes/no question), a
 * full sentence with a subject and a verb, a question or a prompt to the listener (ask, invite, request),
 * an opinion with a reason.
 */
export const FORM_CHECKS = [
  "present_progressive",
  "past_tense",
  "two_reasons",
  "yes_no_first",
  "full_sentence",
  "ask_or_prompt",
  "opinion_reason",
] as const;
/** One form check. */
export type FormCheckId = (typeof FORM_CHECKS)[number];

/** The open-answer rubric of an item or record step. */
export const OpenAnswerSchema = z
  .object({
    elements: z.array(AnswerElementSchema).min(1).max(12),
    /** elements needed for the full content score (default: all of them) */
    need: z.number().int().min(1).max(12).optional(),
    /** the elements should come in this order (a retelling) */
    ordered: z.boolean().optional(),
    /** fewest words of a complete answer (default 3) */
    min_words: z.number().int().min(1).max(200).optional(),
    /** form checks; each one failed costs a point of content (of 5) */
    checks: z.array(z.enum(FORM_CHECKS)).max(4).optional(),
  })
  .superRefine((o, ctx) => {
    const ids = new Set<string>();
    for (const e of o.elements) {
      if (ids.has(e.id))
        ctx.addIssue({ code: "custom", path: ["elements"], message: `duplicate element id ${e.id}` });
      ids.add(e.id);
    }
    if (o.need !== undefined && o.need > o.elements.length)
      ctx.addIssue({ code: "custom", path: ["need"], message: "need is larger than the number of elements" });
  });
/** A parsed open-answer rubric. */
export type OpenAnswer = z.infer<typeof OpenAnswerSchema>;
