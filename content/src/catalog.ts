import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { z } from "zod";
import type { ContentError } from "./errors.ts";
import { validateWith } from "./validate.ts";
import { parseYamlSource, type YamlSource } from "./yaml-source.ts";

export const TitleSchema = z.strictObject({ ja: z.string().min(1), en: z.string().min(1) });
const CodeSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{1,63}$/, "codes are 2-64 characters of a-z, 0-9 and '-'");

/** content/textbooks/<book>/book.yaml */
export const BookSchema = z.strictObject({
  book_code: CodeSchema,
  title: TitleSchema,
  level: z.string().min(1).max(20),
  cover_color: z.string().regex(/^#[0-9a-fA-F]{6}$/, "cover_color must be #rrggbb"),
  description: TitleSchema.optional(),
  /** unit folder names, in study order */
  units: z.array(z.string().min(1)).min(1),
});

/** content/textbooks/<book>/<unit>/unit.yaml */
export const UnitSchema = z.strictObject({
  unit_code: CodeSchema,
  title: TitleSchema,
  sections: z
    .array(
      z.strictObject({
        section_code: CodeSchema,
        title: TitleSchema,
        /** resource file names in this folder, without .yaml, in study order */
        resources: z.array(z.string().min(1)).min(1),
      }),
    )
    .min(1),
});

/** A book, its units and sections, with the resource files each section lists. */
export interface BookPlan {
  book: z.infer<typeof BookSchema>;
  units: {
    dir: string;
    unit: z.infer<typeof UnitSchema>;
    sections: { code: string; title: { ja: string; en: string }; files: string[] }[];
  }[];
}

/** A small YAML index file after reading: missing, unreadable, invalid or valid. */
interface ReadYaml<T> {
  missing: boolean;
  data?: T;
  source?: YamlSource;
  errors: ContentError[];
}

export async function readYaml<T>(
  repoRoot: string,
  path: string,
  schema: z.ZodType<T>,
): Promise<ReadYaml<T>> {
  const file = relative(repoRoot, path);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch {
    return { missing: true, errors: [{ file, line: 0, col: 0, field: "", message: "file is missing" }] };
  }
  const parsed = parseYamlSource(file, text);
  if (!parsed.source) return { missing: false, errors: parsed.errors };
  return {
    missing: false,
    ...validateWith(schema, parsed.source.data, parsed.source),
    source: parsed.source,
  };
}

/**
 * Reads every book.yaml and unit.yaml under content/textbooks and checks that each resource file is
 * listed by exactly one section and each listed file exists.
 * @param contentDir - the content folder
 * @param repoRoot - for relative file names in messages
 * @returns the books in order and the errors
 */
export async function planBooks(
  contentDir: string,
  repoRoot: string,
): Promise<{ books: BookPlan[]; errors: ContentError[] }> {
  const root = join(contentDir, "textbooks");
  const errors: ContentError[] = [];
  const books: BookPlan[] = [];
  const bookDirs = (await readdir(root, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
  for (const bookDir of bookDirs) {
    const bookRead = await readYaml(repoRoot, join(root, bookDir, "book.yaml"), BookSchema);
    errors.push(...bookRead.errors);
    if (!bookRead.data || !bookRead.source) continue;
    const bookSource = bookRead.source;
    const plan: BookPlan = { book: bookRead.data, units: [] };
    for (const [u, unitDir] of bookRead.data.units.entries()) {
      const dir = join(root, bookDir, unitDir);
      const unitRead = await readYaml(repoRoot, join(dir, "unit.yaml"), UnitSchema);
      if (unitRead.missing)
        errors.push(bookSource.error(["units", u], `unit folder "${unitDir}" has no unit.yaml`));
      else errors.push(...unitRead.errors);
      const unitSource = unitRead.source;
      if (!unitRead.data || !unitSource) continue;
      const onDisk = (await readdir(dir))
        .filter((f) => f.endsWith(".yaml") && f !== "unit.yaml")
        .map((f) => f.slice(0, -5));
      const listed = new Set<string>();
      const sections = unitRead.data.sections.map((section, s) => {
        section.resources.forEach((name, r) => {
          const at = ["sections", s, "resources", r];
          if (listed.has(name)) errors.push(unitSource.error(at, `"${name}" is listed twice`));
          else if (!onDisk.includes(name))
            errors.push(unitSource.error(at, `no file ${name}.yaml in this folder`));
          listed.add(name);
        });
        // Only files that exist go on, so one bad listing does not hide the other files' errors.
        const files = section.resources.filter((n) => onDisk.includes(n)).map((n) => join(dir, `${n}.yaml`));
        return { code: section.section_code, title: section.title, files: [...new Set(files)] };
      });
      for (const name of onDisk.filter((n) => !listed.has(n))) {
        errors.push({
          file: relative(repoRoot, join(dir, `${name}.yaml`)),
          line: 0,
          col: 0,
          field: "",
          message: "not listed in any section of unit.yaml",
        });
      }
      plan.units.push({ dir, unit: unitRead.data, sections });
    }
    books.push(plan);
  }
  return { books, errors };
}

/** content/skillup/skillup.yaml: the practice types, in the order the skill-up page shows them. */
export const SkillupSchema = z.strictObject({
  types: z
    .array(
      z.strictObject({
        /** the folder under content/skillup and the route /skillup/list/<type> */
        type: CodeSchema,
        title: TitleSchema,
        description: TitleSchema.optional(),
      }),
    )
    .min(1),
});

/** A skill-up type with its resource files (ordered by file name). */
export interface SkillupPlan {
  type: string;
  title: { ja: string; en: string };
  description?: { ja: string; en: string } | undefined;
  files: string[];
}

/** The subfolders of a folder, or undefined when it does not exist. */
async function subfolders(root: string): Promise<string[] | undefined> {
  try {
    return (await readdir(root, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return undefined;
  }
}

/** The .yaml files of a folder in file-name order ("x-2" before "x-10"). */
async function yamlFilesOf(dir: string): Promise<string[]> {
  return (await readdir(dir))
    .filter((f) => f.endsWith(".yaml"))
    .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
    .map((f) => join(dir, f));
}

/**
 * An index file's entries matched with the folders beside it (skillup.yaml types, cefr.yaml steps): each
 * entry's folder must exist and be listed once, and every folder must be listed.
 * @param root - the folder holding the index file and the entry folders
 * @param index - the index file's name (for messages)
 * @param entries - each entry's folder and the path of its folder field in the index (for messages)
 * @param source - the parsed index file
 * @param repoRoot - for relative file names in messages
 * @returns per entry (by position) its resource files, undefined when its folder is missing; and the errors
 */
export async function indexedFolders(
  root: string,
  index: string,
  entries: readonly { folder: string; at: PropertyKey[] }[],
  source: YamlSource,
  repoRoot: string,
): Promise<{ files: (string[] | undefined)[]; errors: ContentError[] }> {
  const folders = (await subfolders(root)) ?? [];
  const errors: ContentError[] = [];
  const listed = new Set<string>();
  const files: (string[] | undefined)[] = [];
  for (const e of entries) {
    if (listed.has(e.folder)) errors.push(source.error(e.at, `"${e.folder}" is listed twice`));
    listed.add(e.folder);
    if (!folders.includes(e.folder)) {
      errors.push(source.error(e.at, `no folder ${relative(repoRoot, join(root, e.folder))}`));
      files.push(undefined);
      continue;
    }
    files.push(await yamlFilesOf(join(root, e.folder)));
  }
  for (const folder of folders.filter((f) => !listed.has(f))) {
    errors.push({
      file: relative(repoRoot, join(root, folder)),
      line: 0,
      col: 0,
      field: "",
      message: `folder is not listed in ${index}`,
    });
  }
  return { files, errors };
}

/**
 * Reads content/skillup/skillup.yaml and lists each type folder's resource files in file-name order.
 * No skillup folder means no skill-up content (not an error).
 * @param contentDir - the content folder
 * @param repoRoot - for relative file names in messages
 * @returns the types in order and the errors
 */
export async function planSkillup(
  contentDir: string,
  repoRoot: string,
): Promise<{ types: SkillupPlan[]; errors: ContentError[] }> {
  const root = join(contentDir, "skillup");
  if (!(await subfolders(root))) return { types: [], errors: [] };
  const read = await readYaml(repoRoot, join(root, "skillup.yaml"), SkillupSchema);
  if (!read.data || !read.source) return { types: [], errors: read.errors };
  const entries = read.data.types.map((t, i) => ({ folder: t.type, at: ["types", i, "type"] }));
  const found = await indexedFolders(root, "skillup.yaml types", entries, read.source, repoRoot);
  const types: SkillupPlan[] = [];
  read.data.types.forEach((t, i) => {
    const files = found.files[i];
    if (files) types.push({ type: t.type, title: t.title, description: t.description, files });
  });
  return { types, errors: [...read.errors, ...found.errors] };
}
