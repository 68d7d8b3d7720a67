// Speech evaluation bench over the real websocket: time from the last frame to the result (median, p95)
// for ~3 s, ~5 s and ~15 s readings, the engine's real-time factor, and throughput with 2, 8 and 32
// concurrent sockets. Audio is synthesised with flite; the server (Fastify + speechPlugin + a pool of one
// worker per core) runs in this process, the pocketsphinx work in its worker processes.
// A paced run sends the 5 s reading frame by frame in real time, as the browser recorder does.
// Live recognition (shadow tracking's live words) is measured two ways on the same server, alone and then
// while 16 evaluation sockets keep every worker busy: `stream` as the browser drives it now, one
// recognition socket per take fed in real time that asks for partial results (business.dwa "wpgs": the
// server holds the take on a live worker's stream decoder, native/stream.c, decodes each 0.4 s of new audio
// once and sends the words so far; HIBIKI_BENCH_NO_STREAM=1 measures the overlapping windows it falls back
// to when every stream decoder is taken);
// `snapshots` as it did before, that socket plus a snapshot socket re-sending all audio so far after every
// 2 s (--snapshot-ms) of new audio (one at a time). Each prints the word delay (spoken -> shown: median, p95,
// max) and the upstream kbps per student on the wire (every socket's frames, Opus unless --audio raw).
// --live stream|snapshots|both (default both) picks which. --live-class N instead has N students shadow-track
// the 15 s reading at once (each its own live take, the chosen --live ways one after the other) and
// prints their word delays and kbps together.
// --class N instead simulates a class: N students record a ~20 s reading at once, frames in real time (Opus
// as the browser sends it, or raw PCM with --audio raw): every result must arrive; it prints the p95 from the
// last frame to the result, the pool's queue depth, thread_not_enough, and the live words of one more
// student shadow-tracking meanwhile (time from each spoken word's end to its display, and its kbps), once per
// --live way. --class-search then grows a class from --class-step in steps of --class-step, up to
// --class-max, with a shadow-tracking student (stream) in each, while every result arrives with p95 under
// 1.5 s or the live words come within 1 s (p95), and prints the largest class for each.
//   node --import tsx bench/speech.mjs [--runs 10] [--seconds 15] [--workers 2] [--live-workers 1]
//     [--engine-args "-topn 2"]
//   node --import tsx bench/speech.mjs --class 40 [--class-search] [--class-step 2] [--class-max 60]
//     [--audio opus|raw]
import { cpus } from "node:os";
import websocket from "@fastify/websocket";
import Fastify from "fastify";
import WebSocket from "ws";

const { speechPlugin } = await import("../apps/server/src/speech/plugin.ts");
const { SpeechPool } = await import("../apps/server/src/speech/pool.ts");
const { signSpeechUrl } = await import("../apps/server/src/lib/signed-url.ts");
const { TestAudio } = await import("../apps/server/src/speech/test-audio.ts");

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const runs = Number(arg("runs", 10));
const seconds = Number(arg("seconds", 15));
const workers = Number(arg("workers", cpus().length));
const liveWorkers = Number(arg("live-workers", 1));
const engineArgs = String(arg("engine-args", "")).split(" ").filter(Boolean);
const classSize = Number(arg("class", 0));
const classSearch = process.argv.includes("--class-search");
const classStep = Number(arg("class-step", 2));
const classMax = Number(arg("class-max", 60));
const audioEncoding = arg("audio", "opus") === "raw" ? "raw" : "opus-wb";
/** Audio between two live snapshots, as the browser's former RECOGNITION_SNAPSHOT_MS (bytes of 16 kHz PCM). */
const snapshotBytes = Number(arg("snapshot-ms", 2000)) * 32;
const liveClass = Number(arg("live-class", 0));
const liveModes = arg("live", "both") === "both" ? ["snapshots", "stream"] : [arg("live", "stream")];
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const fmt = (x) => `${Math.round(x)} ms`;

