import { FRAME_SAMPLES, frameEnergies, loudMask, speechMask, speechWindow } from "./audio.ts";
import type { SpeechPool } from "./pool.ts";
import type { Speculation } from "./speculation.ts";
import type { EngineReply } from "./worker-process.ts";

/**
 * What the engine and the audio analysis found in one recording, before any scoring. It is plain
 * data (JSON-safe), so the scoring model's training script can cache it per utterance and compute
 * exactly the features the server computes.
 */
export interface EngineRun {
  /** 10 ms frames in the whole recording */
  frames: number;
  /** energy per frame, dBFS rounded to 0.1 */
  energies: number[];
  /** voice-level frames (audio.speechMask) */
  speech: boolean[];
  /** at least a few voiced frames */
  hasSpeech: boolean;
  /** the aligner's reply, frames moved to positions in the whole recording; absent for silence */
  reply?: EngineReply;
  /** the alignment started before the last frame was used */
  speculative: boolean;
}

/** Moves every frame position of a reply on the decoded clip to the whole recording. */
function shiftFrames(reply: EngineReply, offset: number): void {
  const shift = (x: { sf: number; ef: number }) => {
    if (x.sf >= 0) x.sf += offset;
    if (x.ef >= 0) x.ef += offset;
  };
  for (const seg of [...(reply.words ?? []), ...(reply.phones ?? [])]) shift(seg);
  for (const word of reply.wph ?? []) {
    for (const phone of word.ph) shift(phone);
    if (word.epen) shift(word.epen);
  }
}

/**
 * Aligns a recording with the reference words: only the voiced window (plus a margin) is decoded.
 * @param pool started speech pool
 * @param norms normalised reference words
 * @param pcm 16 kHz 16-bit mono little-endian audio
 * @param speculation an alignment started early; used when its window is the final one
 * @returns the engine run
 * @throws PoolBusyError when the pool is saturated; EngineError when the engine fails
 */
export async function runEngine(
  pool: SpeechPool,
  norms: string[],
  pcm: Buffer,
  speculation?: Speculation,
): Promise<EngineRun> {
  const frames = Math.floor(pcm.length / (FRAME_SAMPLES * 2));
  const energies = frameEnergies(pcm);
  const speech = speechMask(energies);
  const hasSpeech = speech.filter(Boolean).length >= 5;
  const win = speechWindow(loudMask(energies));
  const bytesPerFrame = FRAME_SAMPLES * 2;
  let reply: EngineReply | undefined;
  if (hasSpeech && speculation?.start === win.start && speculation.frames === win.frames)
    reply = await speculation.reply.catch(() => undefined);
  const speculative = !!reply;
  if (hasSpeech && !reply) {
    const clip = pcm.subarray(win.start * bytesPerFrame, (win.start + win.frames) * bytesPerFrame);
    reply = await pool.align(norms, clip);
  }
  if (reply) {
    // A speculative reply may be shared; shift a copy.
    reply = structuredClone(reply);
    shiftFrames(reply, win.start);
  }
  return {
    frames,
    energies: Array.from(energies, (e) => Math.round(e * 10) / 10),
    speech,
    hasSpeech,
    reply,
    speculative,
  };
}
