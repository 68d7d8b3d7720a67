/**
 * speechocean762 (Zhang et al. 2021, arXiv 2104.01378; free for commercial and non-commercial use):
 * 5,000 English readings by 250 Mandarin-speaking learners, half of them children, each scored by
 * five experts. Read from the folder in SPEECHOCEAN762_DIR (see get-speechocean762.sh):
 *   WAVE/SPEAKERdddd/<utt>.WAV, {train,test}/{utt2spk,spk2age}, {train,test}/utt2score (the expert
 *   scores from the repository's commit 05a80e7, where the train split was called "dev").
 * Labels are the median of the five experts.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export type Split = "train" | "test";

/** Human scores of one word (0–10). */
export interface WordLabel {
  text: string;
  accuracy: number;
  total: number;
}

/** One reading with its median expert scores (sentence scores 0–10, completeness 0–1). */
export interface Utterance {
  id: string;
  split: Split;
  speaker: string;
  age: number;
  /** the words the speaker was asked to read, as the experts scored them */
  words: WordLabel[];
  accuracy: number;
  fluency: number;
  completeness: number;
  prosodic: number;
  total: number;
}

/** The data set's folder, or undefined with the reason. */
export function datasetDir(): { dir?: string; why?: string } {
  const dir = process.env.SPEECHOCEAN762_DIR;
  if (!dir) return { why: "SPEECHOCEAN762_DIR is not set (see apps/server/scripts/speech-model/README.md)" };
  for (const need of ["WAVE", "train/utt2score", "test/utt2score", "train/spk2age", "test/utt2spk"])
    if (!existsSync(join(dir, need))) return { why: `${dir} has no ${need} (run get-speechocean762.sh)` };
  return { dir };
}

/** Median of a list of numbers. */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

function table(path: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of readFileSync(path, "utf8").split("\n")) {
    const m = /^(\S+)\s+(.*)$/.exec(line.trim());
    if (m) out.set(m[1] as string, m[2] as string);
  }
  return out;
}

interface RawScores {
  accuracy: number[];
  fluency: number[];
  completeness: number[];
  prosodic: number[];
  total: number[];
  words: { text: string; accuracy: number[]; total: number[] }[];
}

/**
 * Loads one split.
 * @param dir data set folder
 * @param split train or test
 * @returns utterances in file order
 */
export function loadSplit(dir: string, split: Split): Utterance[] {
  const spk = table(join(dir, split, "utt2spk"));
  const age = table(join(dir, split, "spk2age"));
  const out: Utterance[] = [];
  for (const line of readFileSync(join(dir, split, "utt2score"), "utf8").split("\n")) {
    const tab = line.indexOf("\t");
    if (tab < 0) continue;
    const id = line.slice(0, tab);
    const raw = JSON.parse(line.slice(tab + 1)) as RawScores;
    const speaker = spk.get(id) ?? id.slice(1, 5);
    out.push({
      id,
      split,
      speaker,
      age: Number(age.get(speaker) ?? Number.NaN),
      words: raw.words.map((w) => ({ text: w.text, accuracy: median(w.accuracy), total: median(w.total) })),
      accuracy: median(raw.accuracy),
      fluency: median(raw.fluency),
      completeness: median(raw.completeness),
      prosodic: median(raw.prosodic),
      total: median(raw.total),
    });
  }
  return out;
}

/** The reference text of an utterance: its scored words, space-separated, lower case. */
export function referenceText(u: Utterance): string {
  return u.words.map((w) => w.text.toLowerCase()).join(" ");
}

/** An utterance's audio file under WAVE/, without the .WAV extension: SPEAKERdddd/<id> (digits 2–5 of the id). */
export function audioName(id: string): string {
  return `SPEAKER${id.slice(1, 5)}/${id}`;
}

/**
 * Reads an utterance's audio as 16 kHz 16-bit mono PCM (the data set's WAV files are in that format).
 * @param dir data set folder
 * @param id utterance id
 * @returns the samples
 * @throws Error when the file is not 16 kHz 16-bit mono PCM WAV
 */
export function readAudio(dir: string, id: string): Buffer {
  const wav = readFileSync(join(dir, "WAVE", `${audioName(id)}.WAV`));
  if (wav.toString("ascii", 0, 4) !== "RIFF" || wav.toString("ascii", 8, 12) !== "WAVE")
    throw new Error(`${id}: not a WAV file`);
  let pos = 12;
  let fmtOk = false;
  while (pos + 8 <= wav.length) {
    const kind = wav.toString("ascii", pos, pos + 4);
    const size = wav.readUInt32LE(pos + 4);
    if (kind === "fmt ")
      fmtOk =
        wav.readUInt16LE(pos + 8) === 1 &&
        wav.readUInt16LE(pos + 10) === 1 &&
        wav.readUInt32LE(pos + 12) === 16000 &&
        wav.readUInt16LE(pos + 22) === 16;
    if (kind === "data") {
      if (!fmtOk) throw new Error(`${id}: not 16 kHz 16-bit mono PCM`);
      return wav.subarray(pos + 8, Math.min(wav.length, pos + 8 + size));
    }
    pos += 8 + size + (size % 2);
  }
  throw new Error(`${id}: no data chunk`);
}
