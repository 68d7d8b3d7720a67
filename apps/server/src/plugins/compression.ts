import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/**
 * Compression of the server's own text answers (the `/v3` JSON envelopes above all): an answer of at
 * least 1 kB is sent as brotli or gzip, whichever the request's Accept-Encoding prefers (q-values
 * honoured, brotli on a tie), with `Vary: Accept-Encoding`. Smaller answers are sent as they are (the
 * frame costs more than it saves), and so are streams: files of the web app come pre-compressed
 * (plugins/web.ts), and recordings, speech audio and signed files are compressed media or sent as
 * files. Only text types are compressed, never audio, images or octet streams, whatever their size.
 *
 * The work runs on libuv's thread pool (the async zlib calls), at brotli quality 5 and gzip level 6:
 * close to the best ratio for JSON at a small fraction of the cost of quality 11, which the build
 * spends once on static files.
 */

/** Answers smaller than this many bytes are not compressed. */
export const COMPRESS_MIN_BYTES = 1024;

/** Content types worth compressing: JSON, text, XML, JavaScript and SVG (with any parameters). */
const COMPRESSIBLE =
  /^(?:text\/|application\/(?:json|xml|javascript)|application\/[\w.+-]+\+(?:json|xml)|image\/svg\+xml)/i;

export type ContentEncoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A q-value as RFC 9110 writes it: 0 to 1 with at most three decimals. */
const Q_VALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The weight of one Accept-Encoding entry.
 * @param text - its `q=` value, if any
 * @returns 1 without a q, the q when valid, else 0 (not acceptable)
 */
function qValue(text: string | undefined): number {
  if (text === undefined) return 1;
  return Q_VALUE.test(text) ? Number(text) : 0;
}

/**
 * Picks the encoding for an Accept-Encoding header: the acceptable one (q > 0) with the highest q,
 * brotli before gzip on a tie; `*` stands for an encoding not named. An invalid q counts as 0.
 * @param header - the request's Accept-Encoding (absent: nothing but identity)
 * @returns "br", "gzip", or undefined for the original bytes
 */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(",") : header).split(",")) {
    const [name = "", ...params] = part.split(";").map((s) => s.trim().toLowerCase());
    if (!name) continue;
    if (!q.has(name)) q.set(name, qValue(params.find((p) => p.startsWith("q="))?.slice(2)));
  }
  const weight = (name: ContentEncoding) => q.get(name) ?? q.get("*") ?? 0;
  const br = weight("br");
  const gzipQ = weight("gzip");
  if (br > 0 && br >= gzipQ) return "br";
  return gzipQ > 0 ? "gzip" : undefined;
}

/**
 * Adds `accept-encoding` to the answer's Vary header, once.
 * @param reply - the reply
 */
function varyOnAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader("vary");
  const value = Array.isArray(current) ? current.join(", ") : current === undefined ? "" : String(current);
  const tokens = value.split(",").map((t) => t.trim().toLowerCase());
  if (tokens.includes("accept-encoding") || tokens.includes("*")) return;
  reply.header("vary", value ? `${value}, accept-encoding` : "accept-encoding");
}

/**
 * Compresses one answer's payload if it qualifies (see the file comment).
 * @param req - the request (method, Accept-Encoding)
 * @param reply - the reply (status, headers)
 * @param payload - the serialised payload
 * @returns the payload to send
 */
async function compressAnswer(req: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
  if (reply.statusCode === 204 || reply.statusCode === 304 || reply.hasHeader("content-encoding"))
    return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
  if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
  if (/\bno-transform\b/i.test(String(reply.getHeader("cache-control") ?? ""))) return payload;
  // From here the bytes depend on Accept-Encoding: caches must key on it, even for identity.
  varyOnAcceptEncoding(reply);
  const encoding = preferredEncoding(req.headers["accept-encoding"]);
  if (!encoding || req.method === "HEAD") return payload;
  const packed =
    encoding === "br"
      ? await brotli(payload, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(payload),
          },
        })
      : await gz(payload, { level: 6 });
  reply.header("content-encoding", encoding);
  // Fastify sets the length of the bytes actually sent; a length set by the route was the original's.
  reply.removeHeader("content-length");
  return packed;
}

/**
 * Registers the compression of text answers (an onSend hook on the root instance, so every route,
 * error answer and 404 of the app goes through it).
 * @param app - the Fastify instance
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload) => compressAnswer(req, reply, payload));
}
