import { createHash } from "node:crypto";
import type { WritingLevel } from "@hibiki/contracts/writing";
import { basicWordList } from "../writing/lexicon/vocabulary-levels.ts";
import { spellNumber } from "./pronunciation.ts";

/**
 * Task language models for open answers: a small trigram model built from what an exercise item says
 * (its sample answers, question, hints and rubric terms) plus the level's basic words, in ARPA text. The
 * speech worker interpolates it with the generic en-us model (native/lm.c), so free speech about the task
 * is recognised with the task's words and phrasing while anything else stays possible.
 */

/**
 * Interpolation weight of the task model against the generic one. sphinxbase mixes the language-weighted
 * scores, so the weight enters a word's score once (log w) rather than lw (6.5) times: the mix is close
 * to the larger of the two models' probabilities. Chosen with bench/open-recognition.mjs: on valid answers
 * WER fell from 19 % to 9 % (flite) and 68 % to 38 % (espeak-ng) at 0.3 to 0.95 alike, while an answer to
 * another task lost 2 (0.3) to 3 (0.95) points against the generic model; 0.5 sits between.
 */
export const DEFAULT_TASK_LM_WEIGHT = 0.5;
/**
 * Share of the unigram mass spread evenly over the vocabulary (level words never said in the texts): small,
 * since the generic model already knows them; a uniform share makes rare level words as likely as common
 * ones (0.25 gave 0.4 points more WER than 0.05).
 */
const UNIFORM_UNIGRAM_MASS = 0.05;

/** What a task model is built from. */
export interface TaskLmSource {
  /** sentences of the task: sample answers, the question or screen text, hints (n-grams are learned) */
  texts: readonly string[];
  /** extra words or short terms, e.g. a rubric's slot terms (counted once each, as unigrams) */
  words?: readonly string[];
  /** the level whose basic word list joins the vocabulary as unigrams (default junior) */
  level?: WritingLevel;
  /** interpolation weight of the task model (default DEFAULT_TASK_LM_WEIGHT) */
  weight?: number;
  /** share of the unigram mass spread evenly over the vocabulary (default UNIFORM_UNIGRAM_MASS; tuning) */
  uniformMass?: number;
}

/** A task model ready for SpeechPool.recognize. */
export interface TaskLm {
  /** stable key: a hash of the ARPA text and weight (same item texts, same key) */
  key: string;
  /** the model in ARPA text */
  arpa: string;
  /** interpolation weight of the task model against the generic one, in (0, 1) */
  weight: number;
  /** words in the model, markers excluded */
  vocabulary: number;
}

const ORDINAL: Record<string, string> = {
  one: "first",
  two: "second",
  three: "third",
  five: "fifth",
  eight: "eighth",
  nine: "ninth",
  twelve: "twelfth",
};

function ordinal(words: string[]): string[] {
  const last = words.at(-1) ?? "";
  const head = words.slice(0, -1);
  if (ORDINAL[last]) return [...head, ORDINAL[last]];
  return [...head, last.endsWith("y") ? `${last.slice(0, -1)}ieth` : `${last}th`];
}

/** Clock times as read: "6:30" → "six thirty", "7:05" → "seven oh five", "6:00" → "six o'clock". */
function readTimes(text: string): string {
  return text.replace(/\b(\d{1,2}):(\d{2})\b/g, (_, h: string, m: string) => {
    const hour = (spellNumber(h) ?? [h]).join(" ");
    if (m === "00") return `${hour} o'clock`;
    const minutes = (spellNumber(String(Number(m))) ?? [m]).join(" ");
    return `${hour} ${m.startsWith("0") ? "oh " : ""}${minutes}`;
  });
}

function token(raw: string): string[] {
  const t = raw.replace(/^'+|'+$/g, "");
  if (!t) return [];
  if (/^\d+$/.test(t)) return spellNumber(t) ?? [];
  const ord = /^(\d+)(st|nd|rd|th)$/.exec(t);
  if (ord) return ordinal(spellNumber(ord[1] as string) ?? []);
  return [t];
}

/**
 * Sentences of a text as the recogniser spells words: lower case, numbers and clock times spelled out,
 * hyphenated words split, punctuation dropped (apostrophes inside words kept: "don't", "o'clock").
 * @param text English text
 * @returns one token list per sentence (empty sentences dropped)
 */
