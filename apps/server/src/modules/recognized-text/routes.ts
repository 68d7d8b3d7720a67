import { homeworkRecognizeText, textbookRecognizeText } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { homeworkRecognizedText, textbookRecognizedText } from "./service.ts";

/**
 * Recognised-text lookups (textbook_recognize_text, homework_recognize_text): the text transcribed in the
 * background from the student's latest recording of a question. Needs `app.content`.
 * @param app - the Fastify instance
 */
export async function recognizedTextRoutes(app: FastifyInstance): Promise<void> {
  const { db, content } = app;
  registerCall(app, textbookRecognizeText, ({ caller, query }) =>
    textbookRecognizedText(db, content, caller.id, query.question_id, query.resource_id),
  );
  registerCall(app, homeworkRecognizeText, ({ caller, query }) =>
    homeworkRecognizedText(db, caller.id, query.question_id, query.topic_id),
  );
}
