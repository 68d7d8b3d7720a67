import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { copyFile, mkdir, mkdtemp, rename, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** flite voices available on the build machine; speakers in content map onto these. */
export const VOICES = ["slt", "awb", "rms", "kal16"] as const;
export type Voice = (typeof VOICES)[number];

/** One spoken line of a model recording. */
export interface AudioLine {
  text: string;
  voice: Voice;
}

/** A model recording to produce: one or more lines, joined with a short pause between them. */
export interface AudioJob {
  /** file name inside the resource's audio/ folder, e.g. lc01.mp3 */
  name: string;
  lines: AudioLine[];
}

/** Bumped when the synthesis recipe changes, so cached files from an older recipe are not reused. */
const RECIPE = "flite+lame-48k-mono-v1";
const PAUSE_SECONDS = "0.6";

/**
 * Cache key of a recording: the same text, voices and recipe always give the same file.
 * @param lines - the spoken lines
 * @returns a hex digest
 */
export function audioKey(lines: readonly AudioLine[]): string {
  const hash = createHash("sha256").update(RECIPE);
  for (const line of lines) hash.update(`\u0000${line.voice}\u0000${line.text}`);
  return hash.digest("hex").slice(0, 32);
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).size > 0;
  } catch {
    return false;
  }
}

/**
 * Synthesises spoken lines to an mp3 in the cache, unless it is already there. Safe to call from several
 * processes at once: each writes its own part file and renames it into place.
 * @param lines - what to say, line by line
 * @param cacheDir - the cache folder (content/.cache/audio for the build, the data folder for the server)
 * @returns the cached file and whether it was already there
 * @throws when flite, sox or lame fail
 */
export async function ensureAudio(
  lines: readonly AudioLine[],
  cacheDir: string,
): Promise<{ path: string; hit: boolean }> {
  const cached = join(cacheDir, `${audioKey(lines)}.mp3`);
  if (await exists(cached)) return { path: cached, hit: true };
  await mkdir(cacheDir, { recursive: true });
  const work = await mkdtemp(join(tmpdir(), "hibiki-audio-"));
  try {
    const wavs: string[] = [];
    for (const [i, line] of lines.entries()) {
      const wav = join(work, `${i}.wav`);
      await run("flite", ["-voice", line.voice, "-t", line.text, "-o", wav]);
      wavs.push(wav);
    }
    let joined = wavs[0] as string;
    if (wavs.length > 1) {
      // Dialogue lines get a pause between speakers, as in a real listening test.
      joined = join(work, "joined.wav");
      const parts = wavs.flatMap((w, i) => (i === 0 ? [w] : [join(work, "pause.wav"), w]));
      await run("sox", [
        "-n",
        "-r",
        "16000",
        "-c",
        "1",
        "-b",
        "16",
        join(work, "pause.wav"),
        "trim",
        "0",
        PAUSE_SECONDS,
      ]);
      await run("sox", [...parts, joined]);
    }
    const mp3 = join(work, "out.mp3");
    await run("lame", ["--quiet", "-m", "m", "-b", "48", joined, mp3]);
    // Renamed into place so an interrupted run never leaves a half-written cache entry; the part file is
    // this call's own, so two processes rendering the same lines do not write into one file.
    const part = `${cached}.${process.pid}-${basename(work)}.part`;
    await copyFile(mp3, part);
    await rename(part, cached);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return { path: cached, hit: false };
}

/**
 * Synthesises a job to an mp3 in the cache (unless it is already there) and copies it to the target.
 * @param job - what to say
 * @param cacheDir - content/.cache/audio
 * @param target - output mp3 path
 * @returns whether the cache already held the file
 * @throws when flite, sox or lame fail (the message names the file)
 */
export async function renderAudio(job: AudioJob, cacheDir: string, target: string): Promise<boolean> {
  try {
    const { path, hit } = await ensureAudio(job.lines, cacheDir);
    await copyFile(path, target);
    return hit;
  } catch (err) {
    throw new Error(`audio ${job.name}: ${(err as Error).message.split("\n")[0]?.trim()}`);
  }
}

/**
 * Runs async tasks with a small concurrency limit (the build machine has 2 shared cores).
 * @param tasks - thunks to run
 * @param limit - how many at once
 * @returns the results in task order
 */
export async function runLimited<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await (tasks[i] as () => Promise<T>)();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
