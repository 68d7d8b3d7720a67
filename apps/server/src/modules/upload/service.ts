import { randomBytes } from "node:crypto";
import { MP3_UPLOAD_MAX_BYTES } from "@hibiki/contracts";
import type { Db } from "../../db/client.ts";
import { AppError, BadRequest } from "../../errors.ts";
import { signFileUrl } from "../../lib/signed-url.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { Storage } from "../../storage/storage.ts";
import { RECORDING_FILE } from "./file-kinds.ts";
import { looksLikeMp3 } from "./mp3-sniff.ts";
import { insertFile } from "./repository.ts";

/**
 * Checks and stores an uploaded recording: MP3 by content, 1 byte to MP3_UPLOAD_MAX_BYTES, stored as
 * `rec/<yyyy-mm>/<id>.mp3` (an atomic put, so a crash leaves no half file) before its row is written.
 * @param db - the database
 * @param storage - the file store (app.storage)
 * @param secret - the signing secret
 * @param caller - the uploading student
 * @param data - the file bytes
 * @returns the playable signed URL path
 * @throws AppError 400 for empty or non-MP3 data, 413 when too large
 */
export async function storeRecording(
  db: Db,
  storage: Storage,
  secret: string,
  caller: StudentCaller,
  data: Buffer,
): Promise<string> {
  if (data.length === 0)
    throw BadRequest("bad_request", "アップロードされたファイルが空です。", { file: "empty" });
  if (data.length > MP3_UPLOAD_MAX_BYTES) throw tooLarge();
  if (!looksLikeMp3(data)) {
    throw BadRequest("bad_request", "MP3 ファイルではありません。", {
      file: "not an mp3 (no MPEG audio frames)",
    });
  }
  const id = randomBytes(16).toString("base64url");
  const month = new Date().toISOString().slice(0, 7);
  const rel = `rec/${month}/${id}.mp3`;
  await storage.put(rel, data, "audio/mpeg");
  await insertFile(db, {
    id,
    student_id: caller.id,
    school_id: caller.schoolId,
    session_id: caller.sessionId,
    path: rel,
    bytes: data.length,
  });
  return signFileUrl(RECORDING_FILE, id, secret);
}

/** @returns the 413 error for an upload over MP3_UPLOAD_MAX_BYTES */
export function tooLarge(): AppError {
  return new AppError(
    413,
    "bad_request",
    `ファイルが大きすぎます（最大 ${MP3_UPLOAD_MAX_BYTES / 1024 / 1024} MB）。`,
    {
      file: "too large",
    },
  );
}
