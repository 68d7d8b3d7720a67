import { MP3_UPLOAD_MAX_BYTES, uploadMp3 } from "@hibiki/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BadRequest } from "../../errors.ts";
import { serveSignedFiles } from "../../lib/signed-file-route.ts";
import { registerCall } from "../../plugins/calls.ts";
import { iflytekFromEnv } from "../../speech-cloud/index.ts";
import { EVALUATION_FILE, RECORDING_FILE } from "./file-kinds.ts";
import { findFile } from "./repository.ts";
import { storeRecording, tooLarge } from "./service.ts";
import { setSpeakingEvidence } from "./speaking-evidence.ts";

/** Stored files never change (each has a new random id): browsers and proxies may keep them a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Reads the single multipart file `file` into memory, enforcing the size limit while streaming. Every
 * part is read, so a broken body or one over a limit (fields, files) is refused, not half-read.
 */
async function readUploadedFile(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) {
    throw BadRequest("bad_request", "multipart/form-data で file を送ってください。", { file: "required" });
  }
  let data: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: MP3_UPLOAD_MAX_BYTES, files: 1 } })) {
      if (part.type === "field") continue;
      if (part.fieldname !== "file") {
        part.file.resume();
        throw BadRequest("bad_request", "file フィールドがありません。", { file: "required" });
      }
      data = await part.toBuffer();
    }
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw err;
  }
  if (!data) throw BadRequest("bad_request", "file フィールドがありません。", { file: "required" });
  return data;
}

/**
 * Recording upload (`POST /v3/upload/mp3`, student auth) and playback (`GET /v3/files/rec/<id>.mp3?sig=`,
 * no bearer header: the signature in the URL authorises it, so <audio src> works), and the speech
 * evaluations the speech service kept (`GET /v3/files/eval/<sid>.xml?sig=`, the answer's evaluate_result),
 * both streamed from app.storage (with byte ranges).
 * Also registers how this app's speaking answers are checked (setSpeakingEvidence).
 * @param app - the Fastify instance (db, storage, env, secret)
 */
export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  const { db, env, storage } = app;
  // Speaking answers are checked against this app's recordings and kept evaluations (speaking-evidence.ts);
  // with iFlytek credentials the cloud's scores stay with the client and are stored marked client_scored.
  const cloud = iflytekFromEnv({
    IFLYTEK_APP_ID: env.IFLYTEK_APP_ID,
    IFLYTEK_API_KEY: env.IFLYTEK_API_KEY,
    IFLYTEK_API_SECRET: env.IFLYTEK_API_SECRET,
  });
  setSpeakingEvidence(db, { secret: () => app.secret(), clientScoresAllowed: cloud !== null });

  registerCall(
    app,
    uploadMp3,
    async ({ req, caller }) => {
      const data = await readUploadedFile(req);
      return { file: await storeRecording(db, storage, await app.secret(), caller, data) };
    },
    { bodyLimit: MP3_UPLOAD_MAX_BYTES + 64 * 1024 },
  );

  serveSignedFiles(app, RECORDING_FILE, {
    find: async (id) => (await findFile(db, id))?.path,
    contentType: "audio/mpeg",
  });
  serveSignedFiles(app, EVALUATION_FILE, {
    find: async (sid) => (await findFile(db, sid, "eval"))?.path,
    contentType: "application/xml; charset=utf-8",
    cacheControl: IMMUTABLE,
  });
}
