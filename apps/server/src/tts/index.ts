export { type PruneResult, pruneTtsCache } from "./cache-prune.ts";
export { type TtsPluginOptions, ttsPlugin } from "./plugin.ts";
export { TtsBusyError, TtsEngineError } from "./run-command.ts";
export { type SharedTtsCache, storageTtsCache } from "./shared-cache.ts";
export {
  checkTtsRequest,
  createSynthesizer,
  type Synthesizer,
  type SynthesizerOptions,
  synthesizeToFile,
  TtsInputError,
  type TtsRequest,
  type TtsResult,
} from "./synthesize.ts";
export { TTS_TEXT_MAX } from "./validate-text.ts";
export {
  DEFAULT_VOICE,
  TTS_FORMATS,
  TTS_SPEEDS,
  type TtsFormat,
  type TtsSpeed,
  VOICE_IDS,
  VOICES,
  type VoiceId,
} from "./voices.ts";
