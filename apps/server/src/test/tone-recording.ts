import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";

/** A real recording for upload tests, as WAV and as the mp3 the browser's encoder would send. */
export type ToneRecording = { wav: Buffer; mp3: Buffer };

/**
 * Makes a 1 s 440 Hz tone with sox (16 kHz, 16-bit mono WAV) and encodes it with lame at 32 kbps.
 * @param dir - a scratch folder (the files tone.wav and tone.mp3 are written there)
 * @returns both encodings
 */
export function makeToneRecording(dir: string): ToneRecording {
  const wav = join(dir, "tone.wav");
  const mp3 = join(dir, "tone.mp3");
  execFileSync("sox", ["-n", "-r", "16000", "-c", "1", "-b", "16", wav, "synth", "1", "sine", "440"]);
  execFileSync("lame", ["--quiet", "-b", "32", wav, mp3]);
  return { wav: readFileSync(wav), mp3: readFileSync(mp3) };
}
