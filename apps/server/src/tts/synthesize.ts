import { createHash, randomBytes } from "node:crypto";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Limiter, runCommand } from "./run-command.ts";
import type { SharedTtsCache } from "./shared-cache.ts";
import { normalizeTtsText, type TextProblem } from "./validate-text.ts";
import {
  isTtsSpeed,
  isVoiceId,
  TTS_FORMATS,
  type TtsFormat,
  type TtsSpeed,
  VOICES,
  type VoiceId,
} from "./voices.ts";

/** One synthesis request: English text, a speaker id, a picker speed and an output format. */
export type TtsRequest = { text: string; voice: VoiceId; speed: TtsSpeed; format: TtsFormat };

/** Where the audio is, whether it came from a cache, and from which: this machine's, the shared one, or a
 * new rendering. */
export type TtsResult = {
  path: string;
  key: string;
  cached: boolean;
  source: "local" | "shared" | "rendered";
};

/** Raised for requests that can never succeed (bad text, unknown voice, speed or format). */
export class TtsInputError extends Error {
  override name = "TtsInputError";
  /** @param field - the request field at fault; @param problem - a stable reason */
  constructor(
    readonly field: "text" | "voice" | "speed" | "format",
    readonly problem: TextProblem | "unknown",
  ) {
    super(`invalid ${field}: ${problem}`);
  }
}

export type SynthesizerOptions = {
  /** directory for cached audio; created if missing */
  cacheDir: string;
  /** flite/sox/lame processes at once (default 2, the machine's cores) */
  maxConcurrent?: number;
  /** renders allowed to wait for a slot before requests are refused with TtsBusyError (default 64) */
  maxQueue?: number;
  /** the cache the machines share, tried after the local folder; a new rendering is kept in it */
  shared?: SharedTtsCache | undefined;
  /** told when the shared cache fails (the audio is then rendered or served locally all the same) */
  onSharedError?: (err: unknown) => void;
};

/** Synthesises and caches model audio; see `createSynthesizer`. */
export type Synthesizer = {
  synthesize(request: TtsRequest): Promise<TtsResult>;
  /** the cache key a request maps to (also usable as an ETag) */
  keyOf(request: TtsRequest): string;
};

// Bump when the audio pipeline changes so stale cached files are not served.
const PIPELINE_VERSION = 1;

/**
 * Checks and normalises a request.
 * @param request - possibly unchecked values
 * @returns the request with normalised text
 * @throws TtsInputError for any invalid field
 */
export function checkTtsRequest(request: TtsRequest): TtsRequest {
  const text = normalizeTtsText(String(request.text ?? ""));
  if (!text.ok) throw new TtsInputError("text", text.problem);
  if (!isVoiceId(String(request.voice))) throw new TtsInputError("voice", "unknown");
  if (!isTtsSpeed(Number(request.speed))) throw new TtsInputError("speed", "unknown");
  if (!(TTS_FORMATS as readonly string[]).includes(request.format))
    throw new TtsInputError("format", "unknown");
  return { ...request, text: text.text };
}

function cacheKey(request: TtsRequest): string {
  const material = JSON.stringify([
    PIPELINE_VERSION,
    request.text,
    request.voice,
    request.speed,
    request.format,
  ]);
  return createHash("sha256").update(material).digest("hex");
}

function fliteArgs(request: TtsRequest, outFile: string): string[] {
  const voice = VOICES[request.voice];
  const features: Record<string, number> = { ...voice.features };
  // flite stretches durations: 2 = half speed, so the picker's speed maps to its inverse.
  if (request.speed !== 1) features.duration_stretch = Number((1 / request.speed).toFixed(4));
  const args = ["-voice", voice.flite];
  for (const [name, value] of Object.entries(features)) args.push("--setf", `${name}=${value}`);
  args.push("-t", request.text, "-o", outFile);
  return args;
}

/**
 * Runs the audio pipeline: flite at the voice's native rate, sox to 16 kHz mono 16-bit, lame for mp3.
 * @param request - a checked request
 * @param outFile - final path; written atomically (temporary file, then rename)
 */
async function render(request: TtsRequest, outFile: string): Promise<void> {
  const tag = randomBytes(6).toString("hex");
  const work = join(tmpdir(), `hibiki-tts-${tag}`);
  const raw = `${work}-raw.wav`;
  const wav = `${work}-16k.wav`;
  const partial = `${outFile}.${tag}.part`;
  try {
    await mkdir(dirname(outFile), { recursive: true });
    await runCommand("flite", fliteArgs(request, raw));
    const soxOut = request.format === "wav" ? partial : wav;
    await runCommand("sox", [
      raw,
      "-t",
      "wav",
      "-r",
      "16000",
      "-c",
      "1",
      "-b",
      "16",
      "-e",
      "signed-integer",
      soxOut,
    ]);
    if (request.format === "mp3") {
      await runCommand("lame", ["--quiet", "-m", "m", "-b", "48", "--resample", "16", wav, partial]);
    }
    await rename(partial, outFile);
  } finally {
    await Promise.all([raw, wav, partial].map((f) => rm(f, { force: true })));
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).size > 0;
  } catch {
    // A missing file is the normal cache miss, not an error.
    return false;
  }
}

/**
 * Creates a synthesiser with an on-disk cache keyed by a hash of (text, voice, speed, format), backed by
 * the machines' shared cache when one is given. Concurrent identical requests share one render.
 * @param options - cache directory and concurrency
 * @returns the synthesiser
 */
export function createSynthesizer(options: SynthesizerOptions): Synthesizer {
  const limiter = new Limiter(options.maxConcurrent ?? 2, options.maxQueue ?? 64);
  const inFlight = new Map<string, Promise<TtsResult>>();

  const pathOf = (key: string, format: TtsFormat) =>
    join(options.cacheDir, key.slice(0, 2), `${key}.${format}`);

  async function produce(request: TtsRequest, key: string): Promise<TtsResult> {
    const path = pathOf(key, request.format);
    if (await exists(path)) return { path, key, cached: true, source: "local" };
    const { shared, onSharedError } = options;
    const fetched = shared
      ? await shared.fetch(key, request.format, path).catch((err: unknown) => {
          onSharedError?.(err);
          return false;
        })
      : false;
    if (fetched) return { path, key, cached: true, source: "shared" };
    await limiter.run(() => render(request, path));
    await shared?.keep(key, request.format, path).catch((err: unknown) => onSharedError?.(err));
    return { path, key, cached: false, source: "rendered" };
  }

  return {
    keyOf: (request) => cacheKey(checkTtsRequest(request)),
    synthesize(input) {
      let request: TtsRequest;
      try {
        request = checkTtsRequest(input);
      } catch (error) {
        return Promise.reject(error);
      }
      const key = cacheKey(request);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const job = produce(request, key).finally(() => inFlight.delete(key));
      inFlight.set(key, job);
      return job;
    },
  };
}

/**
 * Synthesises one text straight to a chosen file (no cache): for the content build's model audio.
 * @param request - text, voice, speed and format
 * @param outFile - destination path (its folder is created)
 * @returns the destination path
 * @throws TtsInputError for bad input, TtsEngineError when a tool fails
 */
export async function synthesizeToFile(request: TtsRequest, outFile: string): Promise<string> {
  await render(checkTtsRequest(request), outFile);
  return outFile;
}