// Original texts written for this bench.
const TEXTS = {
  "3 s": "Please open your textbook to page twelve.",
  "5 s": "My little sister wants to visit the big museum with our grandmother next Sunday.",
  "15 s":
    "Every morning I walk to school with my best friend. We talk about music, games and our homework. " +
    "After school we often practise basketball in the gym until the sun goes down. " +
    "On weekends we sometimes ride our bicycles along the river.",
};
const SECRET = "bench-secret";

const audio = new TestAudio();
const pool = await SpeechPool.start({ size: workers, liveWorkers, engineArgs });
// Seconds of audio the live decodings were given (the engine's work for live words, whatever the CPU).
let liveDecodedSeconds = 0;
const recognize = pool.recognize.bind(pool);
pool.recognize = (pcm, opts = {}) =>
  recognize(
    opts.priority === "live"
      ? () => {
          const clip = typeof pcm === "function" ? pcm() : pcm;
          liveDecodedSeconds += clip.length / 32000;
          return clip;
        }
      : pcm,
    opts,
  );
// Takes held on a live worker's stream decoder (native/stream.c): each feed's audio counts the same way.
const openStream = pool.openStream.bind(pool);
pool.openStream = () => {
  const stream = openStream();
  if (!stream || process.env.HIBIKI_BENCH_NO_STREAM) return undefined;
  const feed = stream.feed.bind(stream);
  stream.feed = (pcm, last, signal) =>
    feed(
      () => {
        const clip = typeof pcm === "function" ? pcm() : pcm;
        liveDecodedSeconds += clip.length / 32000;
        return clip;
      },
      last,
      signal,
    );
  return stream;
};
const app = Fastify();
await app.register(websocket);
await app.register(speechPlugin, {
  pool,
  secret: SECRET,
  // One bench "student" opens up to 32 sockets at once: no per-student limit here.
  maxSocketsPerStudent: Number.POSITIVE_INFINITY,
  loadConfig: () => ({ collected: [], blacklist: [], excluded: [], whiteList: [] }),
});
const port = 20000 + Math.floor(Math.random() * 9000);
await app.listen({ port, host: "127.0.0.1" });
const base = `ws://127.0.0.1:${port}/v3/speech/evaluate`;

function frames(text, pcm) {
  const out = [
    JSON.stringify({
      common: { app_id: "bench" },
      business: { category: "read_sentence", text, cmd: "ssb" },
      data: { status: 0 },
    }),
  ];
  for (let i = 0; i < pcm.length; i += 6400)
    out.push(
      JSON.stringify({
        business: { cmd: "auw", aus: 2 },
        data: { status: 1, data: pcm.subarray(i, i + 6400).toString("base64") },
      }),
    );
  return out;
}
const recognizeBase = base.replace("/evaluate", "/recognize");
const LAST = JSON.stringify({ business: { cmd: "auw", aus: 4 }, data: { status: 2, data: "" } });

/**
 * One evaluation: the audio frames (all at once, or every 200 ms like the browser recorder when paced),
 * a short pause so they are processed, then the timed last frame.
 */
function evaluate(text, pcm, paced = false) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(signSpeechUrl(base, { studentId: "bench", ttlSeconds: 600 }, SECRET));
    let sentAt = 0;
    ws.on("open", async () => {
      for (const f of frames(text, pcm)) {
        ws.send(f);
        if (paced) await new Promise((r) => setTimeout(r, 200));
      }
      await new Promise((r) => setTimeout(r, 150));
      sentAt = performance.now();
      ws.send(LAST);
    });
    ws.on("message", (data) => {
      const frame = JSON.parse(data.toString());
      resolve({ ms: performance.now() - sentAt, code: frame.code });
      ws.close();
    });
    ws.on("error", reject);
  });
}

