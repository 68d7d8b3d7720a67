import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstMpegFrame, wavInfo } from "./audio-probe.ts";
import { createSynthesizer, type Synthesizer, synthesizeToFile, TtsInputError } from "./synthesize.ts";

const SENTENCE = "My sister walks our dog by the river every morning.";
let dir: string;
let synth: Synthesizer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "tts-test-"));
  synth = createSynthesizer({ cacheDir: join(dir, "cache") });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function countFiles(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).length;
}

describe("synthesize (real flite, sox, lame)", () => {
  it("writes a 16 kHz mono 16-bit wav of plausible length", async () => {
    const result = await synth.synthesize({ text: SENTENCE, voice: "female1", speed: 1, format: "wav" });
    const info = wavInfo(await readFile(result.path));
    expect(info).toMatchObject({ sampleRate: 16000, channels: 1, bits: 16 });
    // Ten words at a normal pace: roughly 2-5 seconds.
    expect(info.seconds).toBeGreaterThan(2);
    expect(info.seconds).toBeLessThan(5);
  });

  it("writes an mp3 starting with an MPEG-2 layer III frame at 16 kHz", async () => {
    const result = await synth.synthesize({ text: SENTENCE, voice: "male1", speed: 1, format: "mp3" });
    const bytes = await readFile(result.path);
    const frame = firstMpegFrame(bytes);
    expect(frame).toMatchObject({ offset: 0, version: "2", layer: 3, sampleRate: 16000 });
    expect(bytes.length).toBeGreaterThan(5000);
  });

  it("serves a repeated request from the cache, faster and byte-identical", async () => {
    const request = {
      text: "The library opens at nine on Saturdays.",
      voice: "male2",
      speed: 1,
      format: "mp3",
    } as const;
    const t0 = performance.now();
    const first = await synth.synthesize(request);
    const coldMs = performance.now() - t0;
    const t1 = performance.now();
    const second = await synth.synthesize(request);
    const warmMs = performance.now() - t1;
    expect(first.cached).toBe(false);
    expect(second).toEqual({ ...first, cached: true, source: "local" });
    expect(warmMs).toBeLessThan(coldMs / 3);
    expect(await readFile(second.path)).toEqual(await readFile(first.path));
  });

  it("normalises text before caching, so equivalent texts share a file", async () => {
    const a = await synth.synthesize({
      text: "Good  morning,\nclass.",
      voice: "female1",
      speed: 1,
      format: "wav",
    });
    const b = await synth.synthesize({
      text: "Ｇｏｏｄ morning, class.",
      voice: "female1",
      speed: 1,
      format: "wav",
    });
    expect(b.path).toBe(a.path);
    expect(b.cached).toBe(true);
  });

  it("coalesces concurrent identical requests into one render", async () => {
    const cacheDir = join(dir, "coalesce");
    const fresh = createSynthesizer({ cacheDir });
    const request = {
      text: "We planted tomatoes in the school garden.",
      voice: "male3",
      speed: 1,
      format: "wav",
    } as const;
    const results = await Promise.all([1, 2, 3, 4].map(() => fresh.synthesize(request)));
    expect(new Set(results.map((r) => r.path)).size).toBe(1);
    expect(results.every((r) => r.cached === false)).toBe(true);
    expect(await countFiles(cacheDir)).toBe(1);
  });

  it("makes slower speeds longer and faster speeds shorter", async () => {
    const seconds: number[] = [];
    for (const speed of [0.5, 0.75, 1, 1.25, 1.5] as const) {
      const r = await synth.synthesize({ text: SENTENCE, voice: "female1", speed, format: "wav" });
      seconds.push(wavInfo(await readFile(r.path)).seconds);
    }
    for (let i = 1; i < seconds.length; i++) expect(seconds[i]).toBeLessThan(seconds[i - 1] ?? 0);
    // Half speed is close to twice as long as normal speed.
    expect((seconds[0] ?? 0) / (seconds[2] ?? 1)).toBeGreaterThan(1.7);
  });

  it("gives each dialogue speaker a different voice", async () => {
    const files = new Set<string>();
    for (const voice of ["female1", "female2", "male1", "male2", "male3"] as const) {
      const r = await synth.synthesize({ text: "Nice to meet you.", voice, speed: 1, format: "wav" });
      files.add((await readFile(r.path)).toString("base64"));
    }
    expect(files.size).toBe(5);
  });

  it.each([
    [{ text: "日本語です", voice: "female1", speed: 1, format: "mp3" }, "text"],
    [{ text: "Hello", voice: "robot", speed: 1, format: "mp3" }, "voice"],
    [{ text: "Hello", voice: "female1", speed: 2, format: "mp3" }, "speed"],
    [{ text: "Hello", voice: "female1", speed: 1, format: "ogg" }, "format"],
  ])("refuses %j with a TtsInputError on %s", async (request, field) => {
    const error = await synth.synthesize(request as never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TtsInputError);
    expect((error as TtsInputError).field).toBe(field);
  });

  it("synthesizeToFile writes the requested file for the content build", async () => {
    const out = join(dir, "content", "lesson1", "q1.mp3");
    await synthesizeToFile(
      { text: "Open your books, please.", voice: "male1", speed: 0.75, format: "mp3" },
      out,
    );
    expect(firstMpegFrame(await readFile(out))?.offset).toBe(0);
  });
});
