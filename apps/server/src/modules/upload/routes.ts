import { MP3_UPLOAD_MAX_BYTES, uploadMp3 } from "@hibiki/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BadRequest, Forbidden, NotFound } from "../../errors.ts";
import { registerCall } from "../../plugins/calls.ts";
import { iflytekFromEnv } from "../../speech-cloud/index.ts";
import { sendStored } from "../../storage/send-stored.ts";
import { findFile } from "./repository.ts";
import { storeRecording, tooLarge } from "./service.ts";
import { EVAL_ID, FILE_ID, verifyEvaluationSig, verifyRecordingSig } from "./signed-file-url.ts";
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

  app.get("/v3/files/rec/:name", async (req, reply) => {
    const { name } = req.params as { name: string };
    const id = name.endsWith(".mp3") ? name.slice(0, -4) : "";
    if (!FILE_ID.test(id)) throw NotFound(`ファイルが見つかりません: ${name}`);
    if (!verifyRecordingSig(id, (req.query as { sig?: unknown }).sig, await app.secret())) {
      throw Forbidden("forbidden", "このファイルの URL は無効です。");
    }
    const row = await findFile(db, id);
    if (!row) throw NotFound(`ファイルが見つかりません: ${name}`);
    return sendStored(req, reply, storage, row.path, {
      contentType: "audio/mpeg",
      cacheControl: IMMUTABLE,
      notFound: `ファイルが見つかりません: ${name}`,
    });
  });

  app.get("/v3/files/eval/:name", async (req, reply) => {
    const { name } = req.params as { name: string };
    const sid = name.endsWith(".xml") ? name.slice(0, -4) : "";
    if (!EVAL_ID.test(sid)) throw NotFound(`ファイルが見つかりません: ${name}`);
    if (!verifyEvaluationSig(sid, (req.query as { sig?: unknown }).sig, await app.secret())) {
      throw Forbidden("forbidden", "このファイルの URL は無効です。");
    }
    const row = await findFile(db, sid, "eval");
    if (!row) throw NotFound(`ファイルが見つかりません: ${name}`);
    return sendStored(req, reply, storage, row.path, {
      contentType: "application/xml; charset=utf-8",
      cacheControl: IMMUTABLE,
      notFound: `ファイルが見つかりません: ${name}`,
    });
  });
}
