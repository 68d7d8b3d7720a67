import { readFile } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import { readYaml } from "./catalog.ts";
import { exerciseErrors } from "./ebook-exercise.ts";
import { bandOfYl, EbookSchema, type EbookSource } from "./ebook-schema.ts";
import { type SVG_VIEWBOX, svgProblems } from "./ebook-svg.ts";
import { checkVocabulary, OFF_LEVEL_LIMIT, type VocabularyReport } from "./ebook-vocabulary.ts";
import type { ContentError } from "./errors.ts";
import { parseCefrLevels } from "./word-books.ts";
import type { YamlSource } from "./yaml-source.ts";

/** Books below this reading level have a picture on every page. */
export const PICTURE_BOOK_BELOW = 1.0;

/** A book folder after every check: the parsed book.yaml, its pictures and its vocabulary report. */
export interface LoadedEbook {
  /** the book's folder (absolute) */
  dir: string;
  book: EbookSource;
  source: YamlSource;
  /** cover and illustrations by file name */
  pictures: Map<string, Buffer>;
  vocabulary: VocabularyReport;
}

/**
 * The CEFR-J level of each listed word (content/cefr-j/cefrj-vocabulary-profile-1.5.csv).
 * @param contentDir - the content folder
 * @returns level by lower-cased headword; a missing profile is an error, books cannot be checked without it
 */
export async function loadCefrLevels(contentDir: string): Promise<Map<string, string>> {
  return parseCefrLevels(
    await readFile(join(contentDir, "cefr-j", "cefrj-vocabulary-profile-1.5.csv"), "utf8"),
  );
}

/** How the off-level words read in a message: "ancient (B1) ×3, volcano (—)". */
export function offLevelList(report: VocabularyReport, max = 12): string {
  const shown = report.words
    .slice(0, max)
    .map((w) => `${w.word} (${w.level ?? "not in list"})${w.count > 1 ? ` ×${w.count}` : ""}`);
  const more = report.words.length > max ? `, … ${report.words.length - max} more` : "";
  return shown.join(", ") + more;
}

/**
 * An unknown "field" with spaces in it is almost always text with a comma inside `{ content: … }`: say so.
 * @param error - an error of the schema check
 * @returns the error, with a clearer message in that case
 */
function explainFlowComma(error: ContentError): ContentError {
  if (!error.message.startsWith("unknown field") || !error.field.includes(" ")) return error;
  return {
    ...error,
    message: 'a comma inside { … } ends the text: put the text in quotes (content: "…, …")',
  };
}

/**
 * Reads and checks one picture; records the bytes when it is present.
 * @returns the errors (missing file or each problem of svgProblems)
 */
async function checkPicture(
  dir: string,
  name: string,
  kind: keyof typeof SVG_VIEWBOX,
  path: readonly PropertyKey[],
  source: YamlSource,
  pictures: Map<string, Buffer>,
): Promise<ContentError[]> {
  const bytes = pictures.get(name) ?? (await readFile(join(dir, name)).catch(() => undefined));
  if (!bytes) return [source.error(path, `${name} is missing (put it beside book.yaml)`)];
  pictures.set(name, bytes);
  return svgProblems(bytes, kind).map((p) => source.error(path, `${name} ${p}`));
}

/**
 * Loads one book folder: book.yaml against the schema, then the checks a schema cannot make — book_id is
 * the folder's name, cefr matches the yl band, speakers are declared, pictures exist and are safe, the
 * exercise has one correct answer per question, and the off-level words stay under 5%.
 * @param dir - the book's folder
 * @param repoRoot - file names in messages are relative to it
 * @param levels - from loadCefrLevels
 * @returns the loaded book (only when it has no error), the parsed book and its vocabulary report when
 *   book.yaml parsed, the errors
 */
export async function loadEbook(
  dir: string,
  repoRoot: string,
  levels: ReadonlyMap<string, string>,
): Promise<{
  loaded?: LoadedEbook;
  book?: EbookSource;
  vocabulary?: VocabularyReport;
  errors: ContentError[];
}> {
  const read = await readYaml(repoRoot, join(dir, "book.yaml"), EbookSchema);
  if (!read.data || !read.source) return { errors: read.errors.map(explainFlowComma) };
  const book = read.data;
  const source = read.source;
  const errors: ContentError[] = [];
  const folder = basename(dir);
  if (book.book_id !== folder)
    errors.push(source.error(["book_id"], `book_id must be the folder's name (${folder})`));
  const band = bandOfYl(book.yl);
  if (book.cefr !== band)
    errors.push(
      source.error(
        ["cefr"],
        `yl ${book.yl} is band ${band} (YL 0.5–1.4 A1, 1.5–2.4 A2, 2.5–3.4 B1, 3.5–4.0 B2), not ${book.cefr}`,
      ),
    );
  const pictures = new Map<string, Buffer>();
  errors.push(...(await checkPicture(dir, book.cover, "cover", ["cover"], source, pictures)));
  for (const [p, page] of book.pages.entries()) {
    // Picture books: below YL 1.0 the pictures carry the story with the text.
    if (!page.illustration && book.yl < PICTURE_BOOK_BELOW)
      errors.push(
        source.error(
          ["pages", p],
          `below YL ${PICTURE_BOOK_BELOW.toFixed(1)} every page has an illustration`,
        ),
      );
    if (page.illustration)
      errors.push(
        ...(await checkPicture(
          dir,
          page.illustration,
          "illustration",
          ["pages", p, "illustration"],
          source,
          pictures,
        )),
      );
    page.lines.forEach((line, l) => {
      if (line.speaker !== undefined && !(line.speaker in book.speakers))
        errors.push(
          source.error(
            ["pages", p, "lines", l, "speaker"],
            `unknown speaker "${line.speaker}" (add it to speakers with a voice)`,
          ),
        );
    });
  }
  errors.push(...exerciseErrors(book, source));
  const vocabulary = checkVocabulary(
    {
      cefr: book.cefr,
      speakers: Object.keys(book.speakers),
      glossary: Object.keys(book.glossary),
      pages: book.pages.map((p) => p.lines.map((l) => l.text)),
    },
    levels,
  );
  if (!vocabulary.passes)
    errors.push({
      file: relative(repoRoot, join(dir, "book.yaml")),
      line: 0,
      col: 0,
      field: "pages",
      message:
        `${vocabulary.off_level_count} of ${vocabulary.running_words} running words ` +
        `(${(vocabulary.share * 100).toFixed(1)}%) are above ${book.cefr}; keep them under ` +
        `${OFF_LEVEL_LIMIT * 100}% (simpler words, or the glossary): ${offLevelList(vocabulary)}`,
    });
  if (errors.length > 0) return { book, vocabulary, errors };
  return { loaded: { dir, book, source, pictures, vocabulary }, book, vocabulary, errors };
}