console.log(
  `speech bench: ${workers} workers + ${liveWorkers} for live recognition, ${cpus().length} cores${engineArgs.length ? `, engine ${engineArgs.join(" ")}` : ""}`,
);
const clips = {};
for (const [label, text] of Object.entries(TEXTS)) {
  const pcm = audio.speak(text, "slt");
  clips[label] = { text, pcm, seconds: pcm.length / 32000 };
}
for (const [label, { text, pcm }] of classSize ? [] : Object.entries(clips)) {
  await evaluate(text, pcm); // warm-up
  const lat = [];
  const engine = [];
  for (let i = 0; i < runs; i++) {
    lat.push((await evaluate(text, pcm)).ms);
    const t = performance.now();
    await pool.align(
      text
        .toLowerCase()
        .replace(/[^a-z' ]/g, "")
        .split(/\s+/),
      pcm,
    );
    engine.push(performance.now() - t);
  }
  const rtf = pct(engine, 0.5) / 1000 / clips[label].seconds;
  console.log(
    `${label} (${clips[label].seconds.toFixed(1)} s audio): last frame -> result median ${fmt(pct(lat, 0.5))}, p95 ${fmt(pct(lat, 0.95))}; engine RTF ${rtf.toFixed(3)}`,
  );
}

// Like the recorder: frames in real time and the stop a second after the last word. The server starts
// aligning once the voiced part is complete, so little work is left when the last frame arrives.
if (!classSize) {
  const { text } = clips["5 s"];
  const pcm = Buffer.concat([clips["5 s"].pcm, audio.silence(1)]);
  const lat = [];
  for (let i = 0; i < Math.max(3, Math.ceil(runs / 2)); i++) lat.push((await evaluate(text, pcm, true)).ms);
  console.log(
    `5 s paced like the recorder (+1 s silence before stop): last frame -> result median ${fmt(pct(lat, 0.5))}, p95 ${fmt(pct(lat, 0.95))}`,
  );
}

for (const concurrency of classSize ? [] : [2, 8, 32]) {
  const { text, pcm } = clips["5 s"];
  const until = performance.now() + seconds * 1000;
  const lat = [];
  let busy = 0;
  let other = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const r = await evaluate(text, pcm);
        if (r.code === 0) lat.push(r.ms);
        else if (r.code === 10002) busy++;
        else other++;
      }
    }),
  );
  const elapsed = seconds;
  console.log(
    `${concurrency} sockets, 5 s readings for ${elapsed} s: ${(lat.length / elapsed).toFixed(2)} results/s ` +
      `(${((lat.length * clips["5 s"].seconds) / elapsed).toFixed(1)} s of audio per s), ` +
      `latency median ${fmt(pct(lat, 0.5))}, p95 ${fmt(pct(lat, 0.95))}, thread_not_enough ${busy}, other errors ${other}`,
  );
}

/** The frames' base64 audio of a take: 200 ms chunks of raw PCM, or of 10 Opus packets each. */
async function chunksOf(pcm) {
  if (audioEncoding === "raw") {
    const out = [];
    for (let i = 0; i < pcm.length; i += 6400) out.push(pcm.subarray(i, i + 6400).toString("base64"));
    return out;
  }
  const { encodeOpus, opusFrameData } = await import("../apps/server/src/speech/test-opus.ts");
  return opusFrameData(encodeOpus(pcm), 10);
}

/** Frames of the recognition socket (IAT shape) for some chunks: status 0 first (asking for partial results when told), 1 after. */
function recognizeFrames(chunks, partials = false) {
  return chunks.map((audio, i) =>
    JSON.stringify({
      ...(i === 0 && partials ? { business: { language: "en_us", domain: "iat", dwa: "wpgs" } } : {}),
      data: { status: i === 0 ? 0 : 1, encoding: audioEncoding, audio },
    }),
  );
}
const RECOGNIZE_LAST = JSON.stringify({ data: { status: 2, audio: "" } });

/**
 * Opens a recognition socket; `answer` settles with the final frame (status 2 or an error), partial
 * results (status 1) go to `onPartial`; `send` counts the bytes sent.
 */
