import { describe, expect, it } from "vitest";
import { FRAME_BYTES, frameEnergies, loudMask, speechWindow } from "./audio.ts";
import { PcmRecording } from "./pcm-recording.ts";
import type { SpeechPool } from "./pool.ts";
import { MAX_SPECULATIONS, SPECULATION_INTERVAL_MS, Speculator } from "./speculation.ts";

/** 16 kHz PCM: `silence` s of digital silence, then a tone for `seconds`, then `after` s of silence. */
function take(silence: number, seconds: number, after: number): Buffer {
  const lead = Math.round(silence * 16000);
  const loud = Math.round(seconds * 16000);
  const out = Buffer.alloc((lead + loud + Math.round(after * 16000)) * 2);
  for (let i = lead; i < lead + loud; i++)
    out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / 16000)), i * 2);
  return out;
}

describe("PcmRecording", () => {
  it("keeps the same energies and window as reading the whole recording, whatever the chunk sizes", () => {
    const pcm = take(0.3, 1.2, 0.7);
    const rec = new PcmRecording();
    // Odd sizes split samples and frames; single bytes too.
    let at = 0;
    for (const size of [1, 3, 319, 320, 321, 7001, 1, 1, 12345]) {
      rec.append(pcm.subarray(at, at + size));
      at += size;
    }
    while (at < pcm.length) {
      rec.append(pcm.subarray(at, at + 999));
      at += 999;
    }
    const whole = frameEnergies(pcm);
    expect(rec.byteLength).toBe(pcm.length);
    expect(rec.frameCount).toBe(whole.length);
    expect(Array.from(rec.frameEnergies())).toEqual(Array.from(whole));
    expect(rec.loudWindow()).toEqual(speechWindow(loudMask(whole)));
    expect(rec.loudFrames).toBe(loudMask(whole).filter(Boolean).length);
    expect(rec.pcm().equals(pcm)).toBe(true);
    expect(rec.copy(FRAME_BYTES, 3 * FRAME_BYTES).equals(pcm.subarray(FRAME_BYTES, 3 * FRAME_BYTES))).toBe(
      true,
    );
  });

  it("drops an odd trailing byte from pcm() and reads energies from unaligned chunks", () => {
    const rec = new PcmRecording();
    const odd = Buffer.alloc(FRAME_BYTES * 2 + 2);
    odd.writeInt16LE(20000, 1); // an odd offset inside the buffer
    rec.append(odd.subarray(1));
    expect(rec.pcm().length).toBe(FRAME_BYTES * 2);
    expect(rec.frameCount).toBe(2);
    expect(rec.frameEnergies()[0]).toBeCloseTo(frameEnergies(Buffer.from(odd.subarray(1)))[0] as number, 10);
  });

  it("costs work in proportion to the new audio: 10,000 tiny chunks after 700 kB stay fast", () => {
    const rec = new PcmRecording();
    rec.append(take(0, 10, 11.9));
    const started = performance.now();
    const tiny = Buffer.from([1, 0]);
    for (let i = 0; i < 10_000; i++) rec.append(tiny);
    // Re-reading 700 kB per chunk (the old path) took seconds here; appending is microseconds.
    expect(performance.now() - started).toBeLessThan(250);
    expect(rec.byteLength).toBe(take(0, 10, 11.9).length + 20_000);
  });
});

describe("Speculator", () => {
  /** A pool stand-in that counts alignments. */
  function fakePool() {
    const clips: Buffer[] = [];
    const pool = {
      hasIdleWorker: true,
      align: (_norms: string[], clip: Buffer) => {
        clips.push(clip);
        return Promise.resolve({ id: "1", ok: true as const });
      },
    };
    return { pool: pool as unknown as SpeechPool, clips };
  }

  it("starts one alignment once the trailing silence is complete, with the clip of the window", () => {
    const { pool, clips } = fakePool();
    const spec = new Speculator(pool, ["we"], () => 0);
    const rec = new PcmRecording();
    const pcm = take(0.5, 1, 1);
    for (let at = 0; at < pcm.length; at += 640) {
      rec.append(pcm.subarray(at, at + 640));
      spec.consider(rec);
    }
    expect(clips).toHaveLength(1);
    const win = speechWindow(loudMask(frameEnergies(pcm)));
    expect(spec.latest).toMatchObject(win);
    expect(
      clips[0]?.equals(pcm.subarray(win.start * FRAME_BYTES, (win.start + win.frames) * FRAME_BYTES)),
    ).toBe(true);
  });

  it("starts at most one alignment per interval and a bounded number per recording, however many pauses", () => {
    // Short words each followed by a complete pause: every one makes a new window.
    const word = take(0, 0.1, 0.5);
    const run = (stepMs: number) => {
      const { pool, clips } = fakePool();
      let now = 0;
      const spec = new Speculator(pool, ["we"], () => now);
      const rec = new PcmRecording();
      for (let i = 0; i < 40; i++) {
        rec.append(word);
        spec.consider(rec);
        now += stepMs;
      }
      return clips.length;
    };
    // 40 pauses 100 ms apart: one alignment per SPECULATION_INTERVAL_MS at most.
    const fast = run(100);
    expect(fast).toBeGreaterThan(1);
    expect(fast).toBeLessThanOrEqual(Math.ceil((40 * 100) / SPECULATION_INTERVAL_MS));
    // 40 pauses a second apart: never more than MAX_SPECULATIONS.
    expect(run(1000)).toBe(MAX_SPECULATIONS);
  });
});
