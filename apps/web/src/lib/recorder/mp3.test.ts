import { describe, expect, it } from "vitest";
import { encodeMp3, encodeMp3Blob, Mp3Writer } from "./mp3.ts";

function tone(seconds: number): Int16Array {
  return Int16Array.from({ length: Math.round(16000 * seconds) }, (_, i) =>
    Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / 16000)),
  );
}

describe("encodeMp3", () => {
  it("produces MPEG-2 layer III frames at 16 kHz mono", () => {
    const bytes = encodeMp3(tone(1));
    const sync = bytes.findIndex((b, i) => b === 0xff && ((bytes[i + 1] ?? 0) & 0xe0) === 0xe0);
    expect(sync).toBe(0);
    const b1 = bytes[1] ?? 0;
    const b2 = bytes[2] ?? 0;
    const b3 = bytes[3] ?? 0;
    expect((b1 >> 3) & 3).toBe(2); // MPEG-2
    expect((b1 >> 1) & 3).toBe(1); // layer III
    expect((b2 >> 2) & 3).toBe(2); // 16000 Hz in the MPEG-2 table
    expect(b3 >> 6).toBe(3); // mono
  });

  it("is about 4 kB per second at 32 kbps", () => {
    const bytes = encodeMp3(tone(3));
    expect(bytes.length).toBeGreaterThan(3 * 3500);
    expect(bytes.length).toBeLessThan(3 * 4500);
  });

  it("wraps the bytes as an audio/mpeg blob", () => {
    const blob = encodeMp3Blob(tone(1));
    expect(blob.type).toBe("audio/mpeg");
    expect(blob.size).toBeGreaterThan(3000);
  });

  it("gives the same file when fed incrementally in uneven chunks, as the recorder does", () => {
    const samples = tone(1.5);
    const writer = new Mp3Writer();
    let offset = 0;
    for (const size of [1365, 3200, 7, 2000, 1152]) {
      writer.push(samples.subarray(offset, offset + size));
      offset += size;
    }
    writer.push(samples.subarray(offset));
    expect(writer.finish()).toEqual(encodeMp3(samples));
  });
});