function recognitionSocket(onPartial) {
  const ws = new WebSocket(
    signSpeechUrl(recognizeBase, { studentId: "bench-live", ttlSeconds: 600 }, SECRET),
  );
  const sock = {
    ws,
    bytes: 0,
    send: (f) => {
      sock.bytes += f.length;
      ws.send(f);
    },
  };
  sock.opened = new Promise((resolve, reject) => {
    ws.on("open", resolve);
    ws.on("error", reject);
  });
  sock.answer = new Promise((resolve, reject) => {
    ws.on("message", (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.code === 0 && frame.data?.status === 1) return onPartial?.(frame.data.result);
      resolve({ code: frame.code, text: frame.data?.text ?? "", words: frame.data?.result?.ws ?? [] });
      ws.close();
    });
    ws.on("error", reject);
    ws.on("close", () => resolve({ code: -1, text: "", words: [] }));
  });
  return sock;
}

/**
 * One live take like the browser's shadow tracking, 200 ms frames in real time. `stream`: one socket
 * asking for partial results, applied by sn ("rpl" replacing the range `rg`) as the browser does.
 * `snapshots`: after every 2 s of new audio a snapshot socket (at most one at a time) recognises all audio
 * so far; at the end the running snapshot is abandoned (its socket closed). Then the main socket gets its
 * last frame. A word's delay runs from the end of its speech (the next word's start, or the audio sent so
 * far), counted back from when the recorder's 200 ms chunk holding it went out, to the first live text
 * with that many words.
 * @returns when the first words came (ms after the first frame), the gaps between live texts, each
 *   snapshot's answer time, the final text's delay after the last frame, failed answers, each live word's
 *   delay, the words of the final text never shown live, and the kbps sent on every socket
 */
async function liveTake(pcm, mode = "stream", chunks = undefined) {
  chunks ??= await chunksOf(pcm);
  const started0 = performance.now();
  const partialsAt = [];
  const snapshotMs = [];
  const sentAt = [];
  const wordMs = [];
  const codes = [];
  let shown = 0;
  let failed = 0;
  let running = null;
  let runningSocket = null;
  let ending = false;
  let lastAt = 0;
  let sentChunks = 0;
  let upstream = 0;
  /** When the sample at a 10 ms frame was spoken: its chunk went out 200 ms after the chunk began. */
  const spokenAt = (frame10) => {
    const sample = frame10 * 160;
    const k = Math.min(sentAt.length - 1, Math.floor(sample / 3200));
    return sentAt[k] - 200 + (sample - k * 3200) / 16;
  };
  const display = (words, upToFrames) => {
    const now = performance.now();
    for (let i = shown; i < words.length; i++) {
      const end = Math.min(upToFrames, words[i + 1]?.bg ?? upToFrames);
      wordMs.push(now - spokenAt(end));
    }
    shown = Math.max(shown, words.length);
  };
  const parts = new Map();
  const main = recognitionSocket(
    mode === "stream"
      ? (r) => {
          if (ending) return;
          if (r.pgs === "rpl" && r.rg) for (let i = r.rg[0]; i <= r.rg[1]; i++) parts.delete(i);
          parts.set(r.sn, r.ws);
          const words = [...parts.entries()].sort((a, b) => a[0] - b[0]).flatMap(([, ws]) => ws);
          partialsAt.push(performance.now() - started0);
          display(words, sentChunks * 20);
        }
      : undefined,
  );
  await main.opened;
  const started = performance.now();
  const snapshot = (upTo) => {
    lastAt = upTo;
    const side = recognitionSocket();
    runningSocket = side.ws;
    const asked = performance.now();
    running = side.opened
      .then(() => {
        for (const f of recognizeFrames(chunks.slice(0, upTo))) side.send(f);
        side.send(RECOGNIZE_LAST);
        return side.answer;
      })
      .then((a) => {
        if (ending) return;
        snapshotMs.push(performance.now() - asked);
        if (a.code !== 0) {
          failed++;
          codes.push(a.code);
        } else if (a.text) {
          partialsAt.push(performance.now() - started);
          display(a.words, upTo * 20);
        }
      })
      .finally(() => {
        upstream += side.bytes;
        running = null;
      });
  };
  const frames = recognizeFrames(chunks, mode === "stream");
  for (const f of frames) {
    main.send(f);
    sentAt.push(performance.now());
    sentChunks++;
    if (mode === "snapshots" && !running && (sentChunks - lastAt) * 6400 >= snapshotBytes)
      snapshot(sentChunks);
    await new Promise((r) => setTimeout(r, 200));
  }
  const ended = performance.now();
  ending = true;
  if (running) runningSocket?.close();
  main.send(RECOGNIZE_LAST);
  const final = await main.answer;
  const finalMs = performance.now() - ended;
  if (final.code !== 0) {
    failed++;
    codes.push(`final ${final.code}`);
  }
  const finalOnly = Math.max(0, final.words.length - shown);
  await running;
  upstream += main.bytes;
  const gaps = partialsAt.slice(1).map((t, i) => t - (partialsAt[i] ?? 0));
  return {
    first: partialsAt[0],
    gaps,
    snapshotMs,
    finalMs,
    failed,
    codes,
    wordMs,
    finalOnly,
    finalWords: final.words.length,
    kbps: (upstream * 8) / 1000 / ((ended - started) / 1000),
  };
}

