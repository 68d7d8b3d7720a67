import { createHmac } from "node:crypto";

/** iFlytek websocket services the product can use when a school has an iFlytek contract. */
export const IFLYTEK_ENDPOINTS = {
  /** pronunciation evaluation (ISE) */
  ise: { host: "ise-api.xfyun.cn", path: "/v2/open-ise" },
  /** speech recognition (IAT) */
  iat: { host: "iat-api.xfyun.cn", path: "/v2/iat" },
  /** speech synthesis (TTS) */
  tts: { host: "tts-api.xfyun.cn", path: "/v2/tts" },
} as const;
export type IflytekService = keyof typeof IFLYTEK_ENDPOINTS;

/** Credentials from the iFlytek console. */
export type IflytekConfig = { appId: string; apiKey: string; apiSecret: string };

export type IflytekUrlInput = {
  host: string;
  path: string;
  apiKey: string;
  apiSecret: string;
  /** signing time; iFlytek refuses signatures more than 300 s away from its clock */
  date: Date;
};

/**
 * Builds iFlytek's RFC 1123 date header value, e.g. "Sun, 22 Nov 2026 17:50:38 GMT".
 * @param date - instant to format
 * @returns the date string that is both signed and sent
 */
export function rfc1123(date: Date): string {
  return date.toUTCString();
}

/**
 * Builds a signed iFlytek websocket URL (HMAC-SHA256 request signing, as in iFlytek's WebAPI docs):
 * signature = base64(HMAC-SHA256(apiSecret, "host: H\ndate: D\nGET P HTTP/1.1")),
 * authorization = base64('api_key="K", algorithm="hmac-sha256", headers="host date request-line", signature="S"'),
 * URL = wss://H P ?authorization=…&date=…&host=… (each value URL-encoded).
 * @param input - host, path, key, secret and signing time
 * @returns the complete wss:// URL the client connects to as is
 * @throws Error when host or path is malformed (they come from configuration, not users)
 */
export function buildIflytekUrl(input: IflytekUrlInput): string {
  if (!/^[a-z0-9.-]+(:\d+)?$/i.test(input.host)) throw new Error(`iFlytek host is malformed: ${input.host}`);
  if (!input.path.startsWith("/") || /\s/.test(input.path))
    throw new Error(`iFlytek path is malformed: ${input.path}`);
  if (Number.isNaN(input.date.getTime())) throw new Error("iFlytek signing date is invalid");
  const date = rfc1123(input.date);
  const signatureOrigin = `host: ${input.host}\ndate: ${date}\nGET ${input.path} HTTP/1.1`;
  const signature = createHmac("sha256", input.apiSecret).update(signatureOrigin).digest("base64");
  const authorizationOrigin = `api_key="${input.apiKey}", algorithm="hmac-sha256", headers="host date request-line", signature="${signature}"`;
  const authorization = Buffer.from(authorizationOrigin, "utf8").toString("base64");
  const query = new URLSearchParams({ authorization, date, host: input.host });
  return `wss://${input.host}${input.path}?${query.toString()}`;
}

/**
 * Signs the URL of one of the three services with configured credentials.
 * @param config - credentials
 * @param service - "ise", "iat" or "tts"
 * @param now - signing time (default: now)
 * @returns the signed wss:// URL
 */
export function iflytekServiceUrl(
  config: IflytekConfig,
  service: IflytekService,
  now: Date = new Date(),
): string {
  const endpoint = IFLYTEK_ENDPOINTS[service];
  return buildIflytekUrl({ ...endpoint, apiKey: config.apiKey, apiSecret: config.apiSecret, date: now });
}

/**
 * Reads iFlytek credentials from the environment.
 * @param env - variables (IFLYTEK_APP_ID, IFLYTEK_API_KEY, IFLYTEK_API_SECRET)
 * @returns the credentials, or null when any is unset or blank (the offline engine is used then)
 */
export function iflytekFromEnv(env: Record<string, string | undefined>): IflytekConfig | null {
  const appId = env.IFLYTEK_APP_ID?.trim();
  const apiKey = env.IFLYTEK_API_KEY?.trim();
  const apiSecret = env.IFLYTEK_API_SECRET?.trim();
  if (!appId || !apiKey || !apiSecret) return null;
  return { appId, apiKey, apiSecret };
}
