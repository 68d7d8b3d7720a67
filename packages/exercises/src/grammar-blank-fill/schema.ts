import type { z } from "zod";
import { OrderItemSchema } from "../schemas/blanks.ts";
import { OrderAnswerSchema } from "../sentence-sorting/schema.ts";

/**
 * Grammar blank-fill (word order) item: a template with `___` blanks, options to place, the
 * correct sentence(s) in `answer` and an `explanation` shown on error.
 */
export const GrammarBlankFillItemSchema = OrderItemSchema;
/** A grammar-blank-fill item. */
export type GrammarBlankFillItem = z.infer<typeof GrammarBlankFillItemSchema>;
/** Grammar-blank-fill answer. */
export const GrammarBlankFillAnswerSchema = OrderAnswerSchema;
