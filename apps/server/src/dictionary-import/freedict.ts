import { existsSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { plainText } from "./sanitize.ts";

/** Where Debian's dict-freedict-eng-jpn installs the dictionary (scripts/setup-system.sh). */
export const FREEDICT_INDEX = "/usr/share/dictd/freedict-eng-jpn.index";
export const FREEDICT_DATA = "/usr/share/dictd/freedict-eng-jpn.dict.dz";

/** One Japanese meaning: the translations, the part of speech and the English sense it translates. */
export type FreedictMeaning = { pos?: string; text: string; gloss_en?: string };
/** A FreeDict headword with its meanings (entries of the same word in any casing merged). */
export type FreedictEntry = { display: string; pos: string[]; meanings: FreedictMeaning[] };

/** FreeDict part-of-speech tags → the names used across the dictionary. */
const POS: Record<string, string> = {
  n: "noun",
  v: "verb",
  adj: "adjective",
  adv: "adverb",
  pn: "proper noun",
  pronoun: "pronoun",
  preposition: "preposition",
  conjunction: "conjunction",
  interjection: "interjection",
  determiner: "determiner",
  numeral: "numeral",
  article: "article",
  prefix: "prefix",
  suffix: "suffix",
  proverb: "proverb",
  phraseologicalUnit: "phrase",
  idiom: "idiom",
  particle: "particle",
};

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
/** dictd's base-64 numbers (offsets and lengths in the index). */
function b64(s: string): number {
  let n = 0;
  for (const c of s) n = n * 64 + B64.indexOf(c);
  return n;
}

const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;
/** "1. 動く, 行く" / "猫 2." / " 3." → the translations without the sense numbers. */
const NUMBERED = /^\s*(\d+\.)?\s*(.*?)\s*(\d+\.)?\s*$/;

/**
 * Parses one dictd entry (header line, then Japanese lines each followed by the English sense they
 * translate; an empty numbered line adds another English sense to the Japanese above it).
 * @param body - the entry text
 * @returns the header line, the part of speech and the meanings with at least one Japanese translation
 */
export function parseFreedictEntry(body: string): {
  header: string;
  pos?: string;
  meanings: FreedictMeaning[];
} {
  const lines = body.split("\n");
  const tag = /<([A-Za-z]+)>\s*$/.exec(lines[0] ?? "")?.[1];
  const pos = tag ? (POS[tag] ?? tag) : undefined;
  const meanings: FreedictMeaning[] = [];
  let current: FreedictMeaning | null = null;
  let continuing = false;
  for (const line of lines.slice(1)) {
    if (line.trim() === "") continue;
    const numbered = /^\s*\d+\.|\s\d+\.\s*$/.test(line);
    if (JAPANESE.test(line) || numbered) {
      const text = plainText((NUMBERED.exec(line)?.[2] ?? "").replace(/(^|,)\s*(?=,|$)/g, "$1"))
        .split(/\s*[,、]\s*/)
        .filter((t) => t !== "")
        .join(", ");
      if (text === "") {
        continuing = current !== null;
        continue;
      }
      current = { ...(pos ? { pos } : {}), text };
      meanings.push(current);
      continuing = false;
      continue;
    }
    const gloss = plainText(line);
    if (!current || gloss === "") continue;
    if (!current.gloss_en) current.gloss_en = gloss;
    else if (continuing) current.gloss_en = `${current.gloss_en}; ${gloss}`;
  }
  return { header: lines[0] ?? "", ...(pos ? { pos } : {}), meanings };
}

/**
 * Reads FreeDict eng-jpn: the index (headword, offset, length) and the dictzip'd data (a gzip file, so
 * a plain gunzip of the whole file works).
 * @param paths - the index and data files (default: Debian's)
 * @returns entries by lower-case headword
 */
export function readFreedict(
  paths = { index: FREEDICT_INDEX, data: FREEDICT_DATA },
): Map<string, FreedictEntry> {
  if (!existsSync(paths.index) || !existsSync(paths.data))
    throw new Error(
      `FreeDict eng-jpn is missing (${paths.index}): run npm run system:setup (dict-freedict-eng-jpn)`,
    );
  const data = gunzipSync(readFileSync(paths.data));
  const out = new Map<string, FreedictEntry>();
  for (const line of readFileSync(paths.index, "utf8").split("\n")) {
    const [head, offset, length] = line.split("\t");
    if (!head || !offset || !length || head.startsWith("00database")) continue;
    const start = b64(offset);
    const parsed = parseFreedictEntry(data.subarray(start, start + b64(length)).toString("utf8"));
    if (parsed.meanings.length === 0) continue;
    const key = plainText(head).toLowerCase();
    // The header line keeps the casing ("Apple //ˈæ.pəl// <pn>"); the index is lower case.
    const shown = plainText(/^(.*?)\s*(\/|<|$)/.exec(parsed.header)?.[1] ?? head);
    const display = shown.toLowerCase() === key ? shown : key;
    const entry = out.get(key) ?? { display, pos: [], meanings: [] };
    const proper = parsed.pos === "proper noun";
    if (!proper && entry.pos.every((p) => p === "proper noun")) entry.display = display;
    if (parsed.pos && !entry.pos.includes(parsed.pos)) entry.pos.push(parsed.pos);
    // Proper-noun senses ("Apple Inc.") come after the ordinary word's.
    entry.meanings.push(...parsed.meanings);
    entry.meanings.sort((a, b) => Number(a.pos === "proper noun") - Number(b.pos === "proper noun"));
    out.set(key, entry);
  }
  return out;
}
