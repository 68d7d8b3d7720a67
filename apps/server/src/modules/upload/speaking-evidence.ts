import type { Db, Queryable } from "../../db/client.ts";
import { BadRequest } from "../../errors.ts";
import { verifyFileSig } from "../../lib/signed-url.ts";
import { parseRecordingUrl } from "../recognized-text/recording-file.ts";
import type { EvaluationScores } from "./evaluation-scores.ts";
import { EVALUATION_FILE, RECORDING_FILE } from "./file-kinds.ts";
import { findEvaluationScores, findFile, isRecordingOf } from "./repository.ts";

/**
 * What a speaking answer is checked against before it is stored. The server owns the scores: an answer
 * names its evaluation by `evaluate_result`, the signed URL the speech socket answered
 * (`/v3/files/eval/<sid>.xml?sig=`), and the scores kept with that evaluation are stored. Its recordings
 * (`sound_file`) must be files this student uploaded in this login session.
 */
export type SpeakingEvidence = {
  /**
   * The caller's kept evaluation an answer names.
   * @param ref - the answer's evaluate_result
   * @param field - the field named in a 400 (e.g. `body.item.evaluate_result`)
   * @returns its scores, or null when ref names no evaluation of this server (empty, the XML itself, a
   *   `sid:` reference of another engine) or one without a scored paper
   * @throws AppError 400 for a forged signature, an unknown session or another student's evaluation
   */
  evaluation(ref: string | undefined, field: string): Promise<EvaluationScores | null>;
  /**
   * Checks a recording URL when one is given.
   * @param url - the answer's sound_file (or record_file)
   * @param field - the field named in a 400
   * @throws AppError 400 unless it is a signed `/v3/files/rec/` URL of a file this student uploaded in
   *   this login session
   */
  recording(url: string | undefined, field: string): Promise<void>;
  /**
   * True in iFlytek mode (cloud speech credentials configured): its results stay with the client, so an
   * answer naming no evaluation of this server keeps the client's scores, marked client_scored. False
   * (offline, the default): such an answer scores 0.
   */
  clientScoresAllowed: boolean;
};

/** How each app's database checks speaking answers: the signing secret and the speech mode. */
export type SpeakingEvidenceConfig = { secret: () => Promise<string>; clientScoresAllowed: boolean };

/** Registered by the upload routes; an app without them verifies nothing (every recording is refused). */
const configs = new WeakMap<Queryable, SpeakingEvidenceConfig>();

/**
 * Makes speaking answers stored in this database be checked with this secret and speech mode.
 * @param db - the app's database
 * @param config - the signing secret (app.secret) and whether iFlytek mode is on
 */
export function setSpeakingEvidence(db: Db, config: SpeakingEvidenceConfig): void {
  configs.set(db, config);
}

function refuse(field: string, message: string, detail: string): never {
  throw BadRequest("bad_request", message, { [field]: detail });
}

/** The session id and signature of an evaluation URL (optionally absolute), or null for anything else. */
export function parseEvaluationUrl(ref: string): { sid: string; sig: string } | null {
  let url: URL;
  try {
    url = new URL(ref, "http://local.invalid");
  } catch {
    return null;
  }
  const m = /^\/v3\/files\/eval\/([^/]+)\.xml$/.exec(url.pathname);
  if (!m) return null;
  return { sid: m[1] ?? "", sig: url.searchParams.get("sig") ?? "" };
}

/**
 * The checks of one student's speaking answers in this app's database.
 * @param db - the app's database (the one setSpeakingEvidence registered)
 * @param caller - the student and their login session (recordings must be uploaded in it)
 * @returns the evidence checks
 */
export function speakingEvidenceOf(
  db: Queryable,
  caller: { id: number; sessionId: number },
): SpeakingEvidence {
  const studentId = caller.id;
  const config = configs.get(db);
  return {
    clientScoresAllowed: config?.clientScoresAllowed ?? false,
    async evaluation(ref, field) {
      const parsed = ref ? parseEvaluationUrl(ref) : null;
      if (!parsed) return null;
      const secret = config ? await config.secret() : "";
      if (!config || !verifyFileSig(EVALUATION_FILE, parsed.sid, parsed.sig, secret)) {
        refuse(field, "評価結果の URL が正しくありません。", "not an evaluation URL signed by this server");
      }
      const file = await findFile(db, parsed.sid, "eval");
      if (file?.student_id !== studentId) {
        refuse(field, "この評価結果はあなたのものではありません。", "not an evaluation of this student");
      }
      const scores = await findEvaluationScores(db, parsed.sid);
      if (!scores) return null;
      const { student_id: _student, ...rest } = scores;
      return rest;
    },
    async recording(url, field) {
      if (url === undefined || url === "") return;
      const file = parseRecordingUrl(url);
      const secret = config ? await config.secret() : "";
      const valid =
        config !== undefined &&
        file !== null &&
        verifyFileSig(RECORDING_FILE, file.id, file.sig, secret) &&
        (await isRecordingOf(db, file.id, caller));
      if (!valid)
        refuse(
          field,
          "録音ファイルが正しくありません。",
          "not a recording uploaded by this student in this session",
        );
    },
  };
}
