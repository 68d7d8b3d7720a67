import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Env } from "../env.ts";
import { IFLYTEK_ENDPOINTS, iflytekFromEnv } from "../speech-cloud/index.ts";

/**
 * Security headers on every answer (API, static files, the web app's index.html, errors and 404s):
 * a Content-Security-Policy with no inline or eval'd script, no framing (frame-ancestors and
 * X-Frame-Options), nosniff, a Referrer-Policy, a Permissions-Policy that lets only the app itself use
 * the microphone, and HSTS when the request came over TLS (req.protocol honours X-Forwarded-Proto from
 * trusted proxies only).
 *
 * The CSP lists what the built web app loads: its own scripts, styles, worklet and service worker
 * (/assets, /sw.js), images from /res and data: banners, its recordings played back as blob: URLs,
 * and sockets to this server or, when iFlytek credentials are set, to iFlytek's speech services.
 * Styles may be inline only as attributes (React and sanitised lesson HTML use them); no <style>.
 */

/** One year, the usual HSTS lifetime; subdomains are left alone (a school's other sites may be http). */
const HSTS = "max-age=31536000";

/** Browser features the app never uses are off; the microphone is the app's own (speaking exercises). */
export const PERMISSIONS_POLICY = [
  "microphone=(self)",
  "camera=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "serial=()",
  "midi=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "display-capture=()",
].join(", ");

/** A Host value (name or IPv4/IPv6 with an optional port) that is safe to repeat inside the CSP. */
const SAFE_HOST = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * Builds the Content-Security-Policy for one request.
 * @param cloudSockets - wss:// origins of the configured cloud speech services (none when offline)
 * @param wsOrigin - the ws(s):// origin of this server as the browser reached it, when known; 'self'
 *   covers it in current browsers, older WebKit needs it spelled out
 * @returns the header value
 */
export function contentSecurityPolicy(cloudSockets: readonly string[], wsOrigin?: string): string {
  const connect = ["'self'", ...(wsOrigin ? [wsOrigin] : []), ...cloudSockets];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "frame-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The wss:// origins the browser opens when the server hands out iFlytek's signed URLs.
 * @param env - the environment (iFlytek credentials)
 * @returns the origins, or none when iFlytek is not configured
 */
export function cloudSpeechOrigins(
  env: Pick<Env, "IFLYTEK_APP_ID" | "IFLYTEK_API_KEY" | "IFLYTEK_API_SECRET">,
): string[] {
  const configured = iflytekFromEnv({
    IFLYTEK_APP_ID: env.IFLYTEK_APP_ID,
    IFLYTEK_API_KEY: env.IFLYTEK_API_KEY,
    IFLYTEK_API_SECRET: env.IFLYTEK_API_SECRET,
  });
  return configured ? Object.values(IFLYTEK_ENDPOINTS).map((e) => `wss://${e.host}`) : [];
}

/**
 * The ws(s):// origin of this server as the request reached it (the one the speech URLs use).
 * @param req - the request
 * @returns the origin, or undefined when the Host is not a plain host name
 */
function socketOrigin(req: FastifyRequest): string | undefined {
  const host = req.host;
  if (!host || !SAFE_HOST.test(host)) return undefined;
  return `${req.protocol === "https" ? "wss" : "ws"}://${host.toLowerCase()}`;
}

/**
 * Sends the security headers on every answer of the app (an onRequest hook on the root instance, so
 * routes, static files, the not-found handler and error answers all carry them).
 * @param app - the Fastify instance (its env must be decorated)
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const cloud = cloudSpeechOrigins(app.env);
  app.addHook("onRequest", async (req, reply) => {
    reply.header("content-security-policy", contentSecurityPolicy(cloud, socketOrigin(req)));
    reply.header("x-frame-options", "DENY");
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    reply.header("cross-origin-opener-policy", "same-origin");
    if (req.protocol === "https") reply.header("strict-transport-security", HSTS);
  });
}
