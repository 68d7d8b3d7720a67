import {
  RecognizePartialFrameSchema,
  RecognizeResultFrameSchema,
  SPEECH_ERROR_CODES,
} from "@hibiki/contracts/ws/speech";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LiveEngine, LiveRecognizer, type RecognizedWord } from "./live-recognition.ts";
import { PartialResults } from "./partial-results.ts";
import { PoolBusyError, SpeechPool } from "./pool.ts";
import { RecognizeSession } from "./recognize-session.ts";
import { TestAudio } from "./test-audio.ts";

let pool: SpeechPool;
let audio: TestAudio;

beforeAll(async () => {
  pool = await SpeechPool.start({ size: 1, liveWorkers: 1 });
  audio = new TestAudio();
});

afterAll(async () => {
  await pool?.close();
  audio?.dispose();
});

/** The real pool, with the length of every clip it was asked to decode (read when a worker took it). */
function measuredEngine(clips: number[]) {
  let running: Promise<unknown> = Promise.resolve();
  let requests = 0;
  const engine: LiveEngine = {
    recognize: (pcm, opts) => {
      requests++;
      const reply = pool.recognize(() => {
        const clip = typeof pcm === "function" ? pcm() : pcm;
        clips.push(clip.length / 32000);
        return clip;
      }, opts);
      running = reply.catch(() => undefined);
      return reply;
    },
  };
  return {
    engine,
    requests: () => requests,
    /** the last request settled and its session had its turn */
    settled: async () => {
      await running;
      await new Promise((r) => setImmediate(r));
    },
  };
}

const HALF_SECOND = 16000;
const first = (audioB64: string) =>
  JSON.stringify({
    business: { language: "en_us", dwa: "wpgs" },
    data: { status: 0, encoding: "raw", audio: audioB64 },
  });
const middle = (audioB64: string) => JSON.stringify({ data: { status: 1, audio: audioB64 } });
const LAST = JSON.stringify({ data: { status: 2, audio: "" } });

/** Applies IAT results as a client does: kept by sn, "rpl" removing the range it names. */
function transcript() {
  const parts = new Map<number, string[]>();
  return {
    apply(r: { sn: number; pgs?: string; rg?: [number, number]; ws: RecognizedWord[] }) {
      if (r.pgs === "rpl" && r.rg) for (let i = r.rg[0]; i <= r.rg[1]; i++) parts.delete(i);
      parts.set(
        r.sn,
        r.ws.map((w) => w.cw[0]?.w ?? ""),
      );
    },
    words: () => [...parts.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, w]) => w),
  };
}

/**
 * A recognition socket asking for partial results, fed half a second of audio at a time: the next half
 * second goes out once the decoding the previous one started has finished (the engine keeps up).
 */
async function streamTake(pcm: Buffer, measured: ReturnType<typeof measuredEngine>) {
  const frames: unknown[] = [];
  const engine = measured.engine;
  let done: () => void = () => {};
  const final = new Promise<void>((resolve) => {
    done = resolve;
  });
  const session = new RecognizeSession({
    recognizer: new LiveRecognizer(engine),
    engine,
    studentId: "s1",
    sid: "sid-1",
    send: (f) => {
      frames.push(f);
      if ((f as { data: { status?: number } | null }).data?.status !== 1) done();
    },
    close: () => {},
    logError: () => {},
  });
  let decodings = 0;
  for (let at = 0; at < pcm.length; at += HALF_SECOND) {
    const chunk = pcm.subarray(at, at + HALF_SECOND).toString("base64");
    const before = measured.requests();
    session.handleText(at ? middle(chunk) : first(chunk));
    if (measured.requests() > before) {
      decodings++;
      await measured.settled();
    }
  }
  session.handleText(LAST);
  await final;
  return { frames, decodings };
}