/** Evaluation sockets that keep the pool busy until `stop()`: 5 s readings, a short retry pause after 10002. */
function busyEvaluations(count) {
  const { text, pcm } = clips["5 s"];
  let stopped = false;
  const counts = { ok: 0, busy: 0, other: 0 };
  const loops = Promise.all(
    Array.from({ length: count }, async () => {
      while (!stopped) {
        const r = await evaluate(text, pcm);
        if (r.code === 0) counts.ok++;
        else if (r.code === 10002) {
          counts.busy++;
          await new Promise((res) => setTimeout(res, 200));
        } else counts.other++;
      }
    }),
  );
  return {
    counts,
    stop: async () => {
      stopped = true;
      await loops;
    },
  };
}

/** Prints the live-recognition figure of some takes of one reading. */
function liveSummary(label, pcm, results, extra = "", decoded = undefined) {
  const firsts = results.map((r) => r.first).filter((x) => x !== undefined);
  const gaps = results.flatMap((r) => r.gaps);
  const snaps = results.flatMap((r) => r.snapshotMs);
  const finals = results.map((r) => r.finalMs);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const codes = results.flatMap((r) => r.codes);
  const words = results.flatMap((r) => r.wordMs);
  const finalOnly = results.reduce((n, r) => n + r.finalOnly, 0);
  const finalWords = results.reduce((n, r) => n + r.finalWords, 0);
  const kbps = results.reduce((n, r) => n + r.kbps, 0) / Math.max(1, results.length);
  const first = firsts.length ? `first words after ${fmt(pct(firsts, 0.5))}` : "no live words";
  const every = gaps.length
    ? `partials every ${fmt(gaps.reduce((a, b) => a + b, 0) / gaps.length)}`
    : "no second partial";
  const delay = words.length
    ? `word spoken -> shown median ${fmt(pct(words, 0.5))}, p95 ${fmt(pct(words, 0.95))}, max ${fmt(Math.max(...words))} ` +
      `(${words.filter((w) => w <= 1000).length}/${words.length} within 1 s; ${finalOnly}/${finalWords} final words never shown live)`
    : "no word shown live";
  console.log(
    `live recognition ${label} (${(pcm.length / 32000).toFixed(1)} s reading in real time, ${results.length} takes, ${kbps.toFixed(1)} kbps upstream per student): ` +
      `${first} (${firsts.length}/${results.length} takes heard), ${every}, snapshot answered in median ` +
      `${snaps.length ? fmt(pct(snaps, 0.5)) : "-"} (p95 ${snaps.length ? fmt(pct(snaps, 0.95)) : "-"}), final text ${fmt(pct(finals, 0.5))} after the last frame, ` +
      `failed answers ${failed}${codes.length ? ` (${codes.join(", ")})` : ""}; ${delay}` +
      `${decoded === undefined ? "" : `; live decoding ${(decoded / ((pcm.length / 32000) * results.length)).toFixed(2)} s of audio per s of take`}${extra}`,
  );
}

