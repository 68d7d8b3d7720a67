// Open-answer recognition bench: word error rate (WER) of free recognition with the generic en-us model
// against recognition biased to the task (an item language model from task-lm.ts interpolated with the
// generic one in the worker, native/lm.c), with real-time factors and worker memory.
//  (a) valid answers to open items of the built content, spoken by flite (slt, awb, rms, kal16) and
//      espeak-ng (en-us and two variants): generic, item LM (each --weights value), and another item's LM
//      (what bias costs when the answer is not about the task);
//  (b) speechocean762 test readings (SPEECHOCEAN762_DIR): generic, and an LM of the reading's own text,
//      a reference upper bound only (the recogniser is told the answer; no open task gives that).
// Answers come from content/open-answers/<res_code>.yaml when that file exists, else from the original
// answers below. Item texts come from content/dist (built to a temporary folder without audio if absent).
//   node --import tsx bench/open-recognition.mjs [--weights 0.5] [--voices slt,awb,...] [--per-item 2]
//     [--readings 200] [--workers 2] [--no-generic] [--no-mismatch] [--no-corpus] [--show N] [--uniform 0.05,...]
//     [--engine-args "-lw 9"] (pocketsphinx options for the workers)
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse as parseYaml } from "yaml";
import { mapLimit } from "./map-limit.mjs";

