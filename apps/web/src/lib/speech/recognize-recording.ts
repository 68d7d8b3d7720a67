import { createRecorder, type RecorderOptions, type StopResult } from "../recorder/recorder.ts";
import type { RecordedTake } from "../recorder/take.ts";
import { openRecognition } from "./recognize.ts";
import { RecognitionError } from "./recognize-errors.ts";
import { type OpenRecognition, startRecognitionFeed } from "./recognize-feed.ts";

/** Options of {@link startRecognitionRecording}: the recorder's limits plus the recognition. */
export type RecognitionRecordingOptions = Omit<RecorderOptions, "onAutoStop" | "onChunk"> & {
  /** recording ended by itself (silence or record_max_time); recognition continues */
  onAutoStop?: (take: RecordedTake) => void;
  /** the text recognised so far, while the student speaks */
  onPartial?: (text: string) => void;
  /** opens the recognition (default `openRecognition`) */
  open?: OpenRecognition;
};

/** A recording streamed to the recogniser while the student speaks (the chat-bot's answer). */
export type RecognitionRecording = {
  /** the take and its recognised text; rejects with RecorderError or RecognitionError (the take released) */
  done: Promise<{ take: RecordedTake; text: string }>;
  /** the student pressed stop: `too_short` before 1 s (toast evaluate_common_training_atleast; keep recording) */
  stop(): Promise<StopResult>;
  /** abandons recording and recognition */
  cancel(): void;
  /** ms since recording started */
  elapsedMs(): number;
};

/**
 * Starts recording and recognising at once: the recognition socket connects while the microphone starts,
 * and every 200 ms chunk goes to it as it is recorded, so the text arrives shortly after the student stops.
 * @param options - recorder limits, callbacks, and the recognition opener
 * @returns the running recording
 * @throws RecorderError (spec kind in `.kind`) when the microphone cannot start
 */
export async function startRecognitionRecording(
  options: RecognitionRecordingOptions,
): Promise<RecognitionRecording> {
  const feed = startRecognitionFeed(options.open ?? openRecognition, { onPartial: options.onPartial });
  let resolveTake: (take: RecordedTake) => void = () => undefined;
  let rejectTake: (error: unknown) => void = () => undefined;
  const takePromise = new Promise<RecordedTake>((resolve, reject) => {
    resolveTake = resolve;
    rejectTake = reject;
  });
  const recorder = createRecorder({
    ...options,
    onChunk: (chunk) => feed.send(chunk),
    onAutoStop: (take) => {
      resolveTake(take);
      options.onAutoStop?.(take);
    },
    onInterrupted: () => {
      feed.cancel();
      rejectTake(new RecognitionError("cancelled", "recording interrupted"));
      options.onInterrupted?.();
    },
  });
  try {
    await recorder.start();
  } catch (error) {
    feed.cancel();
    throw error;
  }
  const done = takePromise.then(async (take) => {
    try {
      return { take, text: await feed.finish() };
    } catch (error) {
      take.release();
      throw error;
    }
  });
  // Failures reach the caller through `done`, awaited only after recording ends.
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
      feed.cancel();
      recorder.cancel();
      rejectTake(new RecognitionError("cancelled", "recording cancelled"));
    },
    elapsedMs: () => recorder.elapsedMs(),
  };
}
