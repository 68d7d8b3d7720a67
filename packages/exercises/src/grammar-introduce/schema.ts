import type { z } from "zod";
import { BaseAnswerSchema } from "../schemas/answer.ts";
import { AssetSchema, BaseItemSchema } from "../schemas/common.ts";

/**
 * Grammar introduce item: a lesson whose tabs come from `{assets}/{lesson_path}/index.json?v=res_version`
 * (or the resource's `tabs`); training tabs open grammar-choice or grammar-blank-fill.
 */
export const GrammarIntroduceItemSchema = BaseItemSchema.extend({ lesson_path: AssetSchema.optional() });
/** A grammar-introduce item. */
export type GrammarIntroduceItem = z.infer<typeof GrammarIntroduceItemSchema>;
/** Grammar-introduce answer: completion only. */
export const GrammarIntroduceAnswerSchema = BaseAnswerSchema;
