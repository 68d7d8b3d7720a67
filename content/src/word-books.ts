import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { EikenWordList } from "./eiken-words.ts";
import type { ContentError } from "./errors.ts";

/**
 * The study-word books (study-word/books): graded word lists built from the Eiken word lists
 * (content/eiken/words, with their original glosses, IPA and examples) and the CEFR-J Vocabulary Profile
 * (content/cefr-j/cefrj-vocabulary-profile-1.5.csv) for each word's CEFR-J level. Three kinds:
 * - eiken-<grade>: one grade's list;
 * - cefr-a1 … cefr-b2: every listed word of that CEFR-J level (words the profile lacks are left out);
 * - year-j1 … year-h3: by school year, Hibiki's own mapping to Eiken grades: 中1 ≈ 5級, 中2 ≈ 4級,
 *   中3 ≈ 3級, 高1 ≈ 準2級, 高2 ≈ 準2級プラス, 高3 ≈ 2級.
 * Word audio: like the Eiken word cards, the client speaks the word with the TTS endpoint (no files).
 * A word's word_id is a hash of the lower-cased word, so it stays the same when lists are edited.
 * Output: dist/word-books/index.json and dist/word-books/<book_id>.json.
 */

export const WORD_BOOKS_DIR = "word-books";

/** One word of a book as built. */
export interface WordBookWord {
  word_id: number;
  word: string;
  pos: string;
  mean: string;
  ipa: string;
  sentence: string;
  sentence_jp: string;
  cefr_lv: string | null;
}

/** A book's entry in index.json. */
export interface WordBookInfo {
  book_id: string;
  kind: "school_year" | "cefr" | "eiken";
  title_ja: string;
  title_en: string;
  word_count: number;
  path: string;
}

export interface WordBook extends WordBookInfo {
  words: WordBookWord[];
}

const EIKEN_TITLES: Record<string, [string, string]> = {
  "5": ["英検5級", "Eiken Grade 5"],
  "4": ["英検4級", "Eiken Grade 4"],
  "3": ["英検3級", "Eiken Grade 3"],
  "pre-2": ["英検準2級", "Eiken Grade Pre-2"],
  "pre-2-plus": ["英検準2級プラス", "Eiken Grade Pre-2 Plus"],
  "2": ["英検2級", "Eiken Grade 2"],
};
/** School years and the Eiken grade each one draws on (Hibiki's mapping). */
export const SCHOOL_YEAR_GRADES: ReadonlyArray<{ id: string; grade: string; ja: string; en: string }> = [
  { id: "j1", grade: "5", ja: "中学1年", en: "Junior high year 1" },
  { id: "j2", grade: "4", ja: "中学2年", en: "Junior high year 2" },
  { id: "j3", grade: "3", ja: "中学3年", en: "Junior high year 3" },
  { id: "h1", grade: "pre-2", ja: "高校1年", en: "High school year 1" },
  { id: "h2", grade: "pre-2-plus", ja: "高校2年", en: "High school year 2" },
  { id: "h3", grade: "2", ja: "高校3年", en: "High school year 3" },
];
export const CEFR_BOOK_LEVELS = ["A1", "A2", "B1", "B2"] as const;

/**
 * A stable id for a word (FNV-1a of the lower-cased word, 31 bits, never 0).
 * @param word - the headword
 */
export function wordIdOf(word: string): number {
  let h = 2166136261;
  for (const ch of word.trim().toLowerCase()) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 1 || 1;
}

/**
 * Each word's CEFR-J level from the vocabulary profile (a headword may list spellings split by "/"; a word
 * listed at several levels, e.g. for two parts of speech, takes the lowest).
 * @param csv - the profile's text
 * @returns level by lower-cased word
 */
export function parseCefrLevels(csv: string): Map<string, string> {
  const rank = (l: string) => CEFR_BOOK_LEVELS.indexOf(l as (typeof CEFR_BOOK_LEVELS)[number]);
  const out = new Map<string, string>();
  for (const line of csv.split(/\r?\n/).slice(1)) {
    const [head, , level] = line.split(",");
    if (!head || !level || rank(level) < 0) continue;
    for (const w of head.split("/")) {
      const key = w.trim().toLowerCase();
      const seen = out.get(key);
      if (!key || (seen && rank(seen) <= rank(level))) continue;
      out.set(key, level);
    }
  }
  return out;
}

