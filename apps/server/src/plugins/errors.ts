import { type ErrorBody, type ErrorKey, messageLang } from "@hibiki/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors.ts";
import { redactUrl } from "../lib/log-redaction.ts";
import { describeIssues, type IssueLike } from "./validation-messages.ts";

const SERVER_ERROR =
  "サーバーエラーが発生しました。時間をおいて再度お試しいただくか、お問い合わせフォームからご連絡ください。";

function body(
  code: number,
  message: string,
  error_key: ErrorKey,
  fields?: Record<string, string>,
): ErrorBody {
  return { code, message, data: fields ? { error_key, fields } : { error_key } };
}

/**
 * Describes zod validation issues in the caller's language: `{ "body.content": "作文は 6,000 文字以内で…" }`
 * and a message naming each field in words with its limit (plugins/validation-messages.ts).
 */
function validationBody(err: FastifyError, req: FastifyRequest): ErrorBody {
  const where = (err.validationContext ?? "body") as string;
  const issues: IssueLike[] = (err.validation ?? []).map((v) => {
    const params = (v.params ?? {}) as Omit<IssueLike, "code" | "path">;
    const path = (v.instancePath ?? "").split("/").filter(Boolean);
    return { ...params, code: v.keyword, path, message: v.message ?? "" };
  });
  const { message, fields } = describeIssues(
    issues,
    where,
    req.routeOptions?.url,
    messageLang(req.headers["accept-language"]),
  );
  return body(400, message, "bad_request", fields);
}

/**
 * Errors of the multipart parser (busboy) for a broken body: no boundary in the content type, a body
 * that ends before its closing boundary (truncated, or a different boundary), a part cut short or with a
 * broken header. busboy gives them no code, only these messages.
 */
const BROKEN_MULTIPART = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed part header$/,
  // a boundary parameter longer than busboy's search limit (RFC 2046 allows 70 characters)
  /^The needle cannot have a length bigger than \d+\.$/,
];

/**
 * PostgreSQL data exceptions a caller's value causes when it passed the contract but not the column:
 * a number out of the integer range, text the column type cannot read, text too long, a NUL escape in
 * JSON. A 400, not a 500 (the contract should refuse the value first; this is the net under it).
 */
const BAD_VALUE_SQLSTATES = new Set(["22003", "22P02", "22001", "22021", "22P05", "22007", "22008"]);

/**
 * Whether an error is the database refusing a value the caller sent (see BAD_VALUE_SQLSTATES).
 * @param err - any error; pg and PGlite errors carry `severity` and the SQLSTATE `code`
 */
export function isBadDatabaseValue(err: object): boolean {
  const e = err as { severity?: unknown; code?: unknown };
  return typeof e.severity === "string" && typeof e.code === "string" && BAD_VALUE_SQLSTATES.has(e.code);
}

/**
 * Whether an error is the multipart parser refusing a broken body (the caller's fault, a 400).
 * @param err - any error
 */
export function isBrokenMultipart(err: { message?: string; statusCode?: number }): boolean {
  return err.statusCode === undefined && BROKEN_MULTIPART.some((re) => re.test(err.message ?? ""));
}

/** Messages of the multipart limits (@fastify/multipart answers them with 413). */
const MULTIPART_LIMITS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: "ファイルが大きすぎます。",
  FST_PARTS_LIMIT: "送信された項目が多すぎます。",
  FST_FILES_LIMIT: "送信されたファイルが多すぎます。",
  FST_FIELDS_LIMIT: "送信された項目が多すぎます。",
};

/**
 * Fastify's own refusals before routing (a URL path whose percent-escapes are not UTF-8, an over-long
 * path parameter), answered in the envelope instead of Fastify's bare JSON. Pass as the
 * `frameworkErrors` option of Fastify().
 * @param err - FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH or FST_ERR_ASYNC_CONSTRAINT
 */
export function frameworkErrors(err: FastifyError, req: FastifyRequest, reply: FastifyReply): void {
  const status = err.code === "FST_ERR_MAX_PARAM_LENGTH" ? 414 : err.code === "FST_ERR_BAD_URL" ? 400 : 500;
  if (status >= 500) {
    req.log.error({ err, method: req.method, url: redactUrl(req.url) }, "request failed");
    reply.status(500).send(body(500, SERVER_ERROR, "server_error"));
    return;
  }
  req.log.info({ code: err.code, method: req.method, url: redactUrl(req.url) }, err.message);
  reply
    .status(status)
    .send(body(status, "URL の形式が正しくありません（UTF-8 でエンコードしてください）。", "bad_request"));
}

/**
 * Installs the one error handler and the /v3 not-found handler: every failure leaves as
 * `{ code: <HTTP status>, message, data: { error_key, fields? } }`. Bad input is 400 naming the field,
 * never 500 (a broken multipart body too; multipart limits are 413); 5xx answers hide internals and are
 * logged with method and URL.
 * @param app - the Fastify instance
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500)
        req.log.error({ err, method: req.method, url: redactUrl(req.url) }, "service unavailable");
      return reply.status(err.status).send(body(err.status, err.message, err.errorKey, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err) || err.validation) {
      return reply.status(400).send(validationBody(err, req));
    }
    if (isResponseSerializationError(err)) {
      req.log.error(
        { err, method: req.method, url: redactUrl(req.url) },
        "response did not match its contract",
      );
      return reply.status(500).send(body(500, SERVER_ERROR, "server_error"));
    }
    if (isBrokenMultipart(err)) {
      req.log.info({ method: req.method, url: redactUrl(req.url) }, `broken multipart body: ${err.message}`);
      return reply
        .status(400)
        .send(body(400, "マルチパートの本文が壊れています。もう一度送信してください。", "bad_request"));
    }
    if (isBadDatabaseValue(err)) {
      req.log.warn(
        { code: err.code, detail: err.message, method: req.method, url: redactUrl(req.url) },
        "a value the contract let through was refused by the database",
      );
      return reply
        .status(400)
        .send(body(400, "入力内容が正しくありません（使えない値が含まれています）。", "bad_request"));
    }
    const status = err.statusCode ?? 500;
    if (status === 413 && err.code && MULTIPART_LIMITS[err.code]) {
      return reply.status(413).send(body(413, MULTIPART_LIMITS[err.code] as string, "bad_request"));
    }
    if (status === 429) {
      return reply
        .status(429)
        .send(body(429, "リクエストが多すぎます。しばらくしてからもう一度お試しください。", "rate_limited"));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type, body too large).
      req.log.info({ code: err.code, method: req.method, url: redactUrl(req.url) }, err.message);
      return reply
        .status(status)
        .send(body(status, `リクエストの形式が正しくありません（${err.code ?? status}）。`, "bad_request"));
    }
    req.log.error({ err, method: req.method, url: redactUrl(req.url), params: req.params }, "request failed");
    return reply.status(500).send(body(500, SERVER_ERROR, "server_error"));
  });
}

/**
 * The answer for an unknown /v3 path.
 * @returns the 404 envelope
 */
export function apiNotFound(method: string, url: string): ErrorBody {
  return body(404, `API が見つかりません: ${method} ${url.split("?")[0]}`, "not_found");
}
