import { describe, expect, it, vi } from "vitest";
import { recognizePcm } from "./recognize-pcm.ts";
import { parseRecordingUrl } from "./recording-file.ts";

/** 16 kHz PCM: silence, then a loud tone of `toneMs`, then silence. */
function audio(silenceMs: number, toneMs: number): Buffer {
  const n = (ms: number) => (ms * 16000) / 1000;
  const out = Buffer.alloc((n(silenceMs) * 2 + n(toneMs)) * 2);
  for (let i = 0; i < n(toneMs); i++) {
    out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 300 * i) / 16000)), (n(silenceMs) + i) * 2);
  }
  return out;
}

describe("recognizePcm", () => {
  it("answers '' for a silent recording without asking the engine", async () => {
    const engine = { recognize: vi.fn(async () => ({ words: [{ w: "hello" }] })) };
    expect(await recognizePcm(engine, Buffer.alloc(32000))).toBe("");
    expect(engine.recognize).not.toHaveBeenCalled();
  });

  it("decodes only the voiced part and drops fillers and pronunciation variants", async () => {
    const engine = {
      recognize: vi.fn(async (_pcm: Buffer) => ({
        words: [{ w: "<s>" }, { w: "the" }, { w: "[NOISE]" }, { w: "lake(2)" }, { w: "is" }, { w: "</s>" }],
      })),
    };
    const pcm = audio(3000, 1000);
    expect(await recognizePcm(engine, pcm)).toBe("the lake is");
    const sent = engine.recognize.mock.calls[0]?.[0] as Buffer;
    // 1 s of voice plus 0.4 s margins, not the 7 s recording.
    expect(sent.length).toBeLessThan(pcm.length / 3);
    expect(sent.length).toBeGreaterThan(32000);
  });

  it("passes the engine's failure on", async () => {
    const engine = { recognize: async () => Promise.reject(new Error("busy")) };
    await expect(recognizePcm(engine, audio(500, 1000))).rejects.toThrow("busy");
  });
});

describe("parseRecordingUrl", () => {
  const id = "AbCdEfGhIjKlMnOpQrStUv";
  it("reads the id and signature of a stored recording URL, relative or absolute", () => {
    expect(parseRecordingUrl(`/v3/files/rec/${id}.mp3?sig=xyz`)).toEqual({ id, sig: "xyz" });
    expect(parseRecordingUrl(`https://hibiki.example/v3/files/rec/${id}.mp3`)).toEqual({ id, sig: "" });
  });
  it("refuses anything else", () => {
    for (const bad of ["", "blob:local", `/v3/files/eval/${id}.xml`, "/v3/files/rec/short.mp3", "http://["])
      expect(parseRecordingUrl(bad), bad).toBeNull();
  });
});
