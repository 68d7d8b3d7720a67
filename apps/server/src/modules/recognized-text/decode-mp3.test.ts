import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeMp3, parseWav, toRecognizerPcm } from "./decode-mp3.ts";

/** A 16-bit PCM WAV file; dataSize overrides the declared data length (pipes write 0 or 0xFFFFFFFF). */
function wav(rate: number, channels: number, samples: number[], dataSize?: number): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  for (const [i, s] of samples.entries()) data.writeInt16LE(s, i * 2);
  const h = Buffer.alloc(44);
  h.write("RIFF", 0, "ascii");
  h.writeUInt32LE(36 + data.length, 4);
  h.write("WAVEfmt ", 8, "ascii");
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(channels, 22);
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * channels * 2, 28);
  h.writeUInt16LE(channels * 2, 32);
  h.writeUInt16LE(16, 34);
  h.write("data", 36, "ascii");
  h.writeUInt32LE(dataSize ?? data.length, 40);
  return Buffer.concat([h, data]);
}

const pcmValues = (b: Buffer) => Array.from({ length: b.length / 2 }, (_, i) => b.readInt16LE(i * 2));

describe("WAV to recogniser PCM", () => {
  it("reads 16-bit PCM, also when a pipe left the data size at 0 or 0xFFFFFFFF", () => {
    for (const size of [undefined, 0, 0xffffffff]) {
      const a = parseWav(wav(16000, 1, [1, -2, 300], size));
      expect(a).toMatchObject({ rate: 16000, channels: 1 });
      expect(Array.from(a.samples)).toEqual([1, -2, 300]);
    }
  });

  it("refuses what is not 16-bit PCM WAV", () => {
    expect(() => parseWav(Buffer.from("not a wav file at all"))).toThrow(/not a WAV/);
    const float = wav(16000, 1, [0, 0]);
    float.writeUInt16LE(3, 20);
    expect(() => parseWav(float)).toThrow(/unsupported/);
    expect(() => parseWav(wav(16000, 1, []).subarray(0, 36))).toThrow(/without data/);
  });

  it("mixes stereo to mono and resamples 32 kHz to 16 kHz", () => {
    const stereo = toRecognizerPcm({
      rate: 16000,
      channels: 2,
      samples: Int16Array.from([100, 300, -50, 50]),
    });
    expect(pcmValues(stereo)).toEqual([200, 0]);
    const fast = toRecognizerPcm({
      rate: 32000,
      channels: 1,
      samples: Int16Array.from([0, 10, 20, 30, 40, 50]),
    });
    expect(pcmValues(fast)).toEqual([0, 20, 40]);
    const slow = toRecognizerPcm({ rate: 8000, channels: 1, samples: Int16Array.from([0, 100]) });
    expect(pcmValues(slow)).toEqual([0, 50, 100, 100]);
  });
});

describe("decodeMp3 (lame)", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "hibiki-decode-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("decodes a 44.1 kHz stereo mp3 to 16 kHz mono PCM of the same length", async () => {
    const src = join(dir, "tone.wav");
    execFileSync("sox", ["-n", "-r", "44100", "-c", "2", "-b", "16", src, "synth", "1.0", "sine", "440"]);
    execFileSync("lame", ["--quiet", "-b", "128", src, join(dir, "tone.mp3")]);
    const pcm = await decodeMp3(join(dir, "tone.mp3"));
    // 1 s at 16 kHz, give or take the encoder's padding.
    expect(pcm.length / 2).toBeGreaterThan(15_000);
    expect(pcm.length / 2).toBeLessThan(18_000);
    expect(Math.max(...pcmValues(pcm.subarray(8000, 12000)))).toBeGreaterThan(5000);
  });

  it("fails clearly for a file that is not mp3", async () => {
    writeFileSync(join(dir, "bad.mp3"), "this is text");
    await expect(decodeMp3(join(dir, "bad.mp3"))).rejects.toThrow(/bad\.mp3/);
  });
});
