import { fieldLabel, messageLang } from "@hibiki/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { BadRequest } from "../errors.ts";

/**
 * Text fields may not carry control characters: NUL breaks PostgreSQL text columns (a 500 on every route
 * that stores or looks up the value) and the others are never typed by a person. Tab, line feed and
 * carriage return stay allowed (essays, messages). Checked on the query and on parsed JSON or form
 * bodies before validation, so the caller gets a 400 in the envelope naming the field; multipart uploads
 * and audio are not parsed here and are untouched.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Deepest nesting walked (bodies are small and flat; a deeper one is refused by validation anyway). */
const MAX_DEPTH = 8;

/**
 * The first field whose text holds a control character, as a dotted path, or undefined.
 * @param value - a parsed query or body
 * @param path - the path so far
 * @param depth - nesting so far
 * @returns the field's path
 */
export function controlCharField(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === "string") return CONTROL.test(value) ? path : undefined;
  if (depth >= MAX_DEPTH || value === null || typeof value !== "object" || Buffer.isBuffer(value))
    return undefined;
  for (const [key, v] of Object.entries(value)) {
    const at = `${path}.${key}`;
    if (CONTROL.test(key)) return at;
    const found = controlCharField(v, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

function check(req: FastifyRequest): void {
  const field = controlCharField(req.query, "querystring") ?? controlCharField(req.body, "body");
  if (!field) return;
  // the field in words (field-labels.ts), as the validation messages name it
  const lang = messageLang(req.headers["accept-language"]);
  const path = field.split(".").slice(1);
  const name = fieldLabel(req.routeOptions?.url, path, lang) ?? (lang === "ja" ? "入力内容" : "the input");
  const message =
    lang === "ja"
      ? `${name}に使えない文字（制御文字）が含まれています。`
      : `Control characters are not allowed in ${name}.`;
  throw BadRequest("bad_request", message, { [field]: "control characters are not allowed" });
}

/**
 * Installs the check on every route of the instance (a root hook, so modules need nothing).
 * @param app - the root Fastify instance
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook("preValidation", async (req) => check(req));
}
