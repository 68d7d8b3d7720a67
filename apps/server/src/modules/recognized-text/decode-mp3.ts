import { execFile } from "node:child_process";
import { MP3_UPLOAD_MAX_BYTES } from "@hibiki/contracts";
import { readStored, type Storage } from "../../storage/storage.ts";

/** Sample rate the recogniser takes. */
export const RECOGNIZER_RATE = 16_000;
/** Longest decoded audio accepted (bytes of WAV): about 5 minutes of 48 kHz stereo. */
const MAX_WAV_BYTES = 64 * 1024 * 1024;

/** PCM samples of a WAV file with its format. */
export type WavAudio = { rate: number; channels: number; samples: Int16Array };

/**
 * Reads 16-bit PCM out of a WAV file. The data chunk may declare a size of 0 or 0xFFFFFFFF (a decoder writing
 * to a pipe cannot seek back to fill it in): then everything after the chunk header is taken.
 * @param wav - the file's bytes
 * @returns rate, channel count and interleaved samples
 * @throws Error when it is not 16-bit PCM WAV
 */
export function parseWav(wav: Buffer): WavAudio {
  if (wav.length < 12 || wav.toString("ascii", 0, 4) !== "RIFF" || wav.toString("ascii", 8, 12) !== "WAVE")
    throw new Error("not a WAV file");
  let pos = 12;
  let rate = 0;
  let channels = 0;
  while (pos + 8 <= wav.length) {
    const id = wav.toString("ascii", pos, pos + 4);
    const size = wav.readUInt32LE(pos + 4);
    const body = pos + 8;
    if (id === "fmt ") {
      if (body + 16 > wav.length) break;
      const format = wav.readUInt16LE(body);
      channels = wav.readUInt16LE(body + 2);
      rate = wav.readUInt32LE(body + 4);
      const bits = wav.readUInt16LE(body + 14);
      if (format !== 1 || bits !== 16 || channels < 1 || rate < 1000)
        throw new Error(`unsupported WAV format ${format}/${bits} bit/${channels} ch/${rate} Hz`);
    } else if (id === "data") {
      if (!rate) throw new Error("WAV data before its format");
      const end = size === 0 || size === 0xffffffff ? wav.length : Math.min(wav.length, body + size);
      const bytes = wav.subarray(body, end - ((end - body) % 2));
      const samples = new Int16Array(bytes.length / 2);
      for (let i = 0; i < samples.length; i++) samples[i] = bytes.readInt16LE(i * 2);
      return { rate, channels, samples };
    }
    pos = body + size + (size % 2);
  }
  throw new Error("WAV file without data");
}

/**
 * Mixes to mono and resamples (linear interpolation) to 16 kHz, the recogniser's input.
 * @param audio - decoded samples
 * @returns 16 kHz 16-bit mono little-endian PCM
 */
export function toRecognizerPcm(audio: WavAudio): Buffer {
  const frames = Math.floor(audio.samples.length / audio.channels);
  const mono = new Float64Array(frames);
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    for (let c = 0; c < audio.channels; c++) sum += audio.samples[f * audio.channels + c] ?? 0;
    mono[f] = sum / audio.channels;
  }
  const ratio = audio.rate / RECOGNIZER_RATE;
  const outLength = ratio === 1 ? frames : Math.floor(frames / ratio);
  const out = Buffer.alloc(outLength * 2);
  for (let i = 0; i < outLength; i++) {
    const at = i * ratio;
    const left = Math.floor(at);
    const frac = at - left;
    const a = mono[left] ?? 0;
    const b = mono[Math.min(left + 1, frames - 1)] ?? a;
    const v = Math.round(a + (b - a) * frac);
    out.writeInt16LE(Math.max(-32768, Math.min(32767, v)), i * 2);
  }
  return out;
}

/**
 * Decodes an mp3 recording with `lame --decode` (installed with the speech packages) to the
 * recogniser's 16 kHz mono PCM.
 * @param input - the mp3 file's path, or its bytes (piped to lame)
 * @returns 16 kHz 16-bit mono PCM
 * @throws Error when lame is missing or the file cannot be decoded
 */
export function decodeMp3(input: string | Buffer): Promise<Buffer> {
  const path = typeof input === "string" ? input : "<stored mp3>";
  const args = typeof input === "string" ? [input, "-"] : ["--mp3input", "-", "-"];
  return new Promise((resolve, reject) => {
    const child = execFile(
      "lame",
      ["--decode", "--quiet", ...args],
      { encoding: "buffer", maxBuffer: MAX_WAV_BYTES, timeout: 30_000 },
      (err, stdout) => {
        if (err) return reject(new Error(`lame --decode ${path} failed: ${err.message}`));
        try {
          resolve(toRecognizerPcm(parseWav(stdout)));
        } catch (e) {
          reject(new Error(`lame --decode ${path}: ${(e as Error).message}`));
        }
      },
    );
    // A lame that exits early closes the pipe; its exit status is the error reported above.
    child.stdin?.on("error", () => undefined);
    child.stdin?.end(typeof input === "string" ? undefined : input);
  });
}

/**
 * Opens a stored recording (app.storage, local folder or S3) and decodes it for the recogniser.
 * @param storage - the file store
 * @param key - the recording's storage key (`rec/<yyyy-mm>/<id>.mp3`, from the files row)
 * @returns 16 kHz 16-bit mono PCM
 * @throws Error when the file is gone or cannot be decoded
 */
export async function decodeStoredMp3(storage: Storage, key: string): Promise<Buffer> {
  const mp3 = await readStored(storage, key, MP3_UPLOAD_MAX_BYTES);
  if (!mp3) throw new Error(`recording ${key} is missing from ${storage.describe}`);
  return decodeMp3(mp3);
}

/**
 * Whether `lame` can be run here.
 * @returns true when `lame --version` succeeds
 */
export function lameAvailable(): Promise<boolean> {
  return new Promise((resolve) => {
    execFile("lame", ["--version"], { timeout: 5000 }, (err) => resolve(!err));
  });
}
