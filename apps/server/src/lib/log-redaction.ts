import type { FastifyRequest } from "fastify";

/**
 * Secrets never reach the log: query parameters that carry a token, a signature or a password are
 * replaced by "[redacted]" in every logged URL (check-token?token=…, signed file and speech URLs), and so
 * are the Authorization and Cookie headers wherever a plugin logs request headers (e.g. @fastify/multipart
 * logs its busboy options, headers included, at trace level).
 */

const SECRET_PARAMS = /([?&](?:token|sig|signature|access_token|password|secret|key)=)[^&#]*/gi;

/**
 * A URL with its secret query values redacted.
 * @param url - a request URL (path and query)
 * @returns the same URL, safe to log
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}

const SECRET_HEADERS = new Set(["authorization", "cookie", "proxy-authorization", "x-api-key"]);

/**
 * Request headers with their credentials redacted.
 * @param headers - headers as logged (any value)
 * @returns a copy safe to log
 */
export function redactHeaders(headers: unknown): unknown {
  if (!headers || typeof headers !== "object") return headers;
  return Object.fromEntries(
    Object.entries(headers).map(([k, v]) => [k, SECRET_HEADERS.has(k.toLowerCase()) ? "[redacted]" : v]),
  );
}

/**
 * Pino serializers for Fastify's request logs: the usual request fields, the URL redacted; logged
 * `headers` and multipart's `busboyOptions.headers` without credentials.
 */
export const LOG_SERIALIZERS = {
  headers: redactHeaders,
  busboyOptions(opts: unknown) {
    if (!opts || typeof opts !== "object") return opts;
    const o = opts as { headers?: unknown };
    return { ...o, headers: redactHeaders(o.headers) };
  },
  req(req: FastifyRequest) {
    return {
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};
