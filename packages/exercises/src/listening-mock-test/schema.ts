import { z } from "zod";
import { MultiQuestionAnswerSchema, MultiQuestionItemSchema } from "../listening-choice/schema.ts";
import { AssetSchema } from "../schemas/common.ts";

/** Listening mock test item: intro audio (optional), then question audio and choice questions. */
export const ListeningMockTestItemSchema = MultiQuestionItemSchema.and(
  z.object({ intro_audio_file: AssetSchema.optional(), audio_file: AssetSchema }),
);
/** A listening-mock-test item. */
export type ListeningMockTestItem = z.infer<typeof ListeningMockTestItemSchema>;
/** Listening-mock-test answer. */
export const ListeningMockTestAnswerSchema = MultiQuestionAnswerSchema;
