import type { RecognizedText } from "@hibiki/contracts";
import type { Queryable } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { latestHomeworkText, latestTextbookText } from "./repository.ts";

/**
 * The recognised text of the student's latest recording of a question of a textbook or skill-up resource.
 * @param resourceId - the resource's res_id
 * @returns recognize_text ("" while pending, when nothing was heard, or when there is no recording)
 * @throws AppError 404 for a resource_id not in the catalogue
 */
export async function textbookRecognizedText(
  db: Queryable,
  content: ContentCatalog,
  studentId: number,
  questionId: string,
  resourceId: number,
): Promise<RecognizedText> {
  const { index } = await content.load();
  const entry = index.byId.get(resourceId);
  if (!entry) throw NotFound(`教材が見つかりません: ${resourceId}`);
  const text = await latestTextbookText(db, studentId, entry.res_code, questionId);
  return { recognize_text: text ?? "" };
}

/**
 * The recognised text of the student's latest recording of a question in a homework topic. Only the
 * student's own attempts are read, so another student's topic answers "".
 * @returns recognize_text ("" while pending, when nothing was heard, or when there is no recording)
 */
export async function homeworkRecognizedText(
  db: Queryable,
  studentId: number,
  questionId: string,
  topicId: number,
): Promise<RecognizedText> {
  const text = await latestHomeworkText(db, studentId, topicId, questionId);
  return { recognize_text: text ?? "" };
}
