import type { FastifyInstance } from "fastify";
import { Forbidden, NotFound } from "../errors.ts";
import { sendStored } from "../storage/send-stored.ts";
import { fileIdOf, type SignedFileKind, verifyFileSig } from "./signed-url.ts";

/** How one kind of signed file is found and sent. */
export interface SignedFileServing {
  /**
   * @param id - a well-formed id with a valid signature
   * @returns the file's storage key, or null/undefined when there is no such file
   */
  find: (id: string) => Promise<string | null | undefined>;
  /** the Content-Type of a file, by id */
  contentType: string | ((id: string) => string);
  /** the Cache-Control of every file of the kind */
  cacheControl: string;
}

/**
 * Serves one kind of signed file at `GET /v3/files/<folder>/:name?sig=`, without a bearer header: the
 * signature authorises it, so <img>, <audio> and stored links work. A name that is no file of the kind, or
 * an id with no stored file, answers 404; a missing or wrong signature 403 (both in the envelope); the file
 * streams from app.storage with byte ranges (sendStored).
 * @param app - the Fastify instance (app.secret, app.storage)
 * @param kind - the file kind (its folder, name form and signature)
 * @param serving - how a file is found, and its headers
 */
export function serveSignedFiles(
  app: FastifyInstance,
  kind: SignedFileKind,
  serving: SignedFileServing,
): void {
  app.get(`/v3/files/${kind.folder}/:name`, async (req, reply) => {
    const { name } = req.params as { name: string };
    const notFound = `ファイルが見つかりません: ${name}`;
    const id = fileIdOf(kind, name);
    if (id === null) throw NotFound(notFound);
    if (!verifyFileSig(kind, id, (req.query as { sig?: unknown }).sig, await app.secret())) {
      throw Forbidden("forbidden", "このファイルの URL は無効です。");
    }
    const key = await serving.find(id);
    if (!key) throw NotFound(notFound);
    const { contentType, cacheControl } = serving;
    return sendStored(req, reply, app.storage, key, {
      contentType: typeof contentType === "string" ? contentType : contentType(id),
      cacheControl,
      notFound,
    });
  });
}
