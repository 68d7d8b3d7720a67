/**
 * Checks e-books while writing them: `npx tsx scripts/ebook-check.ts <book_id|all> [--words]` (from
 * content/). For each book: its running words, the words above its CEFR-J band (lemma, level, count,
 * first page.line), their share and PASS/FAIL (< 5%), then every other problem as
 * "file:line:col field: message" (the same checks as the content build), then notes on the glossary
 * and the exercise passages (advice, not errors). --words lists every off-level word instead of the
 * first 20. Exits 1 when a book has a problem.
 */
import { readdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { passageNotes } from "../src/ebook-exercise.ts";
import { loadCefrLevels, loadEbook } from "../src/ebook-load.ts";
import { glossaryNotes, OFF_LEVEL_LIMIT } from "../src/ebook-vocabulary.ts";
import { formatContentError } from "../src/errors.ts";

const contentDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(contentDir, "..");
const root = join(contentDir, "ebooks");
const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const allWords = process.argv.includes("--words");
const wanted = args[0];
if (!wanted) {
  console.error("usage: npx tsx scripts/ebook-check.ts <book_id|all> [--words]");
  process.exit(2);
}

const folders = (await readdir(root, { withFileTypes: true }))
  .filter((d) => d.isDirectory() && d.name.startsWith("eb-"))
  .map((d) => d.name)
  .sort();
const chosen = wanted === "all" ? folders : folders.filter((f) => f === wanted || f.startsWith(`${wanted}-`));
if (chosen.length === 0) {
  console.error(`no book folder content/ebooks/${wanted} (have: ${folders.join(", ") || "none"})`);
  process.exit(2);
}

const levels = await loadCefrLevels(contentDir);
let failed = 0;
for (const folder of chosen) {
  const { book, vocabulary, errors } = await loadEbook(join(root, folder), repoRoot, levels);
  const ok = errors.length === 0;
  if (!ok) failed++;
  if (vocabulary) {
    const pct = (vocabulary.share * 100).toFixed(1);
    const verdict = vocabulary.passes ? "PASS" : "FAIL";
    console.log(
      `${folder}: ${vocabulary.running_words} running words, ${vocabulary.off_level_count} above band ` +
        `(${pct}% — ${verdict}, limit ${OFF_LEVEL_LIMIT * 100}%)${book ? ` · yl ${book.yl} ${book.cefr}` : ""}`,
    );
    const shown = allWords ? vocabulary.words : vocabulary.words.slice(0, 20);
    for (const w of shown)
      console.log(
        `  ${w.word.padEnd(18)} ${(w.level ?? "not in list").padEnd(11)} ×${w.count}  p${w.page}.${w.line}`,
      );
    if (shown.length < vocabulary.words.length)
      console.log(`  … ${vocabulary.words.length - shown.length} more (--words lists all)`);
  } else {
    console.log(`${folder}: not checked for vocabulary (book.yaml does not parse)`);
  }
  for (const e of errors.filter((e) => e.field !== "pages" || e.line > 0))
    console.log(`  ${formatContentError(e)}`);
  if (book) {
    const input = {
      cefr: book.cefr,
      speakers: Object.keys(book.speakers),
      glossary: Object.keys(book.glossary),
      pages: book.pages.map((p) => p.lines.map((l) => l.text)),
    };
    for (const note of [...glossaryNotes(input), ...passageNotes(book)]) console.log(`  note: ${note}`);
  }
  console.log(ok ? "  OK" : `  ${errors.length} problem(s)`);
}
if (chosen.length > 1) console.log(`${chosen.length - failed} of ${chosen.length} books OK`);
process.exit(failed > 0 ? 1 : 0);