describe("incremental live recognition on one socket (dwa wpgs)", () => {
  it("sends the words so far after every half second of a long reading, decoding only new audio", async () => {
    const text =
      "Every morning I walk to school with my best friend. We talk about music, games and our homework. " +
      "After school we often practise basketball in the gym until the sun goes down.";
    const pcm = Buffer.concat([audio.silence(0.5), audio.speak(text), audio.silence(1)]);
    const clips: number[] = [];
    const { frames, decodings } = await streamTake(pcm, measuredEngine(clips));
    const partials = frames.slice(0, -1).map((f) => RecognizePartialFrameSchema.parse(f));
    const final = RecognizeResultFrameSchema.parse(frames.at(-1));
    // A decoding after every half second of voiced audio, and a result whenever it changed the words.
    const halves = Math.ceil(pcm.length / HALF_SECOND);
    expect(decodings).toBeGreaterThanOrEqual(halves - 2);
    expect(partials.length).toBeGreaterThan(decodings / 2);
    // The client's transcript of the partials grows into the final words.
    const t = transcript();
    const seen: number[] = [];
    for (const p of partials) {
      t.apply(p.data.result);
      seen.push(t.words().length);
    }
    expect(seen.at(-1)).toBeGreaterThan(20);
    expect(final.data.text).toMatch(/morning.*friend.*music.*basketball/);
    t.apply(final.data.result);
    expect(t.words().join(" ")).toBe(final.data.text);
    // Each decoding covers the new audio and a short overlap, not the take (over 12 s).
    expect(pcm.length / 32000).toBeGreaterThan(12);
    expect(clips.length).toBeGreaterThan(20);
    expect(Math.max(...clips), `clips ${clips.map((c) => c.toFixed(1)).join(" ")}`).toBeLessThan(5);
  }, 120_000);

  it("decodes a short reply whole for its final words, so they keep their context", async () => {
    const speech = audio.speak("Yes, I do. I like it very much.");
    const pcm = Buffer.concat([audio.silence(0.5), speech, audio.silence(1)]);
    const clips: number[] = [];
    const { frames, decodings } = await streamTake(pcm, measuredEngine(clips));
    const final = RecognizeResultFrameSchema.parse(frames.at(-1));
    expect(final.data.text).toMatch(/yes i do/i);
    // The partials resume (each decodes the new audio and a short overlap); the final covers every word.
    expect(decodings).toBeGreaterThan(3);
    expect(clips.at(-1)).toBeGreaterThanOrEqual(speech.length / 32000);
    expect(Math.max(...clips.slice(0, -1))).toBeLessThan(speech.length / 32000);
  }, 60_000);

  it("skips a partial when the live queue is full and answers the final result", async () => {
    let refuse = true;
    const busy: LiveEngine = {
      recognize: (pcm, opts) =>
        refuse ? Promise.reject(new PoolBusyError("full")) : pool.recognize(pcm, opts),
    };
    const pcm = Buffer.concat([
      audio.silence(0.5),
      audio.speak("Good morning everyone."),
      audio.silence(0.5),
    ]);
    const frames: unknown[] = [];
    let done: () => void = () => {};
    const answered = new Promise<void>((r) => {
      done = r;
    });
    const session = new RecognizeSession({
      recognizer: new LiveRecognizer(busy),
      engine: busy,
      studentId: "s2",
      sid: "sid-2",
      send: (f) => {
        frames.push(f);
        if ((f as { data: { status?: number } | null }).data?.status !== 1) done();
      },
      close: () => {},
      logError: () => {},
    });
    for (let at = 0; at < pcm.length; at += 6400)
      session.handleText((at ? middle : first)(pcm.subarray(at, at + 6400).toString("base64")));
    refuse = false;
    session.handleText(LAST);
    await answered;
    expect(frames).toHaveLength(1);
    const final = RecognizeResultFrameSchema.parse(frames[0]);
    expect(final.data.text).toMatch(/everyone/);
    expect(final.data.result.pgs).toBeUndefined();
  }, 60_000);

  it("still answers once, with no partials, when the first frame does not ask for them", async () => {
    const pcm = Buffer.concat([audio.silence(0.5), audio.speak("Good morning everyone.")]);
    const frames: { code: number }[] = [];
    let done: () => void = () => {};
    const answered = new Promise<void>((r) => {
      done = r;
    });
    const session = new RecognizeSession({
      recognizer: new LiveRecognizer(pool),
      engine: pool,
      studentId: "s3",
      sid: "sid-3",
      send: (f) => {
        frames.push(f as { code: number });
        done();
      },
      close: () => {},
      logError: () => {},
    });
    for (let at = 0; at < pcm.length; at += 6400)
      session.handleText(
        JSON.stringify({
          data: { status: at ? 1 : 0, audio: pcm.subarray(at, at + 6400).toString("base64") },
        }),
      );
    session.handleText(LAST);
    await answered;
    expect(frames).toHaveLength(1);
    expect(frames[0]?.code).not.toBe(SPEECH_ERROR_CODES.frame_invalid);
    expect(RecognizeResultFrameSchema.parse(frames[0]).data.result.sn).toBe(1);
  }, 60_000);
});

