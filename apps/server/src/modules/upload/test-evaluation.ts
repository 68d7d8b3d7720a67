import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { storeEvaluationXml } from "./evaluation-file.ts";

/** The scores of a made-up evaluation (0-5), its reference text and whether the engine rejected it. */
export type TestEvaluation = {
  text: string;
  total: number;
  accuracy?: number;
  fluency?: number;
  integrity?: number;
  rejected?: boolean;
  /** the paper: read_sentence (default) or read_chapter / read_word */
  category?: string;
  /** an open answer (the open_answer paper; text is then the recognised words) */
  open?: boolean;
};

const attr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A minimal ISE-shaped result XML with one scored paper (as speech/ise-xml.ts writes its attributes).
 * @param e - the scores and text
 * @returns the XML
 */
export function evaluationXml(e: TestEvaluation): string {
  if (e.open) {
    return `<?xml version="1.0" ?>
<xml_result><open_answer lan="en" type="study"><rec_paper>
<open_answer total_score="${e.total.toFixed(3)}" content_score="${(e.integrity ?? e.total).toFixed(3)}" accuracy_score="${(e.accuracy ?? e.total).toFixed(3)}" fluency_score="${(e.fluency ?? e.total).toFixed(3)}" is_rejected="false" recognized="${attr(e.text)}"></open_answer>
<read_chapter content="${attr(e.text)}" total_score="${e.total.toFixed(3)}"/>
</rec_paper></open_answer></xml_result>`;
  }
  const paper = e.category === "read_word" ? "read_word" : "read_chapter";
  const a = (n?: number) => (n ?? e.total).toFixed(3);
  return `<?xml version="1.0" ?>
<xml_result><${e.category ?? "read_sentence"} lan="en" type="study"><rec_paper>
<${paper} accuracy_score="${a(e.accuracy)}" content="${attr(e.text)}" except_info="0" fluency_score="${a(e.fluency)}" integrity_score="${a(e.integrity)}" is_rejected="${e.rejected ? "true" : "false"}" total_score="${e.total.toFixed(3)}"></${paper}>
</rec_paper></${e.category ?? "read_sentence"}></xml_result>`;
}

/**
 * Keeps a made-up evaluation for a student exactly as the speech socket's keepEvaluation hook does
 * (storeEvaluationXml), for API tests that do not run the engine.
 * @param app - the test app (db, storage, secret)
 * @param studentId - the student the evaluation belongs to
 * @param e - the scores and text
 * @returns the signed evaluate_result URL the socket would have answered
 */
export async function storeTestEvaluation(
  app: FastifyInstance,
  studentId: number,
  e: TestEvaluation,
): Promise<string> {
  const sid = `hbk${randomBytes(8).toString("hex")}`;
  return storeEvaluationXml(
    app.db,
    app.storage,
    await app.secret(),
    String(studentId),
    sid,
    evaluationXml(e),
  );
}
