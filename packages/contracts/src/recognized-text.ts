import { z } from "zod";
import { defineCall } from "./envelope.ts";

/**
 * Recognised-text lookup (spec §7): the text the offline recogniser heard in the student's latest
 * recording of a question, transcribed in the background after the answer was saved. recognize_text is ""
 * while the transcription is pending (the client polls 5 times at 1 s) or when nothing was recognised.
 */

const QuestionId = z.string().trim().min(1).max(100);
const Id = z.coerce.number().int().positive().max(2_147_483_647);

export const RecognizedTextSchema = z.object({ recognize_text: z.string() });
export type RecognizedText = z.infer<typeof RecognizedTextSchema>;

/** A textbook or skill-up answer: resource_id is the resource's res_id. */
export const textbookRecognizeText = defineCall({
  method: "GET",
  path: "/v3/textbook/textbook_recognize_text",
  auth: "student",
  query: z.object({ question_id: QuestionId, resource_id: Id }),
  data: RecognizedTextSchema,
});

/** A homework answer: topic_id is the homework topic. */
export const homeworkRecognizeText = defineCall({
  method: "GET",
  path: "/v3/homework/homework_recognize_text",
  auth: "student",
  query: z.object({ question_id: QuestionId, topic_id: Id }),
  data: RecognizedTextSchema,
});
