import type { RecordedTake } from "@web/lib/recorder/index.ts";
import { RecognitionError } from "@web/lib/speech/recognize.ts";
import type {
  RecognitionRecording,
  RecognitionRecordingOptions,
} from "@web/lib/speech/recognize-recording.ts";
import { fakeServices } from "../speaking/test-harness.tsx";

/** A controllable recognition recording: tests set the elapsed time, then give the text or a failure. */
export type FakeReply = {
  options: RecognitionRecordingOptions;
  elapsed: number;
  /** the recogniser answers with this text */
  hear: (text: string) => void;
  /** the recognition fails */
  fail: (kind: RecognitionError["kind"]) => void;
  cancelled: boolean;
};

/**
 * A take of `ms` milliseconds (silent PCM, a tiny mp3).
 * @param ms - duration
 * @returns the take; `released` tells whether it was released
 */
export function fakeTake(ms: number): RecordedTake & { released: boolean } {
  const take = {
    samples: new Int16Array(Math.round(ms * 16)),
    durationMs: ms,
    mp3: new Blob([new Uint8Array([0xff, 0xfb, 0x90, 0x00])], { type: "audio/mpeg" }),
    url: "blob:local-take",
    waveform: new Float32Array(10),
    reason: "manual" as const,
    released: false,
    release: () => {
      take.released = true;
    },
  };
  return take;
}

/**
 * The speaking services with a fake recognition recorder (no microphone in happy-dom) on top of the
 * shared fakes (uploads are recorded).
 * @returns the services and what they saw
 */
export function chatServices() {
  const base = fakeServices();
  const replies: FakeReply[] = [];
  const startRecognition = async (options: RecognitionRecordingOptions): Promise<RecognitionRecording> => {
    let resolve: (v: { take: RecordedTake; text: string }) => void = () => undefined;
    let reject: (e: unknown) => void = () => undefined;
    const done = new Promise<{ take: RecordedTake; text: string }>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    done.catch(() => undefined);
    const reply: FakeReply = {
      options,
      elapsed: 0,
      hear: (text) => resolve({ take: fakeTake(reply.elapsed || 1500), text }),
      fail: (kind) => reject(new RecognitionError(kind, `fake ${kind}`)),
      cancelled: false,
    };
    replies.push(reply);
    return {
      done,
      stop: async () =>
        reply.elapsed < 1000
          ? { ok: false, reason: "too_short", elapsedMs: reply.elapsed }
          : { ok: true, take: fakeTake(reply.elapsed) },
      cancel: () => {
        reply.cancelled = true;
      },
      elapsedMs: () => reply.elapsed,
    };
  };
  return { services: { ...base.services, startRecognition }, seen: base.seen, replies };
}
