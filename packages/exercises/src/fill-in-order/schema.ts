import type { z } from "zod";
import { OrderItemSchema } from "../schemas/blanks.ts";
import { OrderAnswerSchema } from "../sentence-sorting/schema.ts";

/** Fill-in ordering item: word choices placed in order; right if the filled sentence equals `answer`. */
export const FillInOrderItemSchema = OrderItemSchema;
/** A fill-in-order item. */
export type FillInOrderItem = z.infer<typeof FillInOrderItemSchema>;
/** Fill-in-order answer. */
export const FillInOrderAnswerSchema = OrderAnswerSchema;
