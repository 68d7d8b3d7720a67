// Compares npm part-of-speech taggers on learner-style sentences (with errors) for the writing checker.
// Usage: node bench/writing-pos.mjs [dir-with-node_modules]
//   The taggers are required from that directory (default: apps/server), so the ones not installed in the
//   project can be measured from a scratch install: `npm i wink-nlp wink-eng-lite-web-model compromise en-pos`.
// Prints, per tagger: cold load time (fresh process), tagging speed (sentences/s, warm), heap after load,
// and the tags of the probe sentences, so a reader can judge whether errors are still tagged usefully.
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const base = path.resolve(process.argv[2] ?? path.join(here, "../apps/server"));
const require = createRequire(path.join(base, "package.json"));

// Original learner-style sentences; most carry a typical Japanese-learner error.
const PROBES = [
  "He like curry.",
  "My grandmother getting old.",
  "She very kind.",
  "I am go to school by bus.",
  "A person just know the answer.",
  "The fuel force us to pay more.",
  "Human can make many tools.",
  "Yesterday I go to the park with Ken.",
  "I have three brother and a dog.",
  "I did the today's homework.",
  "The shop closed on Sundays.",
  "People thinks it is a good idea.",
  "Ken and Yuki plays tennis every day.",
  "I want to visit Kyoto next year.",
];
const FILLER = [
  "My brother play baseball every Sunday.",
  "We stayed at my uncle's house for three days last summer.",
  "I think that smartphones are useful, but students should not use them in class.",
  "There are many student in my class and they is very friendly.",
  "If I were a bird, I would fly to Hokkaido.",
];

// The words a learner-error rule must read right, with their Universal POS in the sentence as written.
const GOLD = [
  ["He like curry.", { like: "VERB", curry: "NOUN" }],
  ["My grandmother getting old.", { grandmother: "NOUN", getting: "VERB", old: "ADJ" }],
  ["She very kind.", { very: "ADV", kind: "ADJ" }],
  ["I am go to school by bus.", { am: "AUX", go: "VERB", school: "NOUN", bus: "NOUN" }],
  ["A person just know the answer.", { person: "NOUN", know: "VERB", answer: "NOUN" }],
  ["The fuel force us to pay more.", { fuel: "NOUN", force: "VERB", pay: "VERB" }],
  ["Human can make many tools.", { Human: "NOUN", can: "AUX", make: "VERB", tools: "NOUN" }],
  ["Yesterday I go to the park with Ken.", { go: "VERB", park: "NOUN", Ken: "PROPN" }],
  ["I have three brother and a dog.", { three: "NUM", brother: "NOUN", dog: "NOUN" }],
  ["The shop closed on Sundays.", { shop: "NOUN", closed: "VERB", Sundays: "PROPN" }],
  ["People thinks it is a good idea.", { People: "NOUN", thinks: "VERB", good: "ADJ", idea: "NOUN" }],
  ["Ken and Yuki plays tennis every day.", { Yuki: "PROPN", plays: "VERB", tennis: "NOUN" }],
  ["My sister cook dinner every Sunday.", { sister: "NOUN", cook: "VERB", dinner: "NOUN" }],
  ["Everyone want a new phone.", { Everyone: "PRON", want: "VERB", new: "ADJ", phone: "NOUN" }],
  ["This book are very interesting.", { book: "NOUN", are: "AUX", interesting: "ADJ" }],
  ["My father work at a hospital.", { father: "NOUN", work: "VERB", hospital: "NOUN" }],
  ["I watched a interesting movie.", { watched: "VERB", interesting: "ADJ", movie: "NOUN" }],
  ["We visit my uncle last week.", { visit: "VERB", uncle: "NOUN", week: "NOUN" }],
  ["She is like music very much.", { is: "AUX", like: "VERB", music: "NOUN" }],
  ["The children plays in the snow.", { children: "NOUN", plays: "VERB", snow: "NOUN" }],
];
const UPOS = new Set("NOUN PROPN VERB AUX ADJ ADV ADP DET PRON NUM CCONJ SCONJ PART PUNCT INTJ X".split(" "));
const PTB = {
  NN: "NOUN",
  NNS: "NOUN",
  NNP: "PROPN",
  NNPS: "PROPN",
  VB: "VERB",
  VBP: "VERB",
  VBZ: "VERB",
  VBG: "VERB",
  VBD: "VERB",
  VBN: "VERB",
  MD: "AUX",
  JJ: "ADJ",
  JJR: "ADJ",
  JJS: "ADJ",
  RB: "ADV",
  RBR: "ADV",
  RBS: "ADV",
  DT: "DET",
  PDT: "DET",
  PRP: "PRON",
  PRP$: "PRON",
  IN: "ADP",
  TO: "PART",
  CC: "CCONJ",
  CD: "NUM",
  EX: "PRON",
  WP: "PRON",
  WDT: "DET",
  WRB: "ADV",
  UH: "INTJ",
};
const BE = new Set("am is are was were be been being do does did have has had".split(" "));
/** Maps a tagger's tag (UPOS, Penn or compromise tag list) to a Universal POS tag. */
function toUpos(word, tag) {
  if (UPOS.has(tag)) return tag;
  if (tag in PTB) return BE.has(word.toLowerCase()) && PTB[tag] === "VERB" ? "AUX" : PTB[tag];
  const t = tag.split("|");
  if (t.includes("Copula") || t.includes("Modal") || t.includes("Auxiliary")) return "AUX";
  if (t.includes("Pronoun") || t.includes("Possessive")) return "PRON";
  if (t.includes("ProperNoun") || t.includes("Person") || t.includes("WeekDay")) return "PROPN";
  if (t.includes("Verb")) return "VERB";
  if (t.includes("Adjective")) return "ADJ";
  if (t.includes("Adverb")) return "ADV";
  if (t.includes("Preposition")) return "ADP";
  if (t.includes("Determiner")) return "DET";
  if (t.includes("Value")) return "NUM";
  if (t.includes("Conjunction")) return "CCONJ";
  if (t.includes("Noun") || t.includes("Date")) return "NOUN";
  return "X";
}