export function lmSentences(text: string): string[][] {
  const clean = readTimes(text.toLowerCase().replace(/[‘’`´]/g, "'"));
  return clean
    .split(/[.!?;:\n]+/)
    .map((s) => (s.replace(/-/g, " ").match(/[a-z0-9']+/g) ?? []).flatMap(token))
    .filter((s) => s.length > 0);
}

/**
 * The words of a text as the recogniser spells them (see {@link lmSentences}), for word error rates.
 * @param text English text
 * @returns the words in order
 */
export function lmWords(text: string): string[] {
  return lmSentences(text).flat();
}

/** n-gram counts keyed by space-joined words. */
type Counts = Map<string, number>;

function add(map: Counts, key: string, n = 1): void {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** Count and number of distinct followers of each history (Witten-Bell). */
function histories(ngrams: Counts): Map<string, { count: number; types: number }> {
  const out = new Map<string, { count: number; types: number }>();
  for (const [key, n] of ngrams) {
    const h = key.slice(0, key.lastIndexOf(" "));
    const entry = out.get(h) ?? { count: 0, types: 0 };
    entry.count += n;
    entry.types += 1;
    out.set(h, entry);
  }
  return out;
}

const log10 = (p: number) => Math.log10(p).toFixed(6);

function section(order: number, lines: string[]): string {
  return `\\${order}-grams:\n${lines.join("\n")}\n`;
}

/**
 * Builds the task model: interpolated Witten-Bell trigrams over the task's sentences (duplicates counted
 * once), whose unigrams also give UNIFORM_UNIGRAM_MASS evenly to every word of the vocabulary (the texts'
 * words, the extra words and the level's basic words). Backoff weights make it a proper backoff model.
 * @param src texts, extra words, level and weight
 * @returns ARPA text with its key (deterministic for the same input)
 */
export function buildTaskLm(src: TaskLmSource): TaskLm {
  const weight = src.weight ?? DEFAULT_TASK_LM_WEIGHT;
  if (!(weight > 0 && weight < 1)) throw new RangeError(`task LM weight must be in (0, 1), got ${weight}`);
  const seen = new Set<string>();
  const sentences = src.texts.flatMap(lmSentences).filter((s) => {
    const k = s.join(" ");
    return !seen.has(k) && seen.add(k);
  });
  const c1: Counts = new Map();
  const c2: Counts = new Map();
  const c3: Counts = new Map();
  for (const s of sentences) {
    const w = ["<s>", ...s, "</s>"];
    for (let i = 1; i < w.length; i++) {
      add(c1, w[i] as string);
      add(c2, `${w[i - 1]} ${w[i]}`);
      if (i >= 2) add(c3, `${w[i - 2]} ${w[i - 1]} ${w[i]}`);
    }
  }
  for (const term of src.words ?? []) for (const w of lmWords(term)) add(c1, w);
  const vocab = new Set<string>(["</s>", ...c1.keys()]);
  for (const entry of basicWordList(src.level ?? "junior")) for (const w of lmWords(entry)) vocab.add(w);
  const words = [...vocab].sort();
  const total = [...c1.values()].reduce((a, b) => a + b, 0);
  const textMass = total ? 1 - (src.uniformMass ?? UNIFORM_UNIGRAM_MASS) : 0;
  const p1 = (w: string) =>
    (textMass * (c1.get(w) ?? 0)) / Math.max(total, 1) + (1 - textMass) / words.length;

  const h2 = histories(c2);
  const h3 = histories(c3);
  const gamma = (h: { count: number; types: number }) => h.types / (h.count + h.types);
  const p2 = new Map<string, number>();
  for (const [key, n] of c2) {
    const [h, w] = key.split(" ") as [string, string];
    const hist = h2.get(h) as { count: number; types: number };
    p2.set(key, (n + hist.types * p1(w)) / (hist.count + hist.types));
  }
  const backoff = (h: string, hist: Map<string, { count: number; types: number }>) => {
    const entry = hist.get(h);
    return entry ? ` ${log10(gamma(entry))}` : "";
  };
  const uni = ["<s>", ...words].map(
    (w) => `${w === "<s>" ? "-99.000000" : log10(p1(w))} ${w}${backoff(w, h2)}`,
  );
  const bi = [...c2.keys()].sort().map((key) => `${log10(p2.get(key) as number)} ${key}${backoff(key, h3)}`);
  const tri = [...c3.keys()].sort().map((key) => {
    const hist = h3.get(key.slice(0, key.lastIndexOf(" "))) as { count: number; types: number };
    const lower = p2.get(key.slice(key.indexOf(" ") + 1)) as number;
    return `${log10(((c3.get(key) as number) + hist.types * lower) / (hist.count + hist.types))} ${key}`;
  });
  const orders = [uni, bi, tri].filter((lines) => lines.length > 0);
  const arpa = [
    "\\data\\\n",
    ...orders.map((lines, i) => `ngram ${i + 1}=${lines.length}\n`),
    ...orders.map((lines, i) => `\n${section(i + 1, lines)}`),
    "\n\\end\\\n",
  ].join("");
  const key = `t${createHash("sha256").update(`${weight}\n${arpa}`).digest("hex").slice(0, 40)}`;
  return { key, arpa, weight, vocabulary: words.length - 1 };
}
