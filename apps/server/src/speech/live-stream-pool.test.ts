import { RecognizePartialFrameSchema, RecognizeResultFrameSchema } from "@hibiki/contracts/ws/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LiveRecognizer } from "./live-recognition.ts";
import type { LiveStreamEngine } from "./live-stream.ts";
import { SpeechPool } from "./pool.ts";
import { RecognizeSession } from "./recognize-session.ts";
import { TestAudio } from "./test-audio.ts";

// Original text written for these tests.
const TEXT =
  "Every morning I walk to school with my best friend. We talk about music, games and our homework. " +
  "After school we often practise basketball in the gym.";
const HALF_SECOND = 16_000;

let pool: SpeechPool;
let audio: TestAudio;
let reading: Buffer;

beforeAll(async () => {
  // One stream decoder on the live worker, so a second take at once is refused by the worker.
  process.env.HIBIKI_STREAMS = "1";
  try {
    pool = await SpeechPool.start({ size: 1, liveWorkers: 1 });
  } finally {
    delete process.env.HIBIKI_STREAMS;
  }
  audio = new TestAudio();
  reading = Buffer.concat([audio.silence(0.5), audio.speak(TEXT), audio.silence(1)]);
}, 60_000);

afterAll(async () => {
  await pool?.close();
  audio?.dispose();
});

interface Fed {
  seconds: number;
  last: boolean;
  ok: boolean;
}

/** The pool, with every stream's feeds recorded (audio length when the worker took it, and outcome). */
function watchedEngine() {
  const feeds: Fed[][] = [];
  const windows: number[] = [];
  const engine: LiveStreamEngine = {
    recognize: (pcm, opts) =>
      pool.recognize(() => {
        const clip = typeof pcm === "function" ? pcm() : pcm;
        windows.push(clip.length / 32000);
        return clip;
      }, opts),
    openStream: () => {
      const stream = pool.openStream();
      if (!stream) return undefined;
      const mine: Fed[] = [];
      feeds.push(mine);
      const feed = stream.feed.bind(stream);
      stream.feed = async (pcm, last, signal) => {
        const entry: Fed = { seconds: 0, last, ok: false };
        mine.push(entry);
        const reply = await feed(
          () => {
            const clip = typeof pcm === "function" ? pcm() : pcm;
            entry.seconds = clip.length / 32000;
            return clip;
          },
          last,
          signal,
        );
        entry.ok = true;
        return reply;
      };
      return stream;
    },
  };
  return { engine, feeds, windows };
}

/** A recognition socket asking for partials, fed half a second at a time in real order. */
function socket(engine: LiveStreamEngine, sid: string) {
  const frames: unknown[] = [];
  let done: () => void = () => {};
  const final = new Promise<void>((resolve) => {
    done = resolve;
  });
  const session = new RecognizeSession({
    recognizer: new LiveRecognizer(engine),
    engine,
    studentId: sid,
    sid,
    send: (f) => {
      frames.push(f);
      if ((f as { data: { status?: number } | null }).data?.status !== 1) done();
    },
    close: () => {},
    logError: () => {},
  });
  let at = 0;
  return {
    frames,
    session,
    final,
    /** sends the next half second (false when the take is all sent) */
    next(): boolean {
      if (at >= reading.length) return false;
      const audioB64 = reading.subarray(at, at + HALF_SECOND).toString("base64");
      session.handleText(
        JSON.stringify(
          at === 0
            ? { business: { dwa: "wpgs" }, data: { status: 0, encoding: "raw", audio: audioB64 } }
            : { data: { status: 1, audio: audioB64 } },
        ),
      );
      at += HALF_SECOND;
      return true;
    },
    end: () => session.handleText(JSON.stringify({ data: { status: 2, audio: "" } })),
    partials: () => frames.filter((f) => (f as { data?: { status?: number } }).data?.status === 1).length,
  };
}

/** Waits until a condition holds, checking after each event-loop turn (no fixed sleep). */
async function until(cond: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe("live words from a take held on the live worker", () => {
  it("decodes each piece of audio once and sends the words so far, then the final words", async () => {
    const { engine, feeds, windows } = watchedEngine();
    const s = socket(engine, "a");
    let sent = 0;
    while (s.next()) {
      sent++;
      // After each second of audio, let the decoding it started answer.
      if (sent % 2 === 0) await until(() => (feeds[0] ?? []).every((f) => f.ok), "the running decoding");
    }
    s.end();
    await s.final;
    const partials = s.frames.slice(0, -1).map((f) => RecognizePartialFrameSchema.parse(f));
    const final = RecognizeResultFrameSchema.parse(s.frames.at(-1));
    expect(partials.length).toBeGreaterThan(3);
    expect(final.data.text).toMatch(/every morning .*friend .*music .*basketball/);
    // One stream, no windowed decodings: the audio it decoded adds up to the take, once.
    expect(feeds).toHaveLength(1);
    expect(windows).toEqual([]);
    const fed = (feeds[0] ?? []).reduce((sum, f) => sum + f.seconds, 0);
    expect(fed).toBeCloseTo(reading.length / 32000, 1);
    expect(feeds[0]?.at(-1)).toMatchObject({ last: true, ok: true });
  }, 120_000);

  it("goes on with windowed decodings for a second take while the only stream decoder is held", async () => {
    const first = watchedEngine();
    const second = watchedEngine();
    const a = socket(first.engine, "b");
    const b = socket(second.engine, "c");
    // The first take holds the decoder; the second asks while it is held.
    a.next();
    a.next();
    await until(() => first.feeds[0]?.[0]?.ok === true, "the first take's stream");
    while (b.next());
    b.end();
    await b.final;
    const final = RecognizeResultFrameSchema.parse(b.frames.at(-1));
    expect(final.data.text).toMatch(/morning .*music/);
    // Its stream was refused (busy) once; the rest was decoded in windows.
    expect(second.feeds[0]).toEqual([expect.objectContaining({ ok: false })]);
    expect(second.windows.length).toBeGreaterThan(0);
    // The first take closes mid-way: its decoder is free for the next take.
    a.session.handleClose();
    const { engine, feeds, windows } = watchedEngine();
    const c = socket(engine, "d");
    await until(() => {
      c.next();
      return feeds[0]?.some((f) => f.ok) === true || windows.length > 0;
    }, "the next take's first decoding");
    expect(windows).toEqual([]);
    c.session.handleClose();
  }, 120_000);

  it("finishes a take windowed when the live worker dies during it", async () => {
    const { engine, feeds, windows } = watchedEngine();
    const s = socket(engine, "e");
    for (let i = 0; i < 6; i++) s.next();
    await until(() => feeds[0]?.some((f) => f.ok) === true, "a streamed partial");
    process.kill(pool.pids.at(-1) as number, "SIGKILL");
    while (s.next()) await new Promise((r) => setImmediate(r));
    s.end();
    await s.final;
    const final = RecognizeResultFrameSchema.parse(s.frames.at(-1));
    // The words after the first 3 s came from windowed decodings on the other workers.
    expect(final.data.text).toMatch(/every morning .*music games .* after/);
    expect(final.data.result.ws.at(-1)?.bg).toBeGreaterThan(700);
    expect(windows.length).toBeGreaterThan(0);
  }, 120_000);
});
