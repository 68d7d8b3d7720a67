import { describe, expect, it } from "vitest";
import { ChunkStream } from "./chunk-stream.ts";
import { Chunker } from "./chunker.ts";

describe("Chunker", () => {
  it("cuts 16 kHz audio into 3200-sample (200 ms) chunks across uneven buffers", () => {
    const c = new Chunker();
    const samples = Int16Array.from({ length: 10000 }, (_, i) => i % 30000);
    const chunks = [
      ...c.push(samples.subarray(0, 1365)),
      ...c.push(samples.subarray(1365, 2730)),
      ...c.push(samples.subarray(2730, 9999)),
      ...c.push(samples.subarray(9999)),
    ];
    expect(chunks.map((x) => x.length)).toEqual([3200, 3200, 3200]);
    const rest = c.flush();
    expect(rest?.length).toBe(400);
    expect(c.flush()).toBeNull();
    const all = [...chunks, rest ?? new Int16Array()].flatMap((x) => [...x]);
    expect(all).toEqual([...samples]);
  });

  it("returns independent arrays (later pushes do not overwrite earlier chunks)", () => {
    const c = new Chunker(4);
    const [first] = c.push(Int16Array.from([1, 2, 3, 4]));
    c.push(Int16Array.from([9, 9, 9, 9]));
    expect([...(first ?? [])]).toEqual([1, 2, 3, 4]);
  });

  it("refuses a non-positive size", () => {
    expect(() => new Chunker(0)).toThrow(RangeError);
  });
});

describe("ChunkStream", () => {
  it("delivers chunks pushed before and after iteration starts, then ends on close", async () => {
    const stream = new ChunkStream();
    stream.push(Int16Array.from([1]));
    const seen: number[] = [];
    const done = (async () => {
      for await (const chunk of stream) seen.push(chunk[0] ?? -1);
    })();
    await Promise.resolve();
    stream.push(Int16Array.from([2]));
    setTimeout(() => {
      stream.push(Int16Array.from([3]));
      stream.close();
      stream.push(Int16Array.from([4]));
    }, 5);
    await done;
    expect(seen).toEqual([1, 2, 3]);
  });
});
