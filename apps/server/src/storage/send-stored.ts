import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError, NotFound } from "../errors.ts";
import type { ByteRange, Storage } from "./storage.ts";

/** A Range header's single byte range before the file's size is known: `a-b`, `a-` or the last `n` bytes. */
type WantedRange = { start: number; end?: number } | { suffix: number };

/**
 * Reads a Range header. Only one `bytes=` range is honoured; anything else (other units, several ranges,
 * malformed values) is ignored and the whole file is sent, as RFC 9110 allows.
 * @param header - the Range header
 * @returns the wanted range, or null for the whole file
 */
export function parseRangeHeader(header: string | undefined): WantedRange | null {
  const m = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header?.trim() ?? "");
  if (!m) return null;
  const [, a = "", b = ""] = m;
  if (a === "" && b === "") return null;
  if (a === "") return { suffix: Number(b) };
  if (b !== "" && Number(b) < Number(a)) return null;
  return b === "" ? { start: Number(a) } : { start: Number(a), end: Number(b) };
}

/**
 * @param wanted - the parsed Range header
 * @param size - the file's size
 * @returns the bytes to send, or null when none of the wanted bytes exist (416)
 */
export function resolveRange(wanted: WantedRange, size: number): ByteRange | null {
  if ("suffix" in wanted) {
    if (wanted.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - wanted.suffix), end: size - 1 };
  }
  if (wanted.start >= size) return null;
  return { start: wanted.start, end: Math.min(wanted.end ?? size - 1, size - 1) };
}

/** Headers of a stored file's answer. */
export type SendStoredOptions = {
  contentType: string;
  cacheControl: string;
  /** the message of the 404 when the file is missing */
  notFound: string;
};

/**
 * Streams a stored file as the answer: 200 with the whole file, or 206 with one byte range (seeking in
 * <audio>), 416 in the envelope when the range lies past the end, 404 in the envelope when the file is
 * missing. Sends Accept-Ranges, Content-Length, Last-Modified and ETag when the store has them.
 * @param req - the request (its Range header)
 * @param reply - the reply
 * @param storage - the store
 * @param key - the file's key
 * @param opts - content type, cache policy and 404 message
 * @returns the reply, sending the stream
 */
export async function sendStored(
  req: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  key: string,
  opts: SendStoredOptions,
): Promise<FastifyReply> {
  const wanted = parseRangeHeader(req.headers.range);
  let range: ByteRange | undefined;
  if (wanted) {
    const head = await storage.head(key);
    if (!head) throw NotFound(opts.notFound);
    const resolved = resolveRange(wanted, head.size);
    if (!resolved) {
      reply.header("content-range", `bytes */${head.size}`);
      throw new AppError(416, "bad_request", "指定された範囲はファイルの外です。", {
        range: "not satisfiable",
      });
    }
    range = resolved;
  }
  const obj = await storage.get(key, range);
  if (!obj) throw NotFound(opts.notFound);
  reply.header("content-type", opts.contentType);
  reply.header("cache-control", opts.cacheControl);
  reply.header("accept-ranges", "bytes");
  if (obj.lastModified) reply.header("last-modified", obj.lastModified.toUTCString());
  if (obj.etag) reply.header("etag", obj.etag);
  reply.header("content-length", String(Math.max(0, obj.end - obj.start + 1)));
  if (range) {
    reply.code(206);
    reply.header("content-range", `bytes ${obj.start}-${obj.end}/${obj.size}`);
  }
  return reply.send(obj.body);
}
