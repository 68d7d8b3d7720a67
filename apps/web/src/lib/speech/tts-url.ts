import { PLAY_SPEEDS } from "@hibiki/contracts";

/** Speaker ids the offline TTS serves (see the server's tts/voices.ts). */
export const TTS_VOICES = ["female1", "female2", "male1", "male2", "male3"] as const;
export type TtsVoice = (typeof TTS_VOICES)[number];
export type TtsFormat = "mp3" | "wav";

export type TtsRequest = {
  text: string;
  voice?: TtsVoice;
  /** play speed of the speed picker: 0.5, 0.75, 1, 1.25, 1.5 */
  speed?: number;
  format?: TtsFormat;
};

/** Default path of the offline speech synthesis endpoint. */
export const TTS_PATH = "/v3/tts/speak";

/**
 * Builds the URL of model audio for a text on the offline TTS endpoint.
 * @param request - text, speaker, speed and format
 * @param base - endpoint URL or path (`tts_auth_url` when it is http(s), else `/v3/tts/speak`)
 * @returns the URL (relative when `base` is a path), with parameters in a stable order so caches hit
 * @throws RangeError for an empty text or a speed outside the picker's values
 */
export function buildTtsUrl(request: TtsRequest, base: string = TTS_PATH): string {
  const text = request.text.trim();
  if (text === "") throw new RangeError("speech synthesis needs a text");
  const speed = request.speed ?? 1;
  if (!(PLAY_SPEEDS as readonly number[]).includes(speed)) throw new RangeError(`unsupported speed ${speed}`);
  const params = new URLSearchParams({
    text,
    voice: request.voice ?? "female1",
    speed: String(speed),
    format: request.format ?? "mp3",
  });
  return `${base}${base.includes("?") ? "&" : "?"}${params.toString()}`;
}
