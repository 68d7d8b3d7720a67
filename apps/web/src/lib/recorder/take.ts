import { RECORDER } from "./constants.ts";
import { downsamplePeaks } from "./waveform.ts";

/** A finished recording: the PCM, its mp3 and a blob URL the student can replay. */
export type RecordedTake = {
  /** 16 kHz mono 16-bit samples */
  samples: Int16Array;
  /** duration in ms (from the samples) */
  durationMs: number;
  /** mp3 for the `upload mp3` call (multipart field `file`) */
  mp3: Blob;
  /** object URL of `mp3`; call `release()` when the take is discarded */
  url: string;
  /** waveform of the whole take (5000 points) */
  waveform: Float32Array;
  /** why recording ended */
  reason: StopReason;
  /** revokes `url` */
  release(): void;
};

/** manual: the student pressed stop; silence: 6 s without speech; max_time: record_max_time reached. */
export type StopReason = "manual" | "silence" | "max_time";

/**
 * Packages samples as a take with its mp3 and a playable URL. The mp3 encoder is not imported here: the
 * recorder loads it (mp3.ts, a chunk of its own) when a take starts and hands over the encoded bytes.
 * @param samples - 16 kHz mono PCM
 * @param reason - why recording ended
 * @param mp3Bytes - the take encoded by the recorder's Mp3Writer
 * @returns the take
 */
export function makeTake(samples: Int16Array, reason: StopReason, mp3Bytes: Uint8Array): RecordedTake {
  const mp3 = new Blob([mp3Bytes as Uint8Array<ArrayBuffer>], { type: "audio/mpeg" });
  const url = URL.createObjectURL(mp3);
  return {
    samples,
    durationMs: Math.round((samples.length / RECORDER.sampleRate) * 1000),
    mp3,
    url,
    waveform: downsamplePeaks(samples, RECORDER.waveformPoints),
    reason,
    release: () => URL.revokeObjectURL(url),
  };
}
