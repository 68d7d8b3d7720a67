export {
  SPEECH_NETWORK_CODE,
  SPEECH_TIMEOUT_CODE,
  SpeechError,
  type SpeechToastKey,
  speechErrorToast,
  toastKeyOf,
} from "./errors.ts";
export {
  type EvaluateInput,
  type EvaluationOutcome,
  evaluate,
  SPEECH_SOCKET_TIMEOUT_MS,
} from "./evaluate.ts";
export {
  EVALUATION_FILE_PATH,
  EVALUATION_XML_MAX_CHARS,
  type EvaluationXmlPeek,
  evaluationFileUrl,
  forgetEvaluationXml,
  type LoadEvaluationXmlOptions,
  loadEvaluationXml,
  peekEvaluationXml,
  rememberEvaluationXml,
} from "./evaluation-xml.ts";
export { buildAudioFrame, buildFirstFrame, buildLastFrame, type FirstFrameInput, iseText } from "./frames.ts";
export { loadEvaluationUrl } from "./load-url.ts";
export { LOW_SCORE_PERCENT, LOW_SCORE_STREAK, LOW_SCORE_WARNING_JA, LowScoreStreak } from "./low-score.ts";
export {
  isNoSpeech,
  type LanguageNote,
  NO_SPEECH_EXCEPT_INFO,
  type OpenAnswerDetail,
  type OpenAnswerElement,
  type WordSpan,
} from "./open-answer-xml.ts";
export {
  type DpMessage,
  deriveStudyReport,
  type EvaluatedPhone,
  type EvaluatedWord,
  type EvaluationResult,
  isPronunciationTip,
  type OpenAnswerResult,
  PRONUNCIATION_TIPS,
  type PronunciationTip,
  parseEvaluationXml,
  parseOpenAnswerResult,
  ResultParseError,
  type StudyReport,
} from "./result-xml.ts";
export { type SpeechSession, type SpeechSessionOptions, startSpeechSession } from "./speech-session.ts";
export {
  type PlayTtsOptions,
  playTts,
  TTS_MAX_RECONNECTS,
  type TtsPlayback,
  TtsPlaybackError,
} from "./tts-player.ts";
export {
  buildTtsUrl,
  TTS_PATH,
  TTS_VOICES,
  type TtsFormat,
  type TtsRequest,
  type TtsVoice,
} from "./tts-url.ts";
