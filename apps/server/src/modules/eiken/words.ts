import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EIKEN_LEVELS, type EikenWordCard, EikenWordCardSchema } from "@hibiki/contracts";
import { z } from "zod";
import { type ContentCatalog, ContentUnavailableError } from "../content/catalog-store.ts";

/** A grade's word list from the build (content/eiken/words), in the list's order. */
export type GradeWords = { grade: string; words: EikenWordCard[]; byWord: Map<string, EikenWordCard> };

const WordFileSchema = z.object({ grade: z.string(), words: z.array(EikenWordCardSchema) });
const cache = new WeakMap<object, Map<string, GradeWords>>();

/**
 * The grade of a level_id (1 = grade 5 … 6 = grade 2).
 * @param levelId - a validated level_id
 * @returns the level's entry
 */
export function levelOf(levelId: number): (typeof EIKEN_LEVELS)[number] {
  const level = EIKEN_LEVELS.find((l) => l.level_id === levelId);
  if (!level) throw new RangeError(`no Eiken level ${levelId}`);
  return level;
}

/**
 * A grade's word list, read once per catalogue version.
 * @param content - the content catalogue
 * @param grade - the grade code ("5" … "2")
 * @returns the words (an empty list when the build has none for the grade)
 * @throws ContentUnavailableError when the listed file is missing or invalid
 */
export async function gradeWords(content: ContentCatalog, grade: string): Promise<GradeWords> {
  const { catalog } = await content.load();
  let byGrade = cache.get(catalog);
  if (!byGrade) {
    byGrade = new Map();
    cache.set(catalog, byGrade);
  }
  const cached = byGrade.get(grade);
  if (cached) return cached;
  const entry = catalog.eiken_words.find((w) => w.grade === grade);
  let words: EikenWordCard[] = [];
  if (entry) {
    const file = join(content.dir, entry.path);
    try {
      words = WordFileSchema.parse(JSON.parse(await readFile(file, "utf8"))).words;
    } catch (err) {
      throw new ContentUnavailableError(`cannot read ${file}: ${(err as Error).message}`);
    }
  }
  const list = { grade, words, byWord: new Map(words.map((w) => [w.word, w])) };
  byGrade.set(grade, list);
  return list;
}
