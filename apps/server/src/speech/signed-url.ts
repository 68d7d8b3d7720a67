/**
 * The signed speech socket and TTS URLs live with every other signed URL in lib/signed-url.ts; this module
 * keeps the speech folder's imports (plugin.ts, its tests) working.
 */
export {
  MAX_SPEECH_URL_TTL_SECONDS,
  type SpeechUrlCheck,
  signSpeechUrl,
  verifySpeechUrl,
} from "../lib/signed-url.ts";
