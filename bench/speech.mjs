// Speech evaluation bench over the real websocket: time from the last frame to the result (median, p95)
// for ~3 s, ~5 s and ~15 s readings, the engine's real-time factor, and throughput with 2, 8 and 32
// concurrent sockets. Audio is synthesised with flite; the server (Fastify + speechPlugin + a pool of one
// worker per core) runs in this process, the pocketsphinx work in its worker processes.
// A paced run sends the 5 s reading frame by frame in real time, as the browser recorder does.
// Live recognition (shadow tracking's live words) is measured like the browser drives it: a recognition
// socket fed in real time plus a snapshot socket with all audio so far after every 2 s of new audio (one at
// a time), alone and then while 16 evaluation sockets keep every worker busy.
//   node --import tsx bench/speech.mjs [--runs 10] [--seconds 15] [--workers 2] [--live-workers 1]
//     [--engine-args "-topn 2"]
import { cpus } from "node:os";
import websocket from "@fastify/websocket";
import Fastify from "fastify";
import WebSocket from "ws";

const { speechPlugin } = await import("../apps/server/src/speech/plugin.ts");
const { SpeechPool } = await import("../apps/server/src/speech/pool.ts");
const { signSpeechUrl } = await import("../apps/server/src/speech/signed-url.ts");
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
{
  const { text } = clips["5 s"];
  const pcm = Buffer.concat([clips["5 s"].pcm, audio.silence(1)]);
  const lat = [];
  for (let i = 0; i < Math.max(3, Math.ceil(runs / 2)); i++) lat.push((await evaluate(text, pcm, true)).ms);
  console.log(
    `5 s paced like the recorder (+1 s silence before stop): last frame -> result median ${fmt(pct(lat, 0.5))}, p95 ${fmt(pct(lat, 0.95))}`,
  );
}

for (const concurrency of [2, 8, 32]) {
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

/** Frames of the recognition socket (IAT shape) for some audio: status 0 first, 1 after. */
function recognizeFrames(pcm) {
  const out = [];
  for (let i = 0; i < pcm.length; i += 6400) {
    const status = i === 0 ? 0 : 1;
    out.push(
      JSON.stringify({
        data: { status, encoding: "raw", audio: pcm.subarray(i, i + 6400).toString("base64") },
      }),
    );
  }
  return out;
}
const RECOGNIZE_LAST = JSON.stringify({ data: { status: 2, audio: "" } });

/** Opens a recognition socket; `answer` settles with the first frame the server sends. */
function recognitionSocket() {
  const ws = new WebSocket(
    signSpeechUrl(recognizeBase, { studentId: "bench-live", ttlSeconds: 600 }, SECRET),
  );
  const opened = new Promise((resolve, reject) => {
    ws.on("open", resolve);
    ws.on("error", reject);
  });
  const answer = new Promise((resolve, reject) => {
    ws.on("message", (data) => {
      const frame = JSON.parse(data.toString());
      resolve({ code: frame.code, text: frame.data?.text ?? "" });
      ws.close();
    });
    ws.on("error", reject);
    ws.on("close", () => resolve({ code: -1, text: "" }));
  });
  return { ws, opened, answer };
}

/**
 * One live take like the browser's shadow tracking: the main socket gets 200 ms frames in real time, and
 * after every 2 s of new audio a snapshot socket (at most one at a time) recognises all audio so far; at
 * the end the running snapshot is abandoned (its socket closed) and the main socket gets its last frame.
 * @returns when the first words came (ms after the first frame), the gaps between live texts, each
 *   snapshot's answer time, the final text's delay after the last frame, and failed answers
 */
async function liveTake(pcm) {
  const main = recognitionSocket();
  await main.opened;
  const started = performance.now();
  const partialsAt = [];
  const snapshotMs = [];
  let failed = 0;
  let running = null;
  let runningSocket = null;
  let ending = false;
  let lastAt = 0;
  const snapshot = (upTo) => {
    lastAt = upTo;
    const side = recognitionSocket();
    runningSocket = side.ws;
    const asked = performance.now();
    running = side.opened
      .then(() => {
        for (const f of recognizeFrames(pcm.subarray(0, upTo))) side.ws.send(f);
        side.ws.send(RECOGNIZE_LAST);
        return side.answer;
      })
      .then((a) => {
        if (ending) return;
        snapshotMs.push(performance.now() - asked);
        if (a.code !== 0) failed++;
        else if (a.text) partialsAt.push(performance.now() - started);
      })
      .finally(() => {
        running = null;
      });
  };
  const frames = recognizeFrames(pcm);
  for (const [i, f] of frames.entries()) {
    main.ws.send(f);
    const sent = Math.min(pcm.length, (i + 1) * 6400);
    if (!running && sent - lastAt >= 64000) snapshot(sent);
    await new Promise((r) => setTimeout(r, 200));
  }
  const ended = performance.now();
  ending = true;
  if (running) runningSocket?.close();
  main.ws.send(RECOGNIZE_LAST);
  const final = await main.answer;
  const finalMs = performance.now() - ended;
  if (final.code !== 0) failed++;
  await running;
  const gaps = partialsAt.slice(1).map((t, i) => t - (partialsAt[i] ?? 0));
  return { first: partialsAt[0], gaps, snapshotMs, finalMs, failed };
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

/** Prints the live-recognition figure alone and under 16 busy evaluation sockets (same run). */
async function liveFigures(pcm) {
  const takes = Math.max(2, Math.ceil(runs / 5));
  const summary = (label, results, extra = "") => {
    const firsts = results.map((r) => r.first).filter((x) => x !== undefined);
    const gaps = results.flatMap((r) => r.gaps);
    const snaps = results.flatMap((r) => r.snapshotMs);
    const finals = results.map((r) => r.finalMs);
    const failed = results.reduce((n, r) => n + r.failed, 0);
    const first = firsts.length ? `first words after ${fmt(pct(firsts, 0.5))}` : "no live words";
    const every = gaps.length
      ? `partials every ${fmt(gaps.reduce((a, b) => a + b, 0) / gaps.length)}`
      : "no second partial";
    console.log(
      `live recognition ${label} (${(pcm.length / 32000).toFixed(1)} s reading in real time, ${takes} takes): ` +
        `${first} (${firsts.length}/${results.length} takes heard), ${every}, snapshot answered in median ` +
        `${fmt(pct(snaps, 0.5))} (p95 ${fmt(pct(snaps, 0.95))}), final text ${fmt(pct(finals, 0.5))} after the last frame, ` +
        `failed answers ${failed}${extra}`,
    );
  };
  const alone = [];
  for (let i = 0; i < takes; i++) alone.push(await liveTake(pcm));
  summary("with no load", alone);
  const load = busyEvaluations(16);
  // Let the evaluation sockets fill the workers and the queue before the take starts.
  while (load.counts.ok + load.counts.busy < 16) await new Promise((r) => setTimeout(r, 50));
  const loaded = [];
  const from = performance.now();
  for (let i = 0; i < takes; i++) loaded.push(await liveTake(pcm));
  const secs = (performance.now() - from) / 1000;
  const { ok, busy, other } = load.counts;
  await load.stop();
  summary(
    "under 16 busy evaluation sockets",
    loaded,
    `; evaluations meanwhile ${(ok / secs).toFixed(2)} results/s, thread_not_enough ${busy}, other errors ${other}`,
  );
}

await liveFigures(clips["15 s"].pcm);

await app.close();
await pool.close();
audio.dispose();
