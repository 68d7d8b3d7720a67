import type { FastifyRequest } from "fastify";
import type { StudentCaller } from "../../plugins/auth.ts";
import { buildServiceUrls } from "../app/service-urls.ts";

/** A word's spoken audio: the offline TTS endpoint (modules/tts) through the student's signed URL. */
export type AudioUrlOf = (text: string) => string | null;

/**
 * Builds word-audio URLs for this request's student: the signed tts_auth_url of
 * app/new-evaluation-service (audio elements send no bearer header) with the word as its text.
 * @param req - the request (its host makes the URL)
 * @param caller - the student (the URL is bound to this sign-in session)
 * @param secret - the server's signing secret
 * @returns a function giving the URL of a word's audio
 */
export function wordAudio(req: FastifyRequest, caller: StudentCaller, secret: string): AudioUrlOf {
  const base = buildServiceUrls(req, caller, secret).tts_auth_url;
  return (text) => {
    const params = new URLSearchParams({ text, voice: "female1", speed: "1", format: "mp3" });
    return `${base}${base.includes("?") ? "&" : "?"}${params.toString()}`;
  };
}
