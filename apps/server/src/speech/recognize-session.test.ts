import { RecognizeResultFrameSchema } from "@hibiki/contracts/ws/speech";
import { describe, expect, it } from "vitest";
import { type LiveEngine, LiveRecognizer } from "./live-recognition.ts";
import { RequestCancelledError } from "./pool.ts";
import { RecognizeSession } from "./recognize-session.ts";
import type { EngineReply } from "./worker-process.ts";

/** A pool stand-in: requests wait until the test lets a "worker" take and answer them. */
class FakeEngine implements LiveEngine {
  readonly calls: {
    pcm: Buffer | (() => Buffer);
    signal: AbortSignal | undefined;
    priority: string | undefined;
    answer: (words: string[]) => void;
    settled: Promise<unknown>;
  }[] = [];

  recognize(pcm: Buffer | (() => Buffer), opts: Parameters<LiveEngine["recognize"]>[1] = {}) {
    let answer: (words: string[]) => void = () => {};
    const reply = new Promise<EngineReply>((resolve, reject) => {
      answer = (words) =>
        resolve({
          id: "1",
          ok: true,
          words: words.map((w, i) => ({ w, sf: i * 30, ef: i * 30 + 20, ascr: 0 })),
        });
      opts.signal?.addEventListener("abort", () => reject(new RequestCancelledError("aborted")));
    });
    this.calls.push({
      pcm,
      signal: opts.signal,
      priority: opts.priority,
      answer,
      settled: reply.catch(() => undefined),
    });
    return reply;
  }

  /** A worker takes request `i`: its audio is read now. */
  take(i: number): Buffer {
    const call = this.calls[i];
    if (!call) throw new Error(`no request ${i}`);
    return typeof call.pcm === "function" ? call.pcm() : call.pcm;
  }
}

/** 16 kHz PCM: half a second of digital silence, then a loud tone for `seconds`. */
function tone(seconds: number, hz = 220): Buffer {
  const lead = 8000;
  const out = Buffer.alloc((lead + Math.round(seconds * 16000)) * 2);
  for (let i = lead; i < out.length / 2; i++)
    out.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * hz * i) / 16000)), i * 2);
  return out;
}

function frame(status: 0 | 1 | 2, pcm: Buffer): string {
  return JSON.stringify({ data: { status, encoding: "raw", audio: pcm.toString("base64") } });
}

/** A session fed one recording in 200 ms frames and the last frame; `answer` resolves with its first frame. */
function socket(recognizer: LiveRecognizer, studentId: string, pcm: Buffer) {
  const sent: unknown[] = [];
  let closed = 0;
  let onFrame: (frame: unknown) => void = () => {};
  const answer = new Promise<unknown>((resolve) => {
    onFrame = resolve;
  });
  const session = new RecognizeSession({
    recognizer,
    studentId,
    sid: `sid-${studentId}`,
    send: (f) => {
      sent.push(f);
      onFrame(f);
    },
    close: () => {
      closed++;
    },
    logError: () => {},
  });
  for (let at = 0; at < pcm.length; at += 6400)
    session.handleText(frame(at ? 1 : 0, pcm.subarray(at, at + 6400)));
  session.handleText(frame(2, Buffer.alloc(0)));
  return { session, sent, answer, closed: () => closed };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("recognition session: live priority and coalescing", () => {
  it("asks the pool at live priority and answers one IAT frame", async () => {
    const engine = new FakeEngine();
    const a = socket(new LiveRecognizer(engine), "s1", tone(2));
    expect(engine.calls).toHaveLength(1);
    expect(engine.calls[0]?.priority).toBe("live");
    // The clip starts a little before the voiced part; word frames count from the recording's start.
    const clip = engine.take(0);
    expect(clip.length).toBeLessThan(tone(2).length);
    engine.calls[0]?.answer(["we", "<sil>", "play(2)"]);
    const frame = RecognizeResultFrameSchema.parse(await a.answer);
    expect(frame.data.text).toBe("we play");
    expect(frame.data.result.ws.map((w) => w.bg)).toEqual([10, 70]);
    expect(a.closed()).toBe(1);
  });

  it("lets a newer snapshot of the same take replace a waiting one: one decoding answers both", async () => {
    const engine = new FakeEngine();
    const recognizer = new LiveRecognizer(engine);
    const take = tone(4);
    const older = socket(recognizer, "s1", take.subarray(0, 2 * 32000));
    const newer = socket(recognizer, "s1", take);
    expect(engine.calls).toHaveLength(1);
    // The worker reads the newest audio when it takes the request.
    expect(engine.take(0).length).toBeGreaterThan(3 * 32000);
    engine.calls[0]?.answer(["we", "usually", "play"]);
    const [a, b] = await Promise.all([older.answer, newer.answer]);
    expect(RecognizeResultFrameSchema.parse(a).data.text).toBe("we usually play");
    expect(b).toEqual(a);
  });

  it("drops a waiting decoding when its socket closes, and keeps a shared one for the other socket", async () => {
    const engine = new FakeEngine();
    const recognizer = new LiveRecognizer(engine);
    const alone = socket(recognizer, "s1", tone(2));
    alone.session.handleClose();
    expect(engine.calls[0]?.signal?.aborted).toBe(true);
    await engine.calls[0]?.settled;
    await flush();
    expect(alone.sent).toEqual([]);

    const take = tone(4);
    const gone = socket(recognizer, "s2", take.subarray(0, 64000));
    const stays = socket(recognizer, "s2", take);
    expect(engine.calls).toHaveLength(2);
    gone.session.handleClose();
    expect(engine.calls[1]?.signal?.aborted).toBe(false);
    engine.take(1);
    engine.calls[1]?.answer(["hello"]);
    expect(RecognizeResultFrameSchema.parse(await stays.answer).data.text).toBe("hello");
    expect(gone.sent).toEqual([]);
  });

  it("stops a running decoding when its only socket closes (the browser abandons the last snapshot)", async () => {
    const engine = new FakeEngine();
    const abandoned = socket(new LiveRecognizer(engine), "s1", tone(3));
    engine.take(0);
    abandoned.session.handleClose();
    expect(engine.calls[0]?.signal?.aborted).toBe(true);
    await engine.calls[0]?.settled;
    await flush();
    expect(abandoned.sent).toEqual([]);
  });

  it("decodes other students, other takes and requests after a worker took the first one separately", async () => {
    const engine = new FakeEngine();
    const recognizer = new LiveRecognizer(engine);
    const take = tone(4);
    socket(recognizer, "s1", take.subarray(0, 64000));
    socket(recognizer, "s2", take);
    socket(recognizer, "s1", tone(4, 330));
    expect(engine.calls).toHaveLength(3);
    engine.take(0);
    socket(recognizer, "s1", take);
    expect(engine.calls).toHaveLength(4);
  });

  it("answers silence with no words without asking the engine", async () => {
    const engine = new FakeEngine();
    const quiet = socket(new LiveRecognizer(engine), "s1", Buffer.alloc(64000));
    const frame = RecognizeResultFrameSchema.parse(await quiet.answer);
    expect(frame.data).toMatchObject({ text: "", result: { ws: [] } });
    expect(engine.calls).toHaveLength(0);
  });
});
