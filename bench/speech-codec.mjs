// Compressed speech against raw speech: every reading is scored twice by the real engine, once as the raw
// 16 kHz PCM take and once as the opus-wb take the browser sends (encoded with the client's settings:
// 20 ms packets, CELT mode, constant bitrate; framed and decoded by the sockets' own AudioInput), and the bench
// prints the mean and largest absolute difference of total, accuracy, fluency and integrity (0–5 scale),
// the bytes on the wire per second (the JSON audio frames of 200 ms as the browser writes them), and the
// server's decoding time per second of audio. Readings: original sentences read by four flite voices, six
// of them again with steady noise, and, when SPEECHOCEAN762_DIR points at the data set, the first --real
// utterances of its test split. "raw vs raw 1 ms later" shows how much the engine moves on its own.
//   node --import tsx bench/speech-codec.mjs [--bitrates 12000,16000,24000] [--real 20] [--workers 2]
import { cpus } from "node:os";

const { evaluateReading } = await import("../apps/server/src/speech/evaluator.ts");
const { SpeechPool } = await import("../apps/server/src/speech/pool.ts");
const { parseReferenceText } = await import("../apps/server/src/speech/reference-text.ts");
const { TestAudio } = await import("../apps/server/src/speech/test-audio.ts");
const { AudioInput } = await import("../apps/server/src/speech/audio-input.ts");
const { encodeOpus, opusFrameData } = await import("../apps/server/src/speech/test-opus.ts");
const { datasetDir, loadSplit, readAudio, referenceText } = await import(
  "../apps/server/scripts/speech-model/dataset.ts"
);

const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const bitrates = String(arg("bitrates", "12000,16000,24000")).split(",").map(Number);
const realCount = Number(arg("real", 20));
const workers = Number(arg("workers", Math.min(2, cpus().length)));
const KEYS = ["total", "accuracy", "fluency", "integrity"];

// Original texts written for this bench.
const TEXTS = [
  "We usually play soccer in the park after school.",
  "My little sister wants to visit the big museum with our grandmother next Sunday.",
  "Yesterday the children cooked a delicious dinner for their tired parents.",
  "Please open your textbook to page twelve and read the first story.",
  "The weather was so cold that we stayed inside and watched a movie.",
  "Could you tell me the way to the nearest train station?",
  "I have been learning English for three years and I enjoy it very much.",
  "Our teacher showed us beautiful pictures of mountains in Canada.",
];
const VOICES = ["slt", "awb", "rms", "kal16"];

const audio = new TestAudio();
const readings = [];
for (const [i, text] of TEXTS.entries()) {
  for (const voice of [VOICES[i % VOICES.length], VOICES[(i + 1) % VOICES.length]]) {
    const pcm = Buffer.concat([audio.silence(0.5), audio.speak(text, voice), audio.silence(1)]);
    readings.push({ name: `flite ${voice}`, text, pcm });
  }
}
// A noisy classroom (about -36 dBFS of steady noise) over six of them.
for (const r of readings.slice(0, 6))
  readings.push({ ...r, name: `${r.name} + noise`, pcm: audio.addNoise(r.pcm, 800) });
const data = datasetDir();
if (data.dir) {
  for (const u of loadSplit(data.dir, "test").slice(0, realCount))
    readings.push({ name: `speechocean762 ${u.id}`, text: referenceText(u), pcm: readAudio(data.dir, u.id) });
} else {
  console.log(`speechocean762 not used: ${data.why}`);
}

const pool = await SpeechPool.start({ size: workers, maxQueue: 10_000 });
const score = (text, pcm) => {
  const ref = parseReferenceText(text, "read_sentence");
  return evaluateReading(pool, "read_sentence", text, ref, pcm).then((r) => r.scores);
};

/** Bytes of the middle frames as apps/web/src/lib/speech/frames.ts writes them. */
const frameBytes = (datas, encoding) =>
  datas.reduce(
    (n, d, i) =>
      n +
      Buffer.byteLength(
        JSON.stringify({
          business: { cmd: "auw", aus: i === 0 ? 1 : 2 },
          data: { status: 1, data: d, data_type: 1, encoding },
        }),
      ),
    0,
  );

const rawScores = await Promise.all(readings.map((r) => score(r.text, r.pcm)));
const rawDatas = (pcm) => {
  const out = [];
  for (let i = 0; i < pcm.length; i += 6400) out.push(pcm.subarray(i, i + 6400).toString("base64"));
  return out;
};
const seconds = readings.reduce((n, r) => n + r.pcm.length / 32000, 0);
const rawKbps = (readings.reduce((n, r) => n + frameBytes(rawDatas(r.pcm), "raw"), 0) * 8) / seconds / 1000;
console.log(
  `${readings.length} readings, ${seconds.toFixed(1)} s of audio; raw PCM on the wire: ${rawKbps.toFixed(1)} kbps`,
);
console.log(`raw mean total ${(rawScores.reduce((n, s) => n + s.total, 0) / readings.length).toFixed(2)}`);

/** Mean and largest |a − b| per score. */
const differences = (a, b) =>
  KEYS.map((k) => {
    const d = a.map((s, i) => Math.abs(s[k] - b[i][k]));
    return `${k} mean ${(d.reduce((x, y) => x + y, 0) / d.length).toFixed(3)} max ${Math.max(...d).toFixed(2)}`;
  }).join(" | ");
// The engine's own noise floor: the same raw take starting 1 ms later.
const shifted = await Promise.all(readings.map((r) => score(r.text, r.pcm.subarray(32))));
console.log(`raw vs raw 1 ms later (the engine's own jitter): ${differences(rawScores, shifted)}`);

for (const bitrate of bitrates) {
  let wire = 0;
  let decodeMs = 0;
  const decoded = readings.map((r) => {
    const datas = opusFrameData(encodeOpus(r.pcm, bitrate));
    wire += frameBytes(datas, "opus-wb");
    const input = new AudioInput("opus-wb");
    const t0 = performance.now();
    const pcm = Buffer.concat(
      datas.map((d) => input.read(d, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)),
    );
    decodeMs += performance.now() - t0;
    input.close();
    return pcm;
  });
  const opusScores = await Promise.all(readings.map((r, i) => score(r.text, decoded[i])));
  const line = differences(rawScores, opusScores);
  const kbps = (wire * 8) / seconds / 1000;
  console.log(
    `opus-wb ${bitrate / 1000} kbps: ${kbps.toFixed(1)} kbps on the wire, decoding ${(decodeMs / seconds).toFixed(1)} ms per s of audio`,
  );
  console.log(`  |opus − raw|: ${line}`);
  const worst = rawScores
    .map((s, i) => ({ i, d: Math.abs(s.total - opusScores[i].total) }))
    .sort((a, b) => b.d - a.d)[0];
  if (worst)
    console.log(
      `  largest total difference: ${readings[worst.i].name} "${readings[worst.i].text.slice(0, 50)}" ${rawScores[worst.i].total} vs ${opusScores[worst.i].total}`,
    );
}

await pool.close();
audio.dispose();
