import type { FastifyInstance } from "fastify";
import { Forbidden, NotFound } from "../errors.ts";
import { sendStored } from "../storage/send-stored.ts";
import { checkExpiringFileSig, fileIdOf, type SignedFileKind, verifyFileSig } from "./signed-url.ts";

/** How one kind of signed file is found and sent. */
export interface SignedFileServing {
  /**
   * @param id - a well-formed id with a valid signature
   * @returns the file's storage key, or null/undefined when there is no such file
   */
  find: (id: string) => Promise<string | null | undefined>;
  /** the Content-Type of a file, by id */
  contentType: string | ((id: string) => string);
  /** the Cache-Control of every file of a kind that does not expire (an expiring kind's files are private,
   * kept until the link ends) */
  cacheControl?: string;
}

/**
 * Serves one kind of signed file at `GET /v3/files/<folder>/:name?sig=`, without a bearer header: the
 * signature authorises it, so <img>, <audio> and stored links work. An expiring kind is served only at
 * `?expires=&sig=` links that have not expired (its stored form is refused). A name that is no file of the
 * kind, or an id with no stored file, answers 404; a missing, wrong or expired signature 403 (both in the
 * envelope); the file streams from app.storage with byte ranges (sendStored).
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
    const query = req.query as { sig?: unknown; expires?: unknown };
    let cacheControl = serving.cacheControl ?? "private, no-cache";
    if (kind.expiring) {
      const link = checkExpiringFileSig(kind, id, query, await app.secret());
      if (!link.ok && link.reason === "expired")
        throw Forbidden("forbidden", "このリンクは期限切れです。ページを開き直してください。");
      if (!link.ok) throw Forbidden("forbidden", "このファイルの URL は無効です。");
      cacheControl = `private, max-age=${link.secondsLeft}`;
    } else if (!verifyFileSig(kind, id, query.sig, await app.secret())) {
      throw Forbidden("forbidden", "このファイルの URL は無効です。");
    }
    const key = await serving.find(id);
    if (!key) throw NotFound(notFound);
    const { contentType } = serving;
    return sendStored(req, reply, app.storage, key, {
      contentType: typeof contentType === "string" ? contentType : contentType(id),
      cacheControl,
      notFound,
    });
  });
}
