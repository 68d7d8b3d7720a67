import { describe, expect, it } from "vitest";
import { base64ToPcm, concatPcm, pcmToBase64 } from "./pcm.ts";

describe("pcm", () => {
  it("encodes 16-bit samples little-endian in base64", () => {
    // 1 → 01 00, -2 → FE FF, 256 → 00 01
    expect(pcmToBase64(Int16Array.from([1, -2, 256]))).toBe(btoa("\x01\x00\xfe\xff\x00\x01"));
  });

  it("round-trips a full 3200-sample chunk, including extreme values", () => {
    const chunk = Int16Array.from({ length: 3200 }, (_, i) => ((i * 7919) % 65536) - 32768);
    const text = pcmToBase64(chunk);
    expect(text.length).toBe(Math.ceil(6400 / 3) * 4);
    expect(base64ToPcm(text)).toEqual(chunk);
  });

  it("handles buffers larger than one String.fromCharCode batch", () => {
    const big = new Int16Array(40_000).map((_, i) => i);
    expect(base64ToPcm(pcmToBase64(big))).toEqual(big);
  });

  it("concatenates chunks in order", () => {
    expect([...concatPcm([Int16Array.from([1, 2]), new Int16Array(0), Int16Array.from([3])])]).toEqual([
      1, 2, 3,
    ]);
  });
});
