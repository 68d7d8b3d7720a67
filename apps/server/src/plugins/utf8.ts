import { isUtf8 } from "node:buffer";
import { parse as parseQuerystring } from "node:querystring";
import type { FastifyInstance } from "fastify";
import { type AppError, BadRequest } from "../errors.ts";

/**
 * Input must be UTF-8. Node would otherwise decode broken bytes to U+FFFD and a broken percent-escape
 * (`%FF`, `%E0%A4%A`) to itself, so the caller's garbage reached the services as some other text.
 * Raw JSON and form bodies are checked byte by byte, and every percent-escaped component of a form body
 * or a query string must decode to UTF-8 (decodeURIComponent throws otherwise): the caller gets a 400 in
 * the envelope naming where. Bad percent-escapes in the URL path are Fastify's FST_ERR_BAD_URL
 * (plugins/errors.ts answers those).
 */

/**
 * The 400 for input that is not UTF-8.
 * @param where - "body" or "querystring"
 * @returns the error
 */
export function notUtf8(where: "body" | "querystring"): AppError {
  const name = where === "body" ? "本文" : "クエリ";
  return BadRequest(
    "bad_request",
    `入力内容の文字コードが正しくありません（${name}は UTF-8 で送ってください）。`,
    {
      [where]: "not valid UTF-8",
    },
  );
}

/**
 * Decodes a raw body as UTF-8.
 * @param raw - the body bytes
 * @returns the text, or the 400 error when a byte sequence is not UTF-8
 */
export function utf8Text(raw: Buffer): string | AppError {
  return isUtf8(raw) ? raw.toString("utf8") : notUtf8("body");
}

/**
 * Whether every `&`-separated component of a query string or form body percent-decodes to UTF-8.
 * @param text - `a=1&b=%E3%81%82` (without the `?`)
 */
export function percentDecodes(text: string): boolean {
  for (const piece of text.split("&")) {
    if (!piece.includes("%")) continue;
    try {
      decodeURIComponent(piece.replaceAll("+", " "));
    } catch {
      return false;
    }
  }
  return true;
}

/**
 * Parses a form-encoded body (repeated keys become arrays, as @fastify/formbody did).
 * @param raw - the body bytes
 * @returns the fields, or the 400 error when the body or an escape in it is not UTF-8
 */
export function parseFormBody(raw: Buffer): Record<string, string | string[]> | AppError {
  const text = utf8Text(raw);
  if (typeof text !== "string") return text;
  if (!percentDecodes(text)) return notUtf8("body");
  return { ...parseQuerystring(text) } as Record<string, string | string[]>;
}

/**
 * Installs the form-body parser (instead of @fastify/formbody) and the query-string check on every
 * route. The JSON parser in app.ts uses utf8Text.
 * @param app - the root Fastify instance
 */
export function refuseInvalidUtf8(app: FastifyInstance): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "buffer" }, (_req, raw, done) => {
    const parsed = parseFormBody(raw as Buffer);
    if (parsed instanceof Error) done(parsed, undefined);
    else done(null, parsed);
  });
  app.addHook("onRequest", async (req) => {
    const q = req.raw.url?.indexOf("?") ?? -1;
    if (q >= 0 && !percentDecodes((req.raw.url as string).slice(q + 1))) throw notUtf8("querystring");
  });
}
