import { SpeechError } from "@web/lib/speech/errors.ts";
import type { SpeechSessionOptions } from "@web/lib/speech/speech-session.ts";
import type { SpeakingServices } from "../speaking/services.ts";

/**
 * Whether a rejected recording was abandoned on purpose (the step was left, or the recorder stopped and
 * the student is asked to retry) rather than failed.
 * @param error - what the session's `done` rejected with
 * @returns true for a cancellation
 */
export function isCancellation(error: unknown): boolean {
  if (error instanceof SpeechError) return error.code === 0 && error.message === "evaluation cancelled";
  return error instanceof Error && error.message === "recording cancelled";
}

/**
 * Wraps the speaking services so a step programme learns when a recording could not be scored: the
 * evaluation service could not be reached, or the recording or its evaluation failed (spec §4/§8:
 * narration and speaking skip the item). Cancellations, microphone start failures (their own alert or
 * toast; the student may try again) and save failures are not reported. The report comes on a later
 * task, after the recording cycle has shown its error toast and returned to idle.
 * @param base - the services in effect
 * @param onFailed - told once per failed recording
 * @returns the wrapped services
 */
export function reportFailures(base: SpeakingServices, onFailed: (error: unknown) => void): SpeakingServices {
  const later = (error: unknown) => setTimeout(() => onFailed(error), 0);
  return {
    ...base,
    loadSocketUrl: () =>
      base.loadSocketUrl().catch((error: unknown) => {
        later(error);
        throw error;
      }),
    startSession: async (options: SpeechSessionOptions) => {
      const session = await base.startSession(options);
      session.done.catch((error: unknown) => {
        if (!isCancellation(error)) later(error);
      });
      return session;
    },
  };
}
