import type { OpenAnswerItem, SpeechCategory } from "@hibiki/contracts/ws/speech";
import { createRecorder, type RecorderOptions, type StopResult } from "../recorder/recorder.ts";
import type { RecordedTake } from "../recorder/take.ts";
import { type EvaluationOutcome, evaluate } from "./evaluate.ts";

export type SpeechSessionOptions = Omit<RecorderOptions, "onAutoStop"> & {
  /** signed socket URL (from `loadEvaluationUrl`) */
  url: string;
  text: string;
  category: SpeechCategory;
  /** open_answer only: the content item (or record step) answered */
  item?: OpenAnswerItem | undefined;
  /** recording ended by itself (silence or record_max_time); evaluation continues */
  onAutoStop?: (take: RecordedTake) => void;
};

/** A recording streamed to the evaluator while the student speaks. */
export type SpeechSession = {
  /** resolves with the take and the evaluation once both are done; rejects with RecorderError or SpeechError */
  done: Promise<{ take: RecordedTake; outcome: EvaluationOutcome }>;
  /** the student pressed stop: `too_short` before 1 s (toast evaluate_common_training_atleast; keep recording) */
  stop(): Promise<StopResult>;
  /** abandon recording and evaluation (leaving the screen, or after "recorder stopped") */
  cancel(): void;
  /** ms since recording started */
  elapsedMs(): number;
};

/**
 * Starts recording and evaluating at once: audio chunks go to the socket as they are recorded, so the
 * score arrives shortly after the last frame instead of after a whole upload.
 * @param options - socket URL, text, category, recorder limits and callbacks
 * @returns the running session
 * @throws RecorderError (spec kind in `.kind`) when the microphone cannot start
 */
export async function startSpeechSession(options: SpeechSessionOptions): Promise<SpeechSession> {
  const abort = new AbortController();
  let resolveTake: (take: RecordedTake) => void = () => undefined;
  let rejectTake: (error: unknown) => void = () => undefined;
  const takePromise = new Promise<RecordedTake>((resolve, reject) => {
    resolveTake = resolve;
    rejectTake = reject;
  });
  const recorder = createRecorder({
    ...options,
    onAutoStop: (take) => {
      resolveTake(take);
      options.onAutoStop?.(take);
    },
    onInterrupted: () => {
      abort.abort();
      options.onInterrupted?.();
    },
  });
  await recorder.start();
  const evaluation = evaluate({
    url: options.url,
    text: options.text,
    category: options.category,
    item: options.item,
    chunks: recorder.chunks,
    signal: abort.signal,
  });
  // If evaluation fails first, stop recording: there is nothing to score the rest against.
  evaluation.catch(() => recorder.cancel());
  abort.signal.addEventListener("abort", () => rejectTake(new Error("recording cancelled")));
  const done = Promise.all([takePromise, evaluation]).then(([take, outcome]) => ({ take, outcome }));
  // Failures reach the caller through `done`, which it may await only after recording ends; marking the
  // promises observed here stops the browser reporting an "unhandled rejection" in the meantime.
  takePromise.catch(() => undefined);
  done.catch(() => undefined);
  return {
    done,
    async stop() {
      const result = await recorder.stop();
      if (result.ok) resolveTake(result.take);
      return result;
    },
    cancel() {
      abort.abort();
      recorder.cancel();
    },
    elapsedMs: () => recorder.elapsedMs(),
  };
}
