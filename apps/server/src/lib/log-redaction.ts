import type { FastifyRequest } from "fastify";

/**
 * Secrets never reach the log: query parameters that carry a token, a signature or a password are
 * replaced by "[redacted]" in every logged URL (check-token?token=…, signed file and speech URLs).
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

/** Pino serializers for Fastify's request logs: the usual request fields, the URL redacted. */
export const LOG_SERIALIZERS = {
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
