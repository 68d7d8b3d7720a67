import { LowScoreStreak } from "@web/lib/speech/low-score.ts";
import type { openRecognition } from "@web/lib/speech/recognize.ts";
import type { startRecognitionRecording } from "@web/lib/speech/recognize-recording.ts";
import type { startSpeechSession } from "@web/lib/speech/speech-session.ts";
import { createContext, useContext } from "react";
import { type SpeakingApi, speakingApi } from "./api.ts";

/** Everything the recording cycle reaches outside React: the API, the microphone session, going back. */
export type SpeakingServices = SpeakingApi & {
  /** starts recording + streaming evaluation (lib/speech) */
  startSession: typeof startSpeechSession;
  /** leaves the player (startup error alert, "recorder stopped" → back) */
  goBack: () => void;
  /** low-score streak shared by every item of the screen (three recordings under 20 → warning) */
  lowScore: LowScoreStreak;
  /** opens a free-speech recognition (shadow tracking's live text); optional so older fakes still fit */
  openRecognition?: typeof openRecognition;
  /** starts recording + streaming recognition, no evaluation (chat-bot); optional like openRecognition */
  startRecognition?: typeof startRecognitionRecording;
};

/** Back to the previous page, or to the main page when there is no history (spec app shell). */
function goBack(): void {
  if (window.history.length > 1) window.history.back();
  else window.location.assign("/");
}

/**
 * The real services; one low-score streak per page load, so it spans the items of a resource. The
 * microphone and socket code loads when the first take or recognition starts, so it is not part of any
 * player's chunk (the browser fetches it while asking for the microphone).
 */
export const defaultSpeakingServices: SpeakingServices = {
  ...speakingApi,
  startSession: async (options) =>
    (await import("@web/lib/speech/speech-session.ts")).startSpeechSession(options),
  goBack,
  lowScore: new LowScoreStreak(),
  openRecognition: async (opts) => (await import("@web/lib/speech/recognize.ts")).openRecognition(opts),
  startRecognition: async (options) =>
    (await import("@web/lib/speech/recognize-recording.ts")).startRecognitionRecording(options),
};

/** Lets tests (and hosts such as a homework page) replace the services. */
export const SpeakingServicesContext = createContext<SpeakingServices>(defaultSpeakingServices);

/**
 * The speaking services in effect.
 * @returns the services
 */
export function useSpeakingServices(): SpeakingServices {
  return useContext(SpeakingServicesContext);
}