/** Prints the live-recognition figure alone and under 16 busy evaluation sockets (same run). */
async function liveFigures(pcm) {
  const takes = Math.max(2, Math.ceil(runs / 5));
  const chunks = await chunksOf(pcm);
  for (const mode of liveModes) {
    const alone = [];
    const before = liveDecodedSeconds;
    for (let i = 0; i < takes; i++) alone.push(await liveTake(pcm, mode, chunks));
    liveSummary(`${mode} with no load`, pcm, alone, "", liveDecodedSeconds - before);
    const load = busyEvaluations(16);
    // Let the evaluation sockets fill the workers and the queue before the take starts.
    while (load.counts.ok + load.counts.busy < 16) await new Promise((r) => setTimeout(r, 50));
    const loaded = [];
    const from = performance.now();
    for (let i = 0; i < takes; i++) loaded.push(await liveTake(pcm, mode, chunks));
    const secs = (performance.now() - from) / 1000;
    const { ok, busy, other } = load.counts;
    await load.stop();
    liveSummary(
      `${mode} under 16 busy evaluation sockets`,
      pcm,
      loaded,
      `; evaluations meanwhile ${(ok / secs).toFixed(2)} results/s, thread_not_enough ${busy}, other errors ${other}`,
    );
  }
}

// ---------- --class: a class recording at once ----------

/** An original ~20 s reading for the class (the 15 s text and one more sentence). */
const CLASS_TEXT = `${TEXTS["15 s"]} In the evening I read a good book and write in my diary before I go to bed.`;
const CLASS_VOICES = ["slt", "rms", "awb"];

/** The frames' base64 audio of a take: 200 ms chunks of raw PCM, or of 10 Opus packets each. */
function classAudio(pcm) {
  return chunksOf(pcm);
}

/**
 * One student's take: the first frame, a 200 ms chunk every 200 ms in real time, the last frame; the
 * time from the last frame to the result.
 */
function classTake(text, chunks, startAfterMs) {
  return new Promise((resolve) => {
    setTimeout(() => {
      const ws = new WebSocket(signSpeechUrl(base, { studentId: "bench-class", ttlSeconds: 600 }, SECRET));
      let sentAt = 0;
      let bytes = 0;
      const send = (f) => {
        bytes += f.length;
        ws.send(f);
      };
      const started = performance.now();
      ws.on("open", async () => {
        send(
          JSON.stringify({
            common: { app_id: "bench" },
            business: { category: "read_chapter", text, cmd: "ssb", aue: audioEncoding },
            data: { status: 0 },
          }),
        );
        for (const data of chunks) {
          if (ws.readyState !== WebSocket.OPEN) return;
          send(JSON.stringify({ business: { cmd: "auw", aus: 2 }, data: { status: 1, data } }));
          await new Promise((r) => setTimeout(r, 200));
        }
        sentAt = performance.now();
        send(LAST);
      });
      ws.on("message", (data) => {
        const frame = JSON.parse(data.toString());
        const secs = (sentAt - started) / 1000;
        resolve({
          ms: sentAt ? performance.now() - sentAt : Number.NaN,
          code: frame.code,
          kbps: (bytes * 8) / 1000 / secs,
        });
        ws.close();
      });
      ws.on("error", () => resolve({ ms: Number.NaN, code: -1 }));
      ws.on("close", () => resolve({ ms: Number.NaN, code: -2 }));
    }, startAfterMs);
  });
}

/**
 * A class of `size` students starting within one second, with one more student shadow-tracking (live
 * recognition) from the second second on; the pool's queue depth is sampled every 100 ms.
 * @returns p95 and figures, and whether every result arrived
 */