const { SpeechPool } = await import("../apps/server/src/speech/pool.ts");
const { TestAudio } = await import("../apps/server/src/speech/test-audio.ts");
const { buildTaskLm, lmWords, DEFAULT_TASK_LM_WEIGHT } = await import("../apps/server/src/speech/task-lm.ts");
const { datasetDir, loadSplit, readAudio, referenceText } = await import(
  "../apps/server/scripts/speech-model/dataset.ts"
);

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, def) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : def;
};
const weights = String(arg("weights", DEFAULT_TASK_LM_WEIGHT)).split(",").map(Number);
// tuning: unigram share spread evenly over the vocabulary (task-lm.ts uniformMass); default its own
const uniforms = arg("uniform") ? String(arg("uniform")).split(",").map(Number) : [undefined];
const configs = weights.flatMap((weight) => uniforms.map((uniformMass) => ({ weight, uniformMass })));
const label = (c) => `w ${c.weight}${c.uniformMass === undefined ? "" : `, uniform ${c.uniformMass}`}`;
const hasEspeak = (() => {
  try {
    execFileSync("espeak-ng", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();
const VOICES = String(arg("voices", "slt,awb,rms,kal16,espeak:en-us,espeak:en-us+f3,espeak:en-us+m3"))
  .split(",")
  .filter((v) => hasEspeak || !v.startsWith("espeak:"));
if (!hasEspeak) console.log("espeak-ng is not installed (apt-get install espeak-ng): flite voices only");
const readings = Number(arg("readings", 200));
const workers = Number(arg("workers", cpus().length));
const perItem = Number(arg("per-item", 2));

// Original answers written for this bench: valid, varied, mostly not the item's samples.
const ANSWERS = {
  "su-quick-response-1": {
    "qr1-01": [
      "My favorite color is red.",
      "I like purple because it is a beautiful color.",
      "I like blue and white.",
      "Green is my favorite color.",
    ],
    "qr1-02": [
      "I have two brothers and one sister.",
      "I have an older sister.",
      "I don't have any brothers, but I have a little sister.",
      "I have three sisters.",
    ],
    "qr1-03": [
      "I get up at seven o'clock.",
      "I usually get up at six.",
      "I get up at half past six every morning.",
      "On weekdays I get up at seven fifteen.",
    ],
    "qr1-05": [
      "I walk to school.",
      "I come to school by bus.",
      "I usually ride my bike to school.",
      "My mother takes me to school by car.",
    ],
  },
  "su-quick-response-2": {
    "qr2-01": [
      "I ate bread and an egg.",
      "I had rice, fish and miso soup.",
      "I didn't eat breakfast this morning.",
      "I had cereal with milk and a banana.",
    ],
    "qr2-02": [
      "I'm going to watch a movie with my family.",
      "I am going to study for my test.",
      "I will go shopping with my mother.",
      "I'm going to practice soccer on Saturday.",
    ],
  },
  "su-quick-response-3": {
    "qr3-02": [
      "I like summer better because I can swim in the sea.",
      "I like winter better. I love snow.",
      "Summer, because we have a long vacation.",
      "I like winter better because I don't like hot weather.",
    ],
  },
  "su-picture-describe-1": {
    "pd1-01": [
      "A boy is playing with a ball. A girl is walking a dog.",
      "There is a man on a bench. He is reading a book.",
      "Some people are in the park. A boy is kicking a ball and a woman is walking her dog.",
      "A man is sitting on a bench and reading.",
    ],
    "pd1-02": [
      "A mother is cooking dinner. A boy is putting plates on the table.",
      "A cat is on the floor.",
      "The woman is making food in the kitchen and the boy is helping her.",
      "A boy is setting the table. A cat is sitting on the floor.",
    ],
  },
  "su-narration-1": {
    "na1-01": [
      "Ken gets up at six every morning. He walks his dog before breakfast. Then he goes to school by bike.",
      "Ken gets up at six. He takes his dog for a walk and then he rides his bike to school.",
      "Every morning Ken walks his dog. After breakfast he goes to school by bike.",
      "Ken gets up early and walks his dog before breakfast.",
    ],
  },
  "su-speaking-multi-step-2": {
    "sm2-01": [
      "Last Sunday I went to the park with my friends. We played basketball. It was fun.",
      "I went shopping with my mother last weekend. I bought a new bag.",
      "Last Saturday I stayed home and played video games with my brother.",
      "I went to the beach with my family. The water was cold but it was exciting.",
    ],
  },
  "su-narration-2": {
    "na2-02": [
      "Saki found a wallet on her way to school. She took it to the police box.",
      "Saki found a wallet and took it to the police. The owner called her school and sent her cookies.",
      "A girl found a wallet near the station. The owner thanked her and gave her a box of cookies.",
      "Saki took a wallet to the police box, and later the owner sent her some cookies.",
    ],
  },
};

/** The built content: content/dist, or a fresh build without audio in a temporary folder. */
function contentDist(tmp) {
  const dist = join(root, "content/dist");
  if (existsSync(join(dist, "catalog.json"))) return dist;
  const out = join(tmp, "content-dist");
  execFileSync("npx", ["tsx", join(root, "content/scripts/build.ts"), "--no-audio", "--out", out], {
    stdio: "ignore",
  });
  return out;
}

function resourcePaths(dist) {
  const catalog = JSON.parse(readFileSync(join(dist, "catalog.json"), "utf8"));
  const out = new Map();
  const visit = (node) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      if (typeof node.res_code === "string" && typeof node.path === "string")
        out.set(node.res_code, node.path);
      Object.values(node).forEach(visit);
    }
  };
  visit(catalog);
  return out;
}

const ENGLISH = [
  "audio_text",
  "screen_en_text",
  "screen_text",
  "screen_title",
  "subtitle_en",
  "hint_en",
  "evaluate_text",
  "sample_answer",
  "content",
];
/** English texts of an item and its steps (samples, questions, story, hints), and its rubric's terms. */
function itemTexts(item) {
  const texts = new Set();
  const terms = new Set();
  const visit = (node, key) => {
    if (typeof node === "string") {
      if (ENGLISH.includes(key)) for (const part of node.split("/")) if (part.trim()) texts.add(part.trim());
    } else if (Array.isArray(node)) {
      for (const n of node) visit(n, key);
    } else if (node && typeof node === "object") {
      if (key === "open_answer") {
        for (const e of node.elements ?? [])
          for (const t of [e.match].flat(3)) if (!t.startsWith("<")) terms.add(t);
      } else {
        for (const [k, v] of Object.entries(node)) if (!/_jp$|translation/.test(k)) visit(v, k);
      }
    }
  };
  visit(item);
  return { texts: [...texts], terms: [...terms] };
}

/** Valid answers of content/open-answers/<res_code>.yaml, per question id (a tolerant reader). */
function contentAnswers(resCode) {
  const file = join(root, "content/open-answers", `${resCode}.yaml`);
  if (!existsSync(file)) return undefined;
  const out = {};
  const take = (qid, list) => {
    for (const a of [list].flat()) {
      const text = typeof a === "string" ? a : (a?.text ?? a?.content ?? a?.answer);
      if (qid && typeof text === "string") out[qid] = [...(out[qid] ?? []), text];
    }
  };
  const visit = (node, qid) => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n, qid);
    } else if (node && typeof node === "object") {
      const id = node.question_id !== undefined ? String(node.question_id) : qid;
      for (const [k, v] of Object.entries(node)) {
        if (/^(valid|answers?|good|accepted)/i.test(k)) take(id, v);
        else if (!/invalid|wrong|bad|off/i.test(k)) visit(v, /^[a-z]+\d*-\d+/.test(k) ? k : id);
      }
    }
  };
  visit(parseYaml(readFileSync(file, "utf8")));
  return Object.keys(out).length ? out : undefined;
}

const audio = new TestAudio();
/** Renders an answer with a flite voice, or espeak-ng for "espeak:<voice>" (test-audio.ts). */
function speak(text, voice) {
  return voice.startsWith("espeak:") ? audio.speakEspeak(text, voice.slice(7)) : audio.speak(text, voice);
}

