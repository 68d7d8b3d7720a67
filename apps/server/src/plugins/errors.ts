import type { ErrorBody, ErrorKey } from "@hibiki/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../errors.ts";
import { redactUrl } from "../lib/log-redaction.ts";

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

/** Describes zod validation issues as `{ field: message }`, e.g. `{ "body.card_id": "Too small…" }`. */
function validationFields(err: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const v of err.validation ?? []) {
    const where = (err.validationContext ?? "body") as string;
    const path = (v.instancePath ?? "").replace(/^\//, "").replaceAll("/", ".");
    const params = v.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const issuePath = params?.issue?.path?.map(String).join(".");
    const key = `${where}${issuePath || path ? `.${issuePath || path}` : ""}`;
    fields[key] ??= v.message ?? "invalid";
  }
  return fields;
}

/**
 * Installs the one error handler and the /v3 not-found handler: every failure leaves as
 * `{ code: <HTTP status>, message, data: { error_key, fields? } }`. Bad input is 400 naming the field,
 * never 500; 5xx answers hide internals and are logged with method and URL.
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
      const fields = validationFields(err);
      const names = Object.keys(fields).map((k) => k.replace(/^(body|querystring|params|headers)\./, ""));
      const message = `入力内容が正しくありません（${names.join(", ") || "リクエスト"}）。`;
      return reply.status(400).send(body(400, message, "bad_request", fields));
    }
    if (isResponseSerializationError(err)) {
      req.log.error(
        { err, method: req.method, url: redactUrl(req.url) },
        "response did not match its contract",
      );
      return reply.status(500).send(body(500, SERVER_ERROR, "server_error"));
    }
    const status = err.statusCode ?? 500;
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
