import { createHash } from "node:crypto";
import { mkdir, readdir, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { stringify } from "yaml";
import type { CatalogEbooks } from "./catalog-schema.ts";
import { exerciseItems } from "./ebook-exercise.ts";
import { ebookJson, ebookResCode, ebookSummary } from "./ebook-json.ts";
import { type LevelCheckItem, loadLevelCheck } from "./ebook-level-check.ts";
import { type LoadedEbook, loadCefrLevels, loadEbook } from "./ebook-load.ts";
import type { ContentError } from "./errors.ts";
import { type LoadedResource, loadResource } from "./load-resource.ts";

/**
 * The e-book library (issue 23): content/ebooks/<book_id>/book.yaml with its pictures, and
 * content/ebooks/level-check.yaml. Each book becomes a catalogue resource ebook-<nn> (kind
 * reading-comprehension, res_type "ebook", its exercise as items) whose folder also holds book.json, the
 * cover and the illustrations; dist/ebooks/index.json lists the books and dist/ebooks/level-check.json
 * holds the level check. No audio is built: the reader speaks each line with the server's TTS.
 */

/** Where the library's files are written in the build. */
export const EBOOK_INDEX_PATH = "ebooks/index.json";
export const EBOOK_LEVEL_CHECK_PATH = "ebooks/level-check.json";
/** The res_type that keeps book exercises out of textbook and skill-up lists. */
export const EBOOK_RES_TYPE = "ebook";

/** The checked library. */
export interface EbookPlan {
  /** sorted by yl, then book_id */
  books: LoadedEbook[];
  levelCheck: LevelCheckItem[];
}

/** A book's exercise as a loaded resource, versioned, with its pictures as assets. */
export interface EbookResource {
  book: LoadedEbook;
  res: LoadedResource;
  assetDir: string;
  assets: string[];
  version: number;
}

/**
 * Reads and checks every book folder and the level check. No content/ebooks folder: no library.
 * @param contentDir - the content folder
 * @param repoRoot - file names in messages are relative to it
 * @returns the plan (only without errors) and every error found
 */
export async function planEbooks(
  contentDir: string,
  repoRoot: string,
): Promise<{ plan?: EbookPlan; errors: ContentError[] }> {
  const root = join(contentDir, "ebooks");
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) return { errors: [] };
  const errors: ContentError[] = [];
  const folders = (await readdir(root, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  const levels = await loadCefrLevels(contentDir).catch(() => undefined);
  if (!levels) {
    const file = relative(repoRoot, join(contentDir, "cefr-j", "cefrj-vocabulary-profile-1.5.csv"));
    return { errors: [{ file, line: 0, col: 0, field: "", message: "the CEFR-J Wordlist is missing" }] };
  }
  const books: LoadedEbook[] = [];
  const byId = new Map<string, string>();
  const byNumber = new Map<string, string>();
  for (const folder of folders) {
    const { loaded, errors: bookErrors } = await loadEbook(join(root, folder), repoRoot, levels);
    errors.push(...bookErrors);
    if (!loaded) continue;
    const { book_id } = loaded.book;
    const nn = ebookResCode(book_id);
    const twin = byId.get(book_id) ?? byNumber.get(nn);
    if (twin)
      errors.push(
        loaded.source.error(["book_id"], `book_id ${book_id} (or its number) is also used by ${twin}`),
      );
    byId.set(book_id, folder);
    byNumber.set(nn, folder);
    books.push(loaded);
  }
  const levelCheck = await loadLevelCheck(contentDir, repoRoot);
  errors.push(...levelCheck.errors);
  if (errors.length > 0 || !levelCheck.items) return { errors };
  books.sort((a, b) => a.book.yl - b.book.yl || a.book.book_id.localeCompare(b.book.book_id));
  return { plan: { books, levelCheck: levelCheck.items }, errors };
}

/**
 * The YAML of a book's exercise resource (read by loadResource like any resource file).
 * @param loaded - the checked book
 * @returns YAML text
 */
export function ebookResourceYaml(loaded: LoadedEbook): string {
  const { book } = loaded;
  const doc = {
    meta: {
      res_code: ebookResCode(book.book_id),
      kind: "reading-comprehension",
      res_type: EBOOK_RES_TYPE,
      res_title: `${book.title_ja}（${book.title}）`,
      res_title_en: book.title,
      res_level: `yl-${book.yl.toFixed(1)}`,
      question_description: "本の内容について、質問の答えとして最も適切なものを選びましょう。",
      option_random: 1,
    },
    items: exerciseItems(book),
  };
  return stringify(doc, { lineWidth: 0 });
}

/**
 * Loads each book's exercise as a resource and versions it: the version covers the resource, the
 * pictures and book.yaml, so any change to the book busts caches.
 * @param plan - the checked library
 * @param repoRoot - file names in messages
 * @param baseVersion - the build's digest of a resource and its assets
 * @returns the resources and the errors (none expected for a checked book)
 */
export async function ebookResources(
  plan: EbookPlan,
  repoRoot: string,
  baseVersion: (res: LoadedResource, assetDir: string, assets: readonly string[]) => Promise<number>,
): Promise<{ resources: EbookResource[]; errors: ContentError[] }> {
  const resources: EbookResource[] = [];
  const errors: ContentError[] = [];
  for (const book of plan.books) {
    const file = relative(repoRoot, join(book.dir, "book.yaml"));
    const result = loadResource(file, ebookResourceYaml(book));
    errors.push(...result.errors);
    if (!result.loaded) continue;
    const assets = [...book.pictures.keys()].sort();
    const base = await baseVersion(result.loaded, book.dir, assets);
    const digest = createHash("sha256")
      .update(`${base}:${JSON.stringify(book.book)}`)
      .digest("hex");
    const version = Number.parseInt(digest.slice(0, 10), 16) + 1;
    resources.push({ book, res: result.loaded, assetDir: book.dir, assets, version });
  }
  return { resources, errors };
}

/**
 * The catalogue's ebooks entry.
 * @param resources - from ebookResources, in library order
 * @param entry - the build's catalogue entry of a resource
 * @returns paths of index.json and level-check.json, and each book's resource
 */
export function catalogEbooks(
  resources: readonly EbookResource[],
  entry: (r: EbookResource) => CatalogEbooks["books"][number],
): CatalogEbooks {
  return {
    count: resources.length,
    index: EBOOK_INDEX_PATH,
    level_check: EBOOK_LEVEL_CHECK_PATH,
    books: resources.map(entry),
  };
}

/**
 * Writes index.json, level-check.json and each book's book.json (its resource folder is written by the
 * build like any resource's, pictures included).
 * @param outDir - the build's output folder
 * @param plan - the checked library
 * @param resources - from ebookResources
 */
export async function writeEbooks(
  outDir: string,
  plan: EbookPlan,
  resources: readonly EbookResource[],
): Promise<void> {
  await mkdir(join(outDir, "ebooks"), { recursive: true });
  const summaries = [];
  for (const r of resources) {
    const json = ebookJson(r.book, r.version);
    const dir = join(outDir, "res", r.res.res_code, String(r.version));
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, "book.json"), `${JSON.stringify(json)}\n`);
    summaries.push(ebookSummary(json));
  }
  await writeFile(join(outDir, EBOOK_INDEX_PATH), `${JSON.stringify({ books: summaries }, null, 1)}\n`);
  await writeFile(
    join(outDir, EBOOK_LEVEL_CHECK_PATH),
    `${JSON.stringify({ items: plan.levelCheck }, null, 1)}\n`,
  );
}
