import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Test fixtures: speech synthesised with Debian's flite at test time, converted with sox to the
 * engine's format (16 kHz 16-bit mono raw PCM). Used by the speech tests and bench/speech.mjs.
 */
export class TestAudio {
  private readonly dir = mkdtempSync(join(tmpdir(), "hibiki-speech-test-"));
  private n = 0;

  /**
   * Synthesises text.
   * @param text English text
   * @param voice flite voice (slt, awb, rms, kal16)
   * @returns raw PCM
   */
  speak(text: string, voice = "slt"): Buffer {
    const base = join(this.dir, `u${this.n++}`);
    execFileSync("flite", ["-voice", voice, "-t", text, "-o", `${base}.wav`]);
    return this.toRaw(`${base}.wav`, `${base}.raw`);
  }

  /**
   * Synthesises text with espeak-ng (a robotic voice the recogniser finds harder than flite's).
   * @param text English text
   * @param voice espeak-ng voice (en-us, en+f3, ...)
   * @returns raw PCM
   */
  speakEspeak(text: string, voice = "en-us"): Buffer {
    const base = join(this.dir, `e${this.n++}`);
    execFileSync("espeak-ng", ["-v", voice, "-s", "150", "-w", `${base}.wav`, text]);
    return this.toRaw(`${base}.wav`, `${base}.raw`);
  }

  /** Converts a WAV file to the engine's raw PCM and reads it. */
  private toRaw(wav: string, raw: string): Buffer {
    execFileSync("sox", [wav, "-r", "16000", "-c", "1", "-b", "16", "-e", "signed", "-t", "raw", raw]);
    return readFileSync(raw);
  }

  /**
   * Quiet room tone: very low white noise, so the recording is not digital zero.
   * @param seconds duration
   * @returns raw PCM
   */
  silence(seconds: number): Buffer {
    const out = join(this.dir, `s${this.n++}.raw`);
    execFileSync("sox", [
      "-n",
      "-r",
      "16000",
      "-c",
      "1",
      "-b",
      "16",
      "-e",
      "signed",
      "-t",
      "raw",
      out,
      "synth",
      String(seconds),
      "whitenoise",
      "vol",
      "0.002",
    ]);
    return readFileSync(out);
  }

  /**
   * Adds steady white noise (deterministic), like a fan or a noisy classroom.
   * @param pcm clean audio
   * @param amplitude peak noise amplitude in 16-bit units (1500 is about -30 dBFS)
   * @returns noisy copy
   */
  addNoise(pcm: Buffer, amplitude: number): Buffer {
    const out = Buffer.alloc(pcm.length);
    let seed = 1;
    for (let i = 0; i + 1 < pcm.length; i += 2) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed / 0x7fffffff - 0.5) * 2 * amplitude;
      out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(pcm.readInt16LE(i) + noise))), i);
    }
    return out;
  }

  /** Removes the temporary directory. */
  dispose(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
