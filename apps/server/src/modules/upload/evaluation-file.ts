import type { Db } from "../../db/client.ts";
import { signFileUrl } from "../../lib/signed-url.ts";
import type { Storage } from "../../storage/storage.ts";
import { scoresOfEvaluationXml } from "./evaluation-scores.ts";
import { EVAL_ID, EVALUATION_FILE } from "./file-kinds.ts";
import { insertEvaluationScores, insertFile, schoolOfStudent } from "./repository.ts";

/** Largest evaluation XML kept: a 1000-word chapter with phone detail stays well below this. */
export const EVAL_XML_MAX_BYTES = 4 * 1024 * 1024;

/** Why an evaluation could not be kept (the socket answer is sent without evaluate_result). */
export class EvaluationFileError extends Error {}

/**
 * Keeps the ISE XML of one speech-socket session as the stored file `eval/<sid>.xml`, recorded in
 * `files` (kind 'eval') with the student and school, so the word-level result can be shown again later.
 * The put is atomic, so a reader never sees half a file. The scores read from the XML are
 * kept beside it (speech_evaluation_scores): an answer naming this evaluation stores those, not the
 * client's (speaking-evidence.ts).
 * @param db - the database
 * @param storage - the file store (app.storage)
 * @param secret - the signing secret (the same one the API verifies file URLs with)
 * @param studentId - the student id the socket URL was signed for (decimal string)
 * @param sid - the session id ("hbk" + 16 hex digits)
 * @param xml - the evaluation XML
 * @returns the signed URL `/v3/files/eval/<sid>.xml?sig=…`
 * @throws EvaluationFileError for a malformed sid or student id, an unknown student, or empty/oversized XML
 */
export async function storeEvaluationXml(
  db: Db,
  storage: Storage,
  secret: string,
  studentId: string,
  sid: string,
  xml: string,
): Promise<string> {
  if (!EVAL_ID.test(sid)) throw new EvaluationFileError(`evaluation id ${JSON.stringify(sid)} is malformed`);
  if (!/^[1-9]\d{0,9}$/.test(studentId))
    throw new EvaluationFileError(`student id ${JSON.stringify(studentId)} of ${sid} is not a number`);
  const bytes = Buffer.byteLength(xml, "utf8");
  if (bytes === 0 || bytes > EVAL_XML_MAX_BYTES)
    throw new EvaluationFileError(`evaluation ${sid} XML has ${bytes} bytes (1..${EVAL_XML_MAX_BYTES})`);
  const student = await schoolOfStudent(db, Number(studentId));
  if (!student) throw new EvaluationFileError(`student ${studentId} of evaluation ${sid} does not exist`);
  const rel = `eval/${sid}.xml`;
  await storage.put(rel, xml, "application/xml; charset=utf-8");
  const scores = scoresOfEvaluationXml(xml);
  await db.transaction(async (tx) => {
    await insertFile(
      tx,
      { id: sid, student_id: Number(studentId), school_id: student.school_id, path: rel, bytes },
      "eval",
    );
    if (scores) await insertEvaluationScores(tx, sid, Number(studentId), scores);
  });
  return signFileUrl(EVALUATION_FILE, sid, secret);
}
