import { z } from "zod";
import { defineCall } from "./envelope.ts";

/**
 * Poorly-read words (spec "POST poorly-words (words)", §5): the words the speech evaluation marked as poorly
 * read (an answer's poorly_words, joined by "|") are posted after a recording and kept per student. A word
 * is collected only if it has no apostrophe, is not numeric, is not already collected and is not in the
 * stored blacklist; the evaluator then stops offering words the student already collected.
 */

/** Most words one call may post. */
export const POORLY_WORDS_MAX_PER_CALL = 50;

export const PoorlyWordsBodySchema = z.object({
  /** words joined by "|" (the answer's poorly_words) or by commas */
  words: z
    .string()
    .max(5000)
    .transform((v) =>
      v
        .split(/[|,]/)
        .map((w) => w.trim())
        .filter((w) => w !== ""),
    )
    .pipe(z.array(z.string().max(100)).max(POORLY_WORDS_MAX_PER_CALL)),
});
export type PoorlyWordsBody = z.input<typeof PoorlyWordsBodySchema>;
export const poorlyWordsCollect = defineCall({
  method: "POST",
  path: "/v3/poorly-words",
  auth: "student",
  body: PoorlyWordsBodySchema,
  data: z.object({
    /** the words collected by this call (cleaned of surrounding punctuation) */
    words: z.array(z.string()),
    /** the student's collected words in total */
    total: z.number().int(),
  }),
});
