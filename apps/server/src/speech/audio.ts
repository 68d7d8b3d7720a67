/** Samples per 10 ms frame at 16 kHz: the unit of beg_pos / end_pos. */
export const FRAME_SAMPLES = 160;

/** Bytes of one 10 ms frame of 16-bit PCM. */
export const FRAME_BYTES = FRAME_SAMPLES * 2;

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/**
 * Energy of each 10 ms frame in dB relative to full scale (16-bit).
 * @param pcm 16 kHz 16-bit mono little-endian audio
 * @returns one value per frame; digital silence is -100
 */
export function frameEnergies(pcm: Buffer): Float64Array {
  const out = new Float64Array(Math.floor(pcm.length / FRAME_BYTES));
  frameEnergiesInto(pcm, out, 0);
  return out;
}

/**
 * Writes the energy of each whole 10 ms frame of `pcm` into `out` from index `at` (the incremental form
 * of {@link frameEnergies}: a caller that keeps the energies only computes those of new frames).
 * @param pcm 16-bit PCM starting on a frame boundary
 * @param out where the values go (must have room for every whole frame of pcm)
 * @param at index of pcm's first frame in out
 */
export function frameEnergiesInto(pcm: Buffer, out: Float64Array, at: number): void {
  const n = Math.floor(pcm.length / FRAME_BYTES);
  // A typed view reads samples several times faster than readInt16LE; it needs an even offset.
  const view =
    LITTLE_ENDIAN && pcm.byteOffset % 2 === 0
      ? new Int16Array(pcm.buffer, pcm.byteOffset, n * FRAME_SAMPLES)
      : undefined;
  for (let f = 0; f < n; f++) {
    let sum = 0;
    const base = f * FRAME_SAMPLES;
    for (let i = 0; i < FRAME_SAMPLES; i++) {
      const s = view ? (view[base + i] as number) : pcm.readInt16LE((base + i) * 2);
      sum += s * s;
    }
    const rms = Math.sqrt(sum / FRAME_SAMPLES) / 32768;
    out[at + f] = rms > 1e-5 ? 20 * Math.log10(rms) : -100;
  }
}

/**
 * Marks frames that carry voice-level energy: well above the recording's own noise floor and above
 * an absolute threshold, so that both digital silence and steady low hiss count as silence.
 * @param energies output of {@link frameEnergies}
 * @returns true per speech frame
 */
export function speechMask(energies: Float64Array): boolean[] {
  if (!energies.length) return [];
  const sorted = Array.from(energies).sort((a, b) => a - b);
  const floor = sorted[Math.floor(sorted.length * 0.1)] as number;
  const threshold = Math.max(floor + 6, LOUD_DB);
  return Array.from(energies, (e) => e > threshold);
}

/** Frames louder than this (dBFS) count as sound when choosing what to decode. */
export const LOUD_DB = -50;

/**
 * Marks frames louder than an absolute level. Unlike {@link speechMask} this never depends on the rest
 * of the recording, so a decision made on the first seconds still holds when more audio arrives (the
 * early alignment in speculation.ts relies on that).
 * @param energies output of {@link frameEnergies}
 * @returns true per loud frame
 */
export function loudMask(energies: Float64Array): boolean[] {
  return Array.from(energies, (e) => e > LOUD_DB);
}

/**
 * The part of a recording worth decoding: from a little before the first voiced frame to a little
 * after the last. Recordings end after several seconds of silence (the recorder waits 6 s), which
 * would otherwise cost as much decoding time as the speech itself.
 * @param speech per-frame mask, from {@link loudMask}
 * @param marginFrames silence kept on each side
 * @returns first frame and frame count to decode (the whole recording when nothing is voiced)
 */
export function speechWindow(speech: boolean[], marginFrames = 40): { start: number; frames: number } {
  const first = speech.indexOf(true);
  if (first < 0) return { start: 0, frames: speech.length };
  const last = speech.lastIndexOf(true);
  const start = Math.max(0, first - marginFrames);
  const end = Math.min(speech.length, last + 1 + marginFrames);
  return { start, frames: end - start };
}
