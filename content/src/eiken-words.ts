import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { z } from "zod";
import { readYaml } from "./catalog.ts";
import type { ContentError } from "./errors.ts";

/** The Eiken grades with a word list, easiest first (file content/eiken/words/grade-<grade>.yaml). */
export const EIKEN_WORD_GRADES = ["5", "4", "3", "pre-2", "pre-2-plus", "2"] as const;
export type EikenWordGrade = (typeof EIKEN_WORD_GRADES)[number];

const POS = [
  "noun",
  "verb",
  "adjective",
  "adverb",
  "preposition",
  "pronoun",
  "conjunction",
  "determiner",
  "number",
  "interjection",
  "auxiliary",
  "phrase",
] as const;

/** Plain ASCII English: what the TTS and the speech engine read. */
const English = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\x20-\x7e]+$/, "plain ASCII English only (straight quotes, no dashes or curly quotes)");

/** One entry of a grade's word list: the word, its gloss, pronunciation and an original example. */
export const EikenWordSchema = z.strictObject({
  word: English(40).regex(
    /^'?[A-Za-z][A-Za-z .'-]*$/,
    "a word or phrase: letters, spaces, . ' - (a contraction may start with ')",
  ),
  pos: z.enum(POS),
  /** Japanese gloss(es) for the sense the example uses */
  ja: z.string().trim().min(1).max(40),
  /** IPA without slashes (espeak-ng en-us) */
  ipa: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[^/[\]]+$/, "IPA without slashes or brackets"),
  example: English(140),
  example_ja: z.string().trim().min(1).max(140),
});
export type EikenWord = z.infer<typeof EikenWordSchema>;

/** content/eiken/words/grade-<grade>.yaml */
export const EikenWordListSchema = z.strictObject({
  grade: z.enum(EIKEN_WORD_GRADES),
  words: z.array(EikenWordSchema).min(1).max(3000),
});

/** A grade's validated word list. */
export interface EikenWordList {
  grade: EikenWordGrade;
  words: EikenWord[];
}

/**
 * Reads content/eiken/words: one file per grade, named for its grade; a word is listed at one grade only.
 * @param contentDir - the content folder
 * @param repoRoot - for relative file names in messages
 * @returns the lists, easiest grade first, and the errors
 */
export async function loadEikenWords(
  contentDir: string,
  repoRoot: string,
): Promise<{ lists: EikenWordList[]; errors: ContentError[] }> {
  const root = join(contentDir, "eiken", "words");
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) return { lists: [], errors: [] };
  const errors: ContentError[] = [];
  const lists: EikenWordList[] = [];
  const names = (await readdir(root)).filter((f) => f.endsWith(".yaml")).sort();
  const known = new Set(EIKEN_WORD_GRADES.map((g) => `grade-${g}.yaml`));
  for (const name of names)
    if (!known.has(name))
      errors.push({
        file: join("content", "eiken", "words", name),
        line: 0,
        col: 0,
        field: "",
        message: `not a grade's word list (grade-${EIKEN_WORD_GRADES.join(".yaml, grade-")}.yaml)`,
      });
  const firstGrade = new Map<string, string>();
  for (const grade of EIKEN_WORD_GRADES) {
    const path = join(root, `grade-${grade}.yaml`);
    if (!names.includes(`grade-${grade}.yaml`)) continue;
    const read = await readYaml(repoRoot, path, EikenWordListSchema);
    errors.push(...read.errors);
    if (!read.data || !read.source) continue;
    const source = read.source;
    if (read.data.grade !== grade)
      errors.push(source.error(["grade"], `grade must be "${grade}" (the file's name)`));
    read.data.words.forEach((w, i) => {
      const key = w.word.toLowerCase();
      const seen = firstGrade.get(key);
      if (seen !== undefined)
        errors.push(source.error(["words", i, "word"], `"${w.word}" is already listed at grade ${seen}`));
      else firstGrade.set(key, grade);
    });
    lists.push({ grade, words: read.data.words });
  }
  return { lists, errors };
}
