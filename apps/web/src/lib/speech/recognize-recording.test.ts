import { afterEach, describe, expect, it, vi } from "vitest";
import type { RecorderOptions } from "../recorder/recorder.ts";
import type { RecordedTake } from "../recorder/take.ts";
import { RecognitionError, type RecognitionSession } from "./recognize.ts";
import { startRecognitionRecording } from "./recognize-recording.ts";

/** The fake microphone of the last recording: tests emit chunks and stop it. */
const mic = vi.hoisted(() => ({
  options: null as RecorderOptions | null,
  startError: null as Error | null,
  cancelled: false,
}));

vi.mock("../recorder/recorder.ts", () => ({
  createRecorder: (options: RecorderOptions) => {
    mic.options = options;
    mic.cancelled = false;
    return {
      start: async () => {
        if (mic.startError) throw mic.startError;
      },
      stop: async () => ({ ok: true, take: takeOf() }),
      cancel: () => {
        mic.cancelled = true;
      },
      elapsedMs: () => 1234,
    };
  },
}));

function takeOf(): RecordedTake & { released: boolean } {
  const take = {
    samples: new Int16Array(3200),
    durationMs: 200,
    mp3: new Blob([]),
    url: "blob:t",
    waveform: new Float32Array(1),
    reason: "manual" as const,
    released: false,
    release: () => {
      take.released = true;
    },
  };
  return take;
}

/** A recognition that records what it was sent and answers with `answer`. */
function fakeOpen(answer: string | RecognitionError) {
  const seen = { sent: [] as Int16Array[], cancelled: false, finished: false };
  const open = async (): Promise<RecognitionSession> => ({
    send: (pcm) => seen.sent.push(pcm),
    finish: async () => {
      seen.finished = true;
      if (answer instanceof RecognitionError) throw answer;
      return answer;
    },
    cancel: () => {
      seen.cancelled = true;
    },
  });
  return { open, seen };
}

afterEach(() => {
  mic.startError = null;
});

describe("startRecognitionRecording", () => {
  it("streams every recorded chunk to the recognition and resolves with the take and the text", async () => {
    const { open, seen } = fakeOpen("I like tennis");
    const rec = await startRecognitionRecording({ open });
    const chunk = new Int16Array(3200).fill(3);
    mic.options?.onChunk?.(chunk, 0);
    await Promise.resolve();
    await Promise.resolve();
    const stopped = await rec.stop();
    expect(stopped.ok).toBe(true);
    const { text, take } = await rec.done;
    expect(text).toBe("I like tennis");
    expect(take.durationMs).toBe(200);
    expect(seen.sent).toEqual([chunk]);
    expect(rec.elapsedMs()).toBe(1234);
  });

  it("finishes when the recording stops by itself", async () => {
    const { open } = fakeOpen("Yes");
    const onAutoStop = vi.fn();
    const rec = await startRecognitionRecording({ open, onAutoStop });
    const take = takeOf();
    mic.options?.onAutoStop?.(take);
    await expect(rec.done).resolves.toMatchObject({ text: "Yes" });
    expect(onAutoStop).toHaveBeenCalledWith(take);
  });

  it("releases the take and rejects with the recognition's error", async () => {
    const { open } = fakeOpen(new RecognitionError("timeout", "slow"));
    const rec = await startRecognitionRecording({ open });
    const take = takeOf();
    mic.options?.onAutoStop?.(take);
    await expect(rec.done).rejects.toMatchObject({ kind: "timeout" });
    expect(take.released).toBe(true);
  });

  it("cancels the recognition when the microphone cannot start", async () => {
    mic.startError = new Error("no microphone");
    const { open, seen } = fakeOpen("x");
    await expect(startRecognitionRecording({ open })).rejects.toThrow("no microphone");
    await Promise.resolve();
    await Promise.resolve();
    expect(seen.cancelled).toBe(true);
  });

  it("cancel stops both and rejects `done` as cancelled", async () => {
    const { open, seen } = fakeOpen("x");
    const rec = await startRecognitionRecording({ open });
    rec.cancel();
    await expect(rec.done).rejects.toMatchObject({ kind: "cancelled" });
    expect(mic.cancelled).toBe(true);
    await Promise.resolve();
    expect(seen.cancelled).toBe(true);
  });
});