/**
 * Builds every book from the Eiken lists.
 * @param lists - the Eiken word lists, easiest grade first
 * @param levels - CEFR-J levels by lower-cased word
 * @returns the books in display order (school year, CEFR-J, Eiken) and the errors (word_id clashes)
 */
export function buildWordBooks(
  lists: readonly EikenWordList[],
  levels: ReadonlyMap<string, string>,
): { books: WordBook[]; errors: ContentError[] } {
  const errors: ContentError[] = [];
  const ids = new Map<number, string>();
  const byGrade = new Map<string, WordBookWord[]>();
  for (const list of lists) {
    const words = list.words.map((w) => {
      const word_id = wordIdOf(w.word);
      const clash = ids.get(word_id);
      if (clash !== undefined && clash !== w.word.toLowerCase())
        errors.push({
          file: join("content", "eiken", "words", `grade-${list.grade}.yaml`),
          line: 0,
          col: 0,
          field: "",
          message: `word_id of "${w.word}" clashes with "${clash}" (rename or report)`,
        });
      ids.set(word_id, w.word.toLowerCase());
      return {
        word_id,
        word: w.word,
        pos: w.pos,
        mean: w.ja,
        ipa: w.ipa,
        sentence: w.example,
        sentence_jp: w.example_ja,
        cefr_lv: levels.get(w.word.toLowerCase()) ?? null,
      };
    });
    byGrade.set(list.grade, words);
  }
  const book = (book_id: string, kind: WordBook["kind"], ja: string, en: string, words: WordBookWord[]) => ({
    book_id,
    kind,
    title_ja: ja,
    title_en: en,
    word_count: words.length,
    path: `${WORD_BOOKS_DIR}/${book_id}.json`,
    words,
  });
  const books: WordBook[] = [];
  for (const y of SCHOOL_YEAR_GRADES) {
    const words = byGrade.get(y.grade);
    if (words) books.push(book(`year-${y.id}`, "school_year", `${y.ja}の単語`, `${y.en} words`, words));
  }
  const all = lists.flatMap((l) => byGrade.get(l.grade) ?? []);
  for (const level of CEFR_BOOK_LEVELS) {
    const words = all.filter((w) => w.cefr_lv === level);
    if (words.length > 0)
      books.push(
        book(`cefr-${level.toLowerCase()}`, "cefr", `CEFR-J ${level}の単語`, `CEFR-J ${level} words`, words),
      );
  }
  for (const list of lists) {
    const [ja, en] = EIKEN_TITLES[list.grade] ?? [list.grade, list.grade];
    books.push(
      book(`eiken-${list.grade}`, "eiken", `${ja}の単語`, `${en} words`, byGrade.get(list.grade) ?? []),
    );
  }
  return { books, errors };
}

/**
 * Reads the CEFR-J profile (when present) and builds the books.
 * @param contentDir - the content folder
 * @param lists - the Eiken word lists
 */
export async function planWordBooks(
  contentDir: string,
  lists: readonly EikenWordList[],
): Promise<{ books: WordBook[]; errors: ContentError[] }> {
  const csvPath = join(contentDir, "cefr-j", "cefrj-vocabulary-profile-1.5.csv");
  const csv = (await stat(csvPath).catch(() => undefined)) ? await readFile(csvPath, "utf8") : "";
  return buildWordBooks(lists, parseCefrLevels(csv));
}

/**
 * Writes index.json and one file per book under outDir/word-books.
 * @param outDir - the build's output folder
 * @param books - from buildWordBooks
 */
export async function writeWordBooks(outDir: string, books: readonly WordBook[]): Promise<void> {
  const dir = join(outDir, WORD_BOOKS_DIR);
  await mkdir(dir, { recursive: true });
  const index = books.map(({ words: _, ...info }) => info);
  await writeFile(join(dir, "index.json"), `${JSON.stringify({ books: index })}\n`);
  for (const b of books) await writeFile(join(outDir, b.path), `${JSON.stringify(b)}\n`);
}
