import { frameEnergies, loudMask, speechMask, speechWindow } from "../../speech/audio.ts";

/** What the recogniser needs from the speech worker pool (SpeechPool.recognize). */
export type PcmRecognizer = {
  recognize(pcm: Buffer): Promise<{ words?: Array<{ w: string }> | undefined }>;
};

/** Engine tokens that are not words: silences, noises, the null hypothesis. */
const FILLER = /^(<.*>|\[.*\]|\(NULL\)|\+.*\+)$/i;

/**
 * Free-speech recognition of a whole recording, like the recognition socket: recordings with almost no
 * voiced frames give "" without asking the engine; otherwise only the loud part is decoded, and fillers
 * and alternative-pronunciation marks ("word(2)") are dropped.
 * @param engine - the worker pool
 * @param pcm - 16 kHz 16-bit mono PCM
 * @returns the recognised words joined by spaces ("" when nothing was heard)
 * @throws the engine's errors (PoolBusyError, EngineError)
 */
export async function recognizePcm(engine: PcmRecognizer, pcm: Buffer): Promise<string> {
  const even = pcm.length % 2 ? pcm.subarray(0, pcm.length - 1) : pcm;
  const energies = frameEnergies(even);
  if (speechMask(energies).filter(Boolean).length < 5) return "";
  const win = speechWindow(loudMask(energies));
  const reply = await engine.recognize(even.subarray(win.start * 320, (win.start + win.frames) * 320));
  return (reply.words ?? [])
    .map((s) => s.w)
    .filter((w) => !FILLER.test(w))
    .map((w) => w.replace(/\(\d+\)$/, ""))
    .join(" ");
}