function editDistance(ref, hyp) {
  let prev = Array.from({ length: hyp.length + 1 }, (_, j) => j);
  for (let i = 1; i <= ref.length; i++) {
    const row = [i];
    for (let j = 1; j <= hyp.length; j++)
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (ref[i - 1] === hyp[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[hyp.length];
}
const hypWords = (hyp) =>
  (hyp ?? "")
    .split(/\s+/)
    .map((w) => w.replace(/\(\d+\)$/, ""))
    .filter((w) => w && !/^(<.*>|\[.*\]|\+.*\+)$/.test(w));

/** Decodes every utterance with one LM choice; returns WER parts and timing. */
async function decodeAll(pool, utts, lmOf) {
  return mapLimit(utts, pool.size, async (u) => {
    const reply = await pool.recognize(u.pcm, { lm: lmOf(u) });
    const ref = lmWords(u.text);
    const hyp = hypWords(reply.hyp);
    return {
      group: u.group,
      text: u.text,
      voice: u.voice,
      hyp: hyp.join(" "),
      errors: editDistance(ref, hyp),
      words: ref.length,
      ms: reply.ms,
      msLm: reply.ms_lm ?? 0,
      seconds: u.pcm.length / 32000,
    };
  });
}

function summary(runs, group) {
  const rs = runs.filter((r) => !group || r.group === group);
  const errors = rs.reduce((a, r) => a + r.errors, 0);
  const words = rs.reduce((a, r) => a + r.words, 0);
  return { wer: words ? (100 * errors) / words : Number.NaN, words };
}
function timing(runs) {
  const audio = runs.reduce((a, r) => a + r.seconds, 0);
  const decode = runs.reduce((a, r) => a + r.ms - r.msLm, 0) / 1000;
  const setup = runs.map((r) => r.msLm).sort((a, b) => a - b);
  return `RTF ${(decode / audio).toFixed(3)} decoding + LM set-up median ${setup[setup.length >> 1].toFixed(1)} ms, max ${setup.at(-1).toFixed(0)} ms`;
}
const rss = (pool) =>
  pool.pids.map(
    (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
  );
const mib = (xs) => xs.map((x) => `${x.toFixed(0)} MiB`).join(", ");
const pad = (s, w) => String(s).padEnd(w);

const tmp = mkdtempSync(join(tmpdir(), "hibiki-open-bench-"));
const pool = await SpeechPool.start({
  engineArgs: arg("engine-args", "").split(" ").filter(Boolean),
  size: workers,
  liveWorkers: 0,
  maxBackgroundQueue: 10_000,
  timeoutMs: 120_000,
});
try {
  console.log(
    `open-answer recognition bench: ${pool.size} workers, ${cpus().length} cores, weights ${weights.join(", ")}`,
  );
  const memory = [`started ${mib(rss(pool))}`];
  const dist = contentDist(tmp);
  const paths = resourcePaths(dist);
  const items = [];
  const answerDir = join(root, "content/open-answers");
  const fromContent = existsSync(answerDir) ? readdirSync(answerDir).filter((f) => f.endsWith(".yaml")) : [];
  const resCodes = [...new Set([...Object.keys(ANSWERS), ...fromContent.map((f) => f.slice(0, -5))])].sort();
  for (const resCode of resCodes) {
    if (!paths.has(resCode)) continue;
    const resource = JSON.parse(readFileSync(join(dist, paths.get(resCode)), "utf8"));
    const answers = contentAnswers(resCode) ?? ANSWERS[resCode] ?? {};
    for (const [qid, list] of Object.entries(answers)) {
      // an item, or the item holding the record step of that id (the step answers the item's task)
      const item = resource.items.find(
        (i) => String(i.question_id) === qid || JSON.stringify(i).includes(`"question_id":"${qid}"`),
      );
      if (!item || !list.length) continue;
      const { texts, terms } = itemTexts(item);
      const level = /^s[hk]|senior/.test(resource.res_level ?? "") ? "senior" : "junior";
      const lms = configs.map((c) => buildTaskLm({ texts, words: terms, level, ...c }));
      items.push({
        id: `${resCode}/${qid}`,
        answers: list.slice(0, perItem),
        lms,
        source: ANSWERS[resCode]?.[qid] === list ? "bench" : "content",
        terms: terms.length,
      });
    }
  }
  const first = items[0].lms[0];
  console.log(
    `${items.length} items (${items.filter((i) => i.source === "content").length} with content/open-answers, ${items.filter((i) => i.terms).length} with rubric terms); item LM e.g. ${first.vocabulary} words, ${(first.arpa.length / 1024).toFixed(0)} kB ARPA`,
  );
  const utts = [];
  for (const [k, item] of items.entries())
    for (const text of item.answers)
      for (const voice of VOICES)
        utts.push({
          item: k,
          text,
          voice,
          group: voice.startsWith("espeak:") ? "espeak-ng" : "flite",
          pcm: speak(text, voice),
        });
  const words = utts.reduce((a, u) => a + lmWords(u.text).length, 0);
  const audioSeconds = utts.reduce((a, u) => a + u.pcm.length / 32000, 0);
  console.log(
    `${utts.length} utterances (${VOICES.join(", ")}), ${words} words, ${audioSeconds.toFixed(0)} s of audio`,
  );

  const rows = [];
  // no answers (--per-item 0): only the corpus below
  if (utts.length) {
    if (!process.argv.includes("--no-generic")) {
      rows.push(["generic en-us", await decodeAll(pool, utts, () => undefined)]);
      memory.push(`after generic ${mib(rss(pool))}`);
    }
    for (const [k, c] of configs.entries())
      rows.push([`item LM, ${label(c)}`, await decodeAll(pool, utts, (u) => items[u.item].lms[k])]);
    memory.push(`after item LMs ${mib(rss(pool))}`);
    if (!process.argv.includes("--no-mismatch"))
      for (const [k, c] of configs.entries())
        rows.push([
          `another item's LM, ${label(c)}`,
          await decodeAll(pool, utts, (u) => items[(u.item + 1) % items.length].lms[k]),
        ]);
  }
  console.log(`\n${pad("WER (words)", 44)}${pad("flite", 18)}${pad("espeak-ng", 18)}all`);
  for (const [name, runs] of rows) {
    const cell = (g) => {
      const s = summary(runs, g);
      return pad(`${s.wer.toFixed(1)}% (${s.words})`, 18);
    };
    console.log(`${pad(name, 44)}${cell("flite")}${cell("espeak-ng")}${cell()}`);
  }
  console.log("");
  for (const [name, runs] of rows) console.log(`${pad(name, 44)}${timing(runs)}`);
  const show = Number(arg("show", 0));
  // the generic row and an item row are both needed to compare (absent with --no-generic or --per-item 0)
  if (show && rows.length > 1 && rows[0][0] === "generic en-us") {
    const [generic, biased] = [rows[0][1], rows[1][1]];
    const diffs = generic
      .map((g, i) => ({ g, b: biased[i], d: biased[i].errors - g.errors }))
      .sort((x, y) => x.d - y.d);
    for (const { g, b, d } of [...diffs.slice(0, show), ...diffs.slice(-show)])
      console.log(
        `${d > 0 ? "+" : ""}${d} [${g.voice}] ${g.text}\n    generic: ${g.hyp}\n    item:    ${b.hyp}`,
      );
  }
  console.log(`worker memory (VmRSS): ${memory.join("; ")}`);

  const { dir, why } = datasetDir();
  if (process.argv.includes("--no-corpus")) console.log("\nspeechocean762: skipped (--no-corpus)");
  else if (!dir) console.log(`\nspeechocean762: skipped (${why})`);
  else {
    const test = loadSplit(dir, "test").sort((a, b) => a.id.localeCompare(b.id));
    const step = test.length / Math.min(readings, test.length);
    const picked = Array.from(
      { length: Math.min(readings, test.length) },
      (_, i) => test[Math.floor(i * step)],
    );
    const corpus = picked.map((u) => ({
      text: referenceText(u),
      group: u.age < 15 ? "child" : "adult",
      pcm: readAudio(dir, u.id),
    }));
    const own = new Map(corpus.map((u) => [u, buildTaskLm({ texts: [u.text], ...configs[0] })]));
    const audio = corpus.reduce((a, u) => a + u.pcm.length / 32000, 0);
    console.log(
      `\nspeechocean762 test: ${corpus.length} readings (evenly spread), ${audio.toFixed(0)} s of audio`,
    );
    const crows = [
      ["generic en-us", await decodeAll(pool, corpus, () => undefined)],
      [`own-text LM, ${label(configs[0])} (reference)`, await decodeAll(pool, corpus, (u) => own.get(u))],
    ];
    console.log(`${pad("WER (words)", 44)}${pad("children", 18)}${pad("adults", 18)}all`);
    for (const [name, runs] of crows) {
      const cell = (g) => {
        const s = summary(runs, g);
        return pad(`${s.wer.toFixed(1)}% (${s.words})`, 18);
      };
      console.log(`${pad(name, 44)}${cell("child")}${cell("adult")}${cell()}`);
    }
    for (const [name, runs] of crows) console.log(`${pad(name, 44)}${timing(runs)}`);
    console.log("(the own-text LM knows the answer: an upper bound for biasing, not a fair open task)");
  }
} finally {
  await pool.close();
  rmSync(tmp, { recursive: true, force: true });
  audio.dispose();
}
