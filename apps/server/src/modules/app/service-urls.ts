import type { FastifyRequest } from "fastify";
import { signSpeechUrl } from "../../lib/signed-url.ts";
import { type IflytekConfig, iflytekServiceUrl } from "../../speech-cloud/index.ts";

/** Spec entity "Service URLs". */
export type ServiceUrls = {
  evaluation_server_url: string;
  iat_auth_url: string;
  tts_auth_url: string;
  /** set when the URLs point at iFlytek: the client sends it as common.app_id */
  app_id?: string;
};

/** Paths of the offline speech services; each signed URL is valid for its own path only. */
export const SPEECH_PATHS = {
  evaluate: "/v3/speech/evaluate",
  recognize: "/v3/speech/recognize",
  tts: "/v3/tts/speak",
} as const;

/** A socket URL is fetched right before each recording; model audio URLs are reused through a session. */
const SOCKET_TTL_SECONDS = 10 * 60;
const TTS_TTL_SECONDS = 12 * 3600;

/**
 * Builds the speech service URLs for a student from the host the browser used, so they work behind any
 * proxy (X-Forwarded-Host/Proto honoured through trustProxy). Like iFlytek's, each URL carries a
 * short-lived signed authorisation for this student and this sign-in session, so the client uses it as
 * is and it stops working at logout (services/speech.ts and the TTS route check the session).
 * @param req - the current request
 * @param caller - the student the URLs are for, and the sign-in session they are bound to
 * @param secret - the server's HMAC key
 * @param iflytek - iFlytek credentials; when given, the URLs are iFlytek's signed ISE/IAT/TTS sockets
 * @returns evaluation (ws), recognition (ws) and text-to-speech URLs
 */
export function buildServiceUrls(
  req: FastifyRequest,
  caller: { id: number; sessionId: number },
  secret: string,
  iflytek: IflytekConfig | null = null,
): ServiceUrls {
  if (iflytek)
    return {
      evaluation_server_url: iflytekServiceUrl(iflytek, "ise"),
      iat_auth_url: iflytekServiceUrl(iflytek, "iat"),
      tts_auth_url: iflytekServiceUrl(iflytek, "tts"),
      app_id: iflytek.appId,
    };
  const secure = req.protocol === "https";
  const host = req.host || "localhost";
  const ws = `${secure ? "wss" : "ws"}://${host}`;
  const sign = (url: string, ttlSeconds: number) =>
    signSpeechUrl(url, { studentId: String(caller.id), ttlSeconds, sessionId: caller.sessionId }, secret);
  return {
    evaluation_server_url: sign(`${ws}${SPEECH_PATHS.evaluate}`, SOCKET_TTL_SECONDS),
    iat_auth_url: sign(`${ws}${SPEECH_PATHS.recognize}`, SOCKET_TTL_SECONDS),
    tts_auth_url: sign(`${secure ? "https" : "http"}://${host}${SPEECH_PATHS.tts}`, TTS_TTL_SECONDS),
  };
}
