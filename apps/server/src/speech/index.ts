/**
 * Offline speech evaluation: pocketsphinx worker pool, scoring, ISE XML and the websocket plugin.
 * The app registers `speechPlugin` (after @fastify/websocket) with a started `SpeechPool`, and the
 * evaluation-service call returns a URL from `signSpeechUrl`.
 */

export {
  MAX_SPEECH_URL_TTL_SECONDS,
  type SpeechUrlCheck,
  signSpeechUrl,
  verifySpeechUrl,
} from "../lib/signed-url.ts";
export { type Evaluation, evaluateReading } from "./evaluator.ts";
export { type SpeechPluginOptions, speechPlugin } from "./plugin.ts";
export { buildSpeechWorker, EngineError, PoolBusyError, SpeechPool, type SpeechPoolOptions } from "./pool.ts";
export { parseReferenceText, type RefText, type RefWord } from "./reference-text.ts";
export type { ReadingScores, WordScore } from "./scoring.ts";
export type { KeepEvaluation } from "./session.ts";
export { type PoorlyWordLists, poorlyWordCandidates, studyReport } from "./study-report.ts";
