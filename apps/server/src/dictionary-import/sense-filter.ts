/**
 * Which WordNet senses a school dictionary leaves out: senses WordNet itself marks as slang, vulgar,
 * obscene or a slur. Two marks are used, both from the data, so the rule is WordNet's judgement and not
 * a word list of ours:
 * 1. usage-domain pointers (";u"): a synset says it is used as e.g. "slang" or "ethnic slur" by pointing
 *    at that word's synset. The target synsets are found by their words (USAGE_DOMAINS), never by offset.
 *    A pointer whose source number is not 00 marks one word of the synset only ("stiff" is slang for a
 *    corpse, "corpse" is not): then only that word's sense goes.
 *    Other usage domains (colloquialism, archaism, trade name, euphemism …) stay: they are harmless.
 * 2. the definition's own label, for the senses WordNet labels in words without a pointer: "street name(s)
 *    for" (drug slang: go, pot, coke, acid), "(slang) …", "(ethnic slur) …", "offensive term for …",
 *    "obscene terms for …", "vulgar slang for …". Only the definition is read, not the examples.
 * Lexicographer files are not used: none holds only unsuitable senses (noun.act has "sex" beside "walk",
 * noun.artifact has drugs beside "desk"), so dropping a file would take out ordinary words.
 */

/** How unsuitable a sense is: 0 fine, 1 slang (the sense goes), 2 offensive (a word with only such
 * senses and slang ones goes, even when FreeDict translates it: "wop", "asshole"). */
export type Unsuitability = 0 | 1 | 2;

/** Words of the usage-domain synsets whose senses are dropped, and how unsuitable they are. */
const USAGE_DOMAINS = new Map<string, Unsuitability>([
  ["slang", 1],
  ["street_name", 1],
  ["vulgarism", 2],
  ["obscenity", 2],
  ["ethnic_slur", 2],
  ["disparagement", 2],
  ["derogation", 2],
]);

/** Definition labels of offensive senses: "(ethnic slur) …", "(sometimes offensive) …", "obscene terms for". */
const OFFENSIVE_DEFINITION = [
  /^\((?:[a-z]+ )*(?:offensive|ethnic slur)(?: [a-z]+)*\)/i,
  /\b(?:obscene|vulgar) (?:terms?|slang) for\b/i,
  /\boffensive (?:terms?|names?) for\b/i,
];
/** Definition labels of slang senses: "(slang) …", "street names for …" (drugs), "British slang for". */
const SLANG_DEFINITION = [/^\((?:[a-z]+ )*slang\)/i, /\b(?:street names?|slang) for\b/i];

/**
 * How unsuitable a definition (WordNet's or a FreeDict meaning's English sense) labels itself.
 * @param definition - the definition, without its examples
 */
export function definitionUnsuitability(definition: string): Unsuitability {
  if (OFFENSIVE_DEFINITION.some((re) => re.test(definition))) return 2;
  return SLANG_DEFINITION.some((re) => re.test(definition)) ? 1 : 0;
}

/** WordNet's part-of-speech letters in pointers → the data file's number (satellite adjectives: adj). */
const POS_FILE: Record<string, number> = { n: 0, v: 1, a: 2, s: 2, r: 3 };

/** A usage-domain pointer: target file and offset, and the source word's number (0: the whole synset). */
type Usage = { file: number; offset: string; word: number };
type Parsed = { words: string[]; usage: Usage[]; definition: string };

/** A data line's word as the index spells it: lower case, underscores, no adjective marker. */
const indexForm = (word: string) => word.replace(/\([a-z]+\)$/, "").toLowerCase();

/** A data line's words, usage-domain pointers (file, offset) and definition. */
function parseLine(line: string): Parsed {
  const bar = line.indexOf(" | ");
  const f = (bar < 0 ? line : line.slice(0, bar)).split(" ");
  const count = Number.parseInt(f[3]!, 16);
  const words = f.slice(4, 4 + count * 2).filter((_, i) => i % 2 === 0);
  const usage: Usage[] = [];
  let i = 4 + count * 2;
  const pointers = Number(f[i]);
  i++;
  for (let p = 0; p < pointers; p++, i += 4)
    if (f[i] === ";u")
      usage.push({
        file: POS_FILE[f[i + 2]!] ?? -1,
        offset: f[i + 1]!,
        word: Number.parseInt(f[i + 3]!.slice(0, 2), 16),
      });
  const gloss = bar < 0 ? "" : line.slice(bar + 3);
  const quote = gloss.indexOf('"');
  return { words, usage, definition: quote < 0 ? gloss : gloss.slice(0, quote) };
}

/**
 * The senses to leave out of the import (see the file comment).
 * @param files - the lines of data.noun, data.verb, data.adj and data.adv, in that order
 * @param key - a synset's key from its file number and offset
 * @returns how unsuitable a synset (by key) is for a lemma (as index files spell it)
 */
export function unsuitableSenses(
  files: string[][],
  key: (file: number, offset: string) => number,
): (synset: number, lemma: string) => Unsuitability {
  const parsed = new Map<number, Parsed>();
  for (const [k, lines] of files.entries())
    for (const line of lines) {
      if (line === "" || line.startsWith(" ")) continue;
      parsed.set(key(k, line.slice(0, 8)), parseLine(line));
    }
  const domains = new Map<number, Unsuitability>();
  for (const p of parsed.values())
    for (const { file, offset } of p.usage) {
      const target = key(file, offset);
      for (const w of parsed.get(target)?.words ?? []) {
        const level = USAGE_DOMAINS.get(w.toLowerCase());
        if (level) domains.set(target, level);
      }
    }
  const synsets = new Map<number, Unsuitability>();
  const senses = new Map<string, Unsuitability>();
  const raise = <K>(map: Map<K, Unsuitability>, k: K, level: Unsuitability) => {
    if (level > (map.get(k) ?? 0)) map.set(k, level);
  };
  for (const [k, p] of parsed) {
    raise(synsets, k, definitionUnsuitability(p.definition));
    for (const u of p.usage) {
      const level = domains.get(key(u.file, u.offset)) ?? 0;
      if (u.word === 0) raise(synsets, k, level);
      else if (p.words[u.word - 1]) raise(senses, `${k} ${indexForm(p.words[u.word - 1]!)}`, level);
    }
  }
  return (synset, lemma) =>
    Math.max(synsets.get(synset) ?? 0, senses.get(`${synset} ${lemma}`) ?? 0) as Unsuitability;
}
