import { xfyunIatAuthUrl } from "@hibiki/contracts";
import { call } from "../api-client.ts";

/** The recognition socket of this student: a signed URL, and iFlytek's app id when iFlytek serves it. */
export type RecognitionAuth = { url: string; app_id?: string | undefined };

/**
 * Turns the URL the server gave into a websocket URL: ws(s) as is, http(s) switched to ws(s), a path
 * resolved against this page's host.
 * @param url - the signed URL from `xfyun/get-iat-auth-url`
 * @param origin - the page's origin (tests)
 * @returns the websocket URL, or null when the value is no usable URL
 */
export function recognitionSocketUrl(url: unknown, origin?: string): string | null {
  if (typeof url !== "string" || url.trim() === "") return null;
  const raw = url.trim();
  if (/^wss?:\/\//i.test(raw)) return raw;
  if (/^https?:\/\//i.test(raw)) return raw.replace(/^http/i, "ws");
  if (!raw.startsWith("/") || raw.startsWith("//")) return null;
  const base = origin ?? (typeof location === "undefined" ? "" : location.origin);
  if (!/^https?:\/\//i.test(base)) return null;
  return `${base.replace(/^http/i, "ws")}${raw}`;
}

/**
 * Loads the recognition socket URL (`xfyun/get-iat-auth-url`), retrying once like the evaluation URL.
 * The API client's toasts are suppressed: the caller shows its own connection hint.
 * @returns the URL and app id
 * @throws the last failure when both attempts fail or give no usable URL
 */
export async function loadRecognitionAuth(): Promise<RecognitionAuth> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const data = await call(xfyunIatAuthUrl, { suppressToast: true });
      const url = recognitionSocketUrl(data.url);
      if (url) return { url, app_id: data.app_id };
      lastError = new Error(`recognition service returned no socket URL: ${JSON.stringify(data.url)}`);
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
