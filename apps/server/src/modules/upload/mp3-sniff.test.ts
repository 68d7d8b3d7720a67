import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { looksLikeMp3, mp3FrameLength } from "./mp3-sniff.ts";

describe("looksLikeMp3", () => {
  let work: string;
  const files: Record<string, Buffer> = {};
  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), "hibiki-sniff-"));
    const wav = join(work, "t.wav");
    execFileSync("sox", ["-n", "-r", "16000", "-c", "1", "-b", "16", wav, "synth", "0.5", "sine", "330"]);
    execFileSync("lame", ["--quiet", "-b", "32", wav, join(work, "id3.mp3")]);
    execFileSync("lame", ["--quiet", "-t", "-b", "64", "--resample", "44.1", wav, join(work, "raw.mp3")]);
    files.wav = readFileSync(wav);
    files.id3 = readFileSync(join(work, "id3.mp3"));
    files.raw = readFileSync(join(work, "raw.mp3"));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each([
    ["lame output at 16 kHz (MPEG-2)", "id3", true],
    ["lame output at 44.1 kHz without a Xing tag (MPEG-1)", "raw", true],
    ["a WAV file", "wav", false],
  ])("%s", (_name, key, expected) => {
    expect(looksLikeMp3(files[key] as Buffer)).toBe(expected);
  });

  it("rejects text, an ID3 tag with nothing after it, and a lone sync word", () => {
    expect(looksLikeMp3(Buffer.from("just some text, not audio at all"))).toBe(false);
    expect(looksLikeMp3(Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0]))).toBe(false);
    // A valid-looking first header followed by garbage where the second frame should start.
    const one = Buffer.alloc(600, 0x11);
    one.set([0xff, 0xfb, 0x90, 0x64]);
    expect(mp3FrameLength(one, 0)).toBe(417);
    expect(looksLikeMp3(one)).toBe(false);
    expect(looksLikeMp3(Buffer.alloc(0))).toBe(false);
  });
});