const TAGGERS = {
  "wink-nlp": () => {
    const winkNLP = require("wink-nlp");
    const model = require("wink-eng-lite-web-model");
    const nlp = winkNLP(model, ["pos"]);
    const its = nlp.its;
    return (s) => {
      const doc = nlp.readDoc(s);
      return doc
        .tokens()
        .out(its.pos)
        .map((p, i) => `${doc.tokens().itemAt(i).out()}/${p}`);
    };
  },
  compromise: () => {
    const nlp = require("compromise");
    return (s) =>
      nlp(s)
        .json()
        .flatMap((sent) =>
          sent.terms.map((t) => `${t.text}/${t.tags.filter((x) => x !== "Singular" || true).join("|")}`),
        );
  },
  "en-pos": () => {
    const { Tag } = require("en-pos");
    return (s) => {
      const words = s.match(/[A-Za-z']+|\d+|[^\sA-Za-z\d]/g) ?? [];
      const tags = new Tag(words).initial().smooth().tags;
      return words.map((w, i) => `${w}/${tags[i]}`);
    };
  },
};

function measure(name) {
  const t0 = performance.now();
  const tag = TAGGERS[name]();
  const load = performance.now() - t0;
  const heap = process.memoryUsage().heapUsed / 1e6;
  const rss = process.memoryUsage().rss / 1e6;
  const probes = PROBES.map((s) => tag(s).join(" "));
  let right = 0;
  let total = 0;
  const wrong = [];
  for (const [sentence, want] of GOLD) {
    const got = tag(sentence).map((wt) => {
      const cut = wt.lastIndexOf("/");
      return [wt.slice(0, cut), wt.slice(cut + 1)];
    });
    for (const [word, pos] of Object.entries(want)) {
      total++;
      const hit = got.find(([w]) => w === word);
      const upos = hit ? toUpos(word, hit[1]) : "missing";
      if (upos === pos) right++;
      else wrong.push(`${word}=${upos}`);
    }
  }
  const all = [...PROBES, ...FILLER, ...GOLD.map(([s]) => s)];
  for (let i = 0; i < 200; i++) tag(all[i % all.length]); // warm up
  const n = 3000;
  const t1 = performance.now();
  for (let i = 0; i < n; i++) tag(all[i % all.length]);
  const perSecond = n / ((performance.now() - t1) / 1000);
  return {
    name,
    loadMs: Math.round(load),
    heapMB: Math.round(heap),
    rssMB: Math.round(rss),
    perSecond: Math.round(perSecond),
    probes,
    gold: `${right}/${total}`,
    wrong,
  };
}

if (process.env.POS_BENCH_ONE) {
  process.stdout.write(JSON.stringify(measure(process.env.POS_BENCH_ONE)));
} else {
  for (const name of Object.keys(TAGGERS)) {
    let r;
    try {
      // A fresh process per tagger, so load time and memory are cold and not shared.
      const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), base], {
        env: { ...process.env, POS_BENCH_ONE: name },
        encoding: "utf8",
      });
      r = JSON.parse(out);
    } catch (e) {
      console.log(`${name}: not available from ${base} (${String(e.message).split("\n")[0]})`);
      continue;
    }
    console.log(
      `\n## ${r.name}: cold load ${r.loadMs} ms, ${r.perSecond} sentences/s warm, heap ${r.heapMB} MB, rss ${r.rssMB} MB; key words right ${r.gold}`,
    );
    for (const p of r.probes) console.log(`  ${p}`);
    console.log(`  wrong: ${r.wrong.join(", ")}`);
  }
}