describe("the final words of a short take (engine stand-in that answers when told)", () => {
  it("come from a whole decoding even when a resumed partial already had all the audio", async () => {
    const calls: { take: () => Buffer; answer: (words: [string, number][]) => void }[] = [];
    const engine: LiveEngine = {
      recognize: (pcm) =>
        new Promise((resolve) => {
          calls.push({
            take: () => (typeof pcm === "function" ? pcm() : pcm),
            answer: (words) =>
              resolve({
                id: "1",
                ok: true,
                words: words.map(([w, sf]) => ({ w, sf, ef: sf + 20, ascr: 0 })),
              }),
          });
        }),
    };
    const frames: { data: { status: number; text?: string } }[] = [];
    const session = new RecognizeSession({
      recognizer: new LiveRecognizer(engine),
      engine,
      studentId: "s9",
      sid: "sid-9",
      send: (f) => frames.push(f as (typeof frames)[number]),
      close: () => {},
      logError: () => {},
    });
    // 0.5 s of silence and 2.5 s of loud audio: a short take (its clips start 40 frames before the sound).
    const loud = Buffer.alloc(3 * 32000);
    for (let i = 8000; i < loud.length / 2; i++) loud.writeInt16LE(i % 2 ? 8000 : -8000, i * 2);
    const flush = () => new Promise((r) => setImmediate(r));
    session.handleText(first(loud.subarray(0, HALF_SECOND * 5).toString("base64")));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.take().length).toBe(HALF_SECOND * 5 - 10 * 320);
    calls[0]?.answer([
      ["yes", 0],
      ["i", 40],
      ["do", 80],
      ["like", 200],
    ]);
    await flush();
    expect(frames.at(-1)?.data.status).toBe(1);
    // More audio: a partial that resumes from the first one waits for a worker; then the last frame.
    session.handleText(middle(loud.subarray(HALF_SECOND * 5).toString("base64")));
    expect(calls).toHaveLength(2);
    session.handleText(LAST);
    // It gets all the audio but starts after the first decoding's sure words: not the final words.
    // ("yes i" end over 1.5 s before the first decoding's end: kept; this one re-decodes from "do",
    // frame 90, reading from "yes", within a second before it, for context)
    const resumed = calls[1]?.take() as Buffer;
    expect(resumed.length).toBe(loud.length - 10 * 320);
    calls[1]?.answer([
      ["yes", 0],
      ["i", 40],
      ["yale", 80],
    ]);
    await flush();
    expect(calls).toHaveLength(3);
    expect(calls[2]?.take().length).toBe(loud.length - 10 * 320);
    calls[2]?.answer([
      ["yes", 0],
      ["i", 40],
      ["do", 80],
      ["like", 120],
    ]);
    await flush();
    expect(frames.at(-1)?.data).toMatchObject({ status: 2, text: "yes i do like" });
  });
});

describe("partial results in iFlytek's dynamic-correction shape", () => {
  const w = (word: string, bg: number): RecognizedWord => ({ bg, cw: [{ w: word, sc: 0 }] });

  it("appends new words and replaces only the results from the first changed word", () => {
    const p = new PartialResults();
    const t = transcript();
    const steps = [
      [w("we", 0), w("of", 40)],
      [w("we", 0), w("of", 40), w("ten", 60)],
      [w("we", 0), w("often", 40), w("play", 90)],
      [w("we", 0), w("often", 40), w("play", 90), w("tennis", 130)],
      [w("we", 0), w("often", 40), w("play", 90), w("tennis", 130)],
      [w("we", 0), w("often", 40), w("play", 90)],
    ];
    const results = steps.map((ws) => p.next(ws));
    expect(results.map((r) => r && [r.sn, r.pgs, r.rg, r.ws.length])).toEqual([
      [1, "apd", undefined, 2],
      [2, "apd", undefined, 1],
      [3, "rpl", [1, 2], 3],
      [4, "apd", undefined, 1],
      undefined,
      [5, "rpl", [4, 4], 0],
    ]);
    for (const [i, r] of results.entries()) {
      if (!r) continue;
      t.apply(r);
      expect(t.words()).toEqual(steps[i]?.map((x) => x.cw[0]?.w));
    }
    const final = p.final([w("we", 0), w("often", 40), w("play", 90), w("tennis", 130)]);
    expect([final.sn, final.pgs, final.rg, final.ls]).toEqual([6, "rpl", [1, 5], true]);
  });
});
