import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_MODEL_DIR } from "../../../src/speech/pool.ts";
import { readSendump, writeS3Float3d } from "./s3-files.ts";

/** The floats of a SphinxTrain parameter file after its header, byte-order word and `dims` counts. */
function floatsOf(path: string, dims: number): { header: string; counts: number[]; floats: Float32Array } {
  const b = readFileSync(path);
  const end = b.indexOf("endhdr\n") + "endhdr\n".length;
  expect(end % 4).toBe(0);
  expect(b.readInt32LE(end)).toBe(0x11223344);
  const counts = Array.from({ length: dims }, (_, i) => b.readUInt32LE(end + 4 + 4 * i));
  const start = end + 4 + 4 * dims;
  const copy = b.subarray(start, start + Math.floor((b.length - start) / 4) * 4);
  return {
    header: b.toString("latin1", 0, end),
    counts,
    floats: new Float32Array(copy.buffer.slice(copy.byteOffset, copy.byteOffset + copy.length)),
  };
}

describe("SphinxTrain files of the acoustic adaptation", () => {
  it("reads the decoder's quantised mixture weights back into rows that sum to 1", () => {
    const m = readSendump(join(DEFAULT_MODEL_DIR, "en-us", "sendump"));
    expect([m.senones, m.features, m.codewords]).toEqual([5126, 3, 128]);
    for (const row of [0, 1, 7777, m.senones * m.features - 1]) {
      const w = m.weights.subarray(row * m.codewords, (row + 1) * m.codewords);
      expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 4);
      expect(Math.max(...w)).toBeGreaterThan(0.05);
    }
  });

  it("writes a float file SphinxTrain reads: aligned header, dimensions, count, floats", () => {
    const dir = mkdtempSync(join(tmpdir(), "hibiki-s3-"));
    try {
      const data = Float32Array.from({ length: 24 }, (_, i) => i / 8);
      writeS3Float3d(join(dir, "mixw"), [2, 3, 4], data);
      const { header, counts, floats } = floatsOf(join(dir, "mixw"), 4);
      expect(header.startsWith("s3\nversion 1.0\n")).toBe(true);
      expect(counts).toEqual([2, 3, 4, 24]);
      expect(Array.from(floats)).toEqual(Array.from(data));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