async function runClass(size, takes, live) {
  const depth = [];
  const sampler = setInterval(() => depth.push(pool.load), 100);
  const results = Promise.all(
    Array.from({ length: size }, (_, i) => {
      const t = takes[i % takes.length];
      return classTake(CLASS_TEXT, t.chunks, Math.random() * 1000);
    }),
  );
  const decodedBefore = liveDecodedSeconds;
  const liveResult = live
    ? new Promise((r) => setTimeout(r, 2000)).then(() =>
        liveTake(Buffer.concat([clips["15 s"].pcm, audio.silence(2)]), live),
      )
    : undefined;
  const rs = await results;
  const liveTook = await liveResult;
  clearInterval(sampler);
  const ok = rs.filter((r) => r.code === 0).map((r) => r.ms);
  const busy = rs.filter((r) => r.code === 10002).length;
  const other = rs.length - ok.length - busy;
  const p95 = ok.length ? pct(ok, 0.95) : Number.POSITIVE_INFINITY;
  const maxEval = Math.max(0, ...depth.map((d) => d.waiting.evaluation));
  const meanEval = depth.reduce((a, d) => a + d.waiting.evaluation, 0) / Math.max(1, depth.length);
  const maxLive = Math.max(0, ...depth.map((d) => d.waiting.live));
  const kbps = rs.map((r) => r.kbps).filter(Number.isFinite);
  console.log(
    `class of ${size} (${audioEncoding}, ${(kbps.reduce((a, b) => a + b, 0) / Math.max(1, kbps.length)).toFixed(1)} kbps per student on the wire): ` +
      `${ok.length}/${size} results, last frame -> result median ${fmt(pct(ok, 0.5))}, p95 ${fmt(p95)}, max ${fmt(Math.max(...ok))}; ` +
      `evaluation queue max ${maxEval} (mean ${meanEval.toFixed(1)}), live queue max ${maxLive}; ` +
      `thread_not_enough ${busy}, other errors ${other}`,
  );
  if (liveTook)
    liveSummary(
      `(${live}) during the class of ${size}`,
      clips["15 s"].pcm,
      [liveTook],
      "",
      liveDecodedSeconds - decodedBefore,
    );
  const liveP95 = liveTook?.wordMs.length ? pct(liveTook.wordMs, 0.95) : Number.POSITIVE_INFINITY;
  return { pass: ok.length === size && p95 < 1500, p95, livePass: liveP95 <= 1000 };
}

/** --class N, then (--class-search) the largest class whose p95 stays under 1.5 s, in steps. */
async function classFigures() {
  const takes = [];
  for (const voice of CLASS_VOICES) {
    const pcm = Buffer.concat([audio.speak(CLASS_TEXT, voice), audio.silence(1)]);
    takes.push({ voice, seconds: pcm.length / 32000, chunks: await classAudio(pcm) });
  }
  console.log(
    `class reading: ${takes.map((t) => `${t.voice} ${t.seconds.toFixed(1)} s`).join(", ")}; recorder stops 1 s after the last word`,
  );
  for (const mode of liveModes) await runClass(classSize, takes, mode);
  if (!classSearch) return;
  let largest = 0;
  let largestLive = 0;
  for (let n = classStep; n <= classMax; n += classStep) {
    const r = await runClass(n, takes, "stream");
    if (r.pass && largest === n - classStep) largest = n;
    if (r.livePass && largestLive === n - classStep) largestLive = n;
    if (largest < n && largestLive < n) break;
  }
  console.log(
    `largest class held with p95 under 1.5 s and every result: ${largest || `under ${classStep}`}; ` +
      `with the live words of a shadow-tracking student within 1 s (p95): ${largestLive || `under ${classStep}`} ` +
      `(steps of ${classStep}, ${workers} workers + ${liveWorkers} live, ${cpus().length} cores)`,
  );
}

/** --live-class N: N students shadow-tracking at once, starting within one second. */
async function liveClassFigures(pcm) {
  const chunks = await chunksOf(pcm);
  for (const mode of liveModes) {
    const before = liveDecodedSeconds;
    const results = await Promise.all(
      Array.from({ length: liveClass }, () =>
        new Promise((r) => setTimeout(r, Math.random() * 1000)).then(() => liveTake(pcm, mode, chunks)),
      ),
    );
    liveSummary(
      `${mode}, a class of ${liveClass} shadow-tracking at once`,
      pcm,
      results,
      "",
      liveDecodedSeconds - before,
    );
  }
}

if (liveClass) await liveClassFigures(Buffer.concat([clips["15 s"].pcm, audio.silence(2)]));
else if (classSize) await classFigures();
else await liveFigures(clips["15 s"].pcm);

await app.close();
await pool.close();
audio.dispose();
