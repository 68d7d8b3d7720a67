/**
 * Checks AI study files while writing them: `npx tsx scripts/ai-study-check.ts <lesson file | course | all>`
 * (from content/; a lesson file as a path, or as `jh1/01-be-present`). For each lesson or test file it
 * prints PASS or FAIL and every problem as "file:line:col field: message": the schema and cross-field
 * checks of `@hibiki/exercises/ai-study`, the file name against the lesson id and the table, and the
 * built items scored by the players' scorers (the same checks as the content build). A test is checked
 * against the table's lessons of its course. A course or `all` also checks courses.yaml's listing and
 * names the table's lessons that are still missing. Exits 1 when a file has a problem.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  AI_COURSE_IDS,
  type AiCourseId,
  AiCoursesFileSchema,
  checkCourses,
  isAiCourseId,
  lessonFileName,
  pointsOfCourse,
} from "@hibiki/exercises/ai-study";
import { lessonSpecs, testSpec } from "../src/ai-study.ts";
import {
  AI_COURSES_FILE,
  AI_TEST_FILE,
  loadAiStudySources,
  loadLessonFile,
  loadTestFile,
} from "../src/ai-study-load.ts";
import { aiResource } from "../src/ai-study-resources.ts";
import { readYaml } from "../src/catalog.ts";
import { type ContentError, formatContentError } from "../src/errors.ts";

const contentDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = resolve(contentDir, "..");
const root = join(contentDir, "ai-study");
const wanted = process.argv.slice(2).find((a) => !a.startsWith("--"));
if (!wanted) {
  console.error("usage: npx tsx scripts/ai-study-check.ts <lesson file | course (jh1 jh2 jh3 sh1) | all>");
  process.exit(2);
}

/** The lesson and test files of a course folder, lessons first in file-name order. */
function filesOf(course: string): string[] {
  const dir = join(root, course);
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir)
    .filter((f) => f.endsWith(".yaml"))
    .sort();
  return [...names.filter((f) => f !== AI_TEST_FILE), ...names.filter((f) => f === AI_TEST_FILE)].map((f) =>
    join(dir, f),
  );
}

/** A lesson file given as a path (from here or from content/ai-study), with or without .yaml. */
function lessonPath(arg: string): string | undefined {
  for (const base of [process.cwd(), root, contentDir, repoRoot])
    for (const name of [arg, `${arg}.yaml`]) {
      const path = resolve(base, name);
      if (existsSync(path) && statSync(path).isFile()) return path;
    }
  return undefined;
}

/** Every problem of one lesson or test file, built items included. */
async function checkFile(path: string): Promise<ContentError[]> {
  if (basename(path) === AI_TEST_FILE) {
    const { test, errors } = await loadTestFile(path, repoRoot);
    return test ? aiResource(testSpec(test)).errors : errors;
  }
  const { lesson, errors } = await loadLessonFile(path, repoRoot);
  if (!lesson) return errors;
  const specs = lessonSpecs(lesson);
  return [...aiResource(specs.review).errors, ...aiResource(specs.consolidation).errors];
}

/** courses.yaml's listing problems and the table's lessons still missing, for some courses. */
async function listingProblems(courses: readonly AiCourseId[]): Promise<string[]> {
  const out: string[] = [];
  const loaded = await loadAiStudySources(contentDir, repoRoot);
  const lessonOrTest = /\/(\d{2}-[a-z-]+|test)\.yaml$/;
  for (const e of loaded.errors) {
    // Lesson and test problems are printed with their file; here only the listing's.
    if (e.line > 0 && lessonOrTest.test(e.file)) continue;
    const about = AI_COURSE_IDS.find((c) => e.file.includes(`/ai-study/${c}`) || e.message.includes(c));
    if (!about || courses.includes(about)) out.push(formatContentError(e));
  }
  const read = await readYaml(repoRoot, join(root, AI_COURSES_FILE), AiCoursesFileSchema);
  if (read.data && read.source) {
    const { source } = read;
    for (const p of checkCourses(read.data)) {
      const i = p.path[1];
      const course =
        typeof i === "number" ? read.data.courses[i]?.course : p.message.match(/course (\w+)/)?.[1];
      if (!course || courses.includes(course as AiCourseId))
        out.push(formatContentError(source.error(p.path, p.message)));
    }
  }
  for (const course of courses)
    for (const point of pointsOfCourse(course)) {
      const file = join(root, course, `${lessonFileName(point)}.yaml`);
      if (!existsSync(file)) out.push(`${relative(repoRoot, file)}: not written yet (lesson ${point.id})`);
    }
  return [...new Set(out)];
}

let files: string[];
let courses: AiCourseId[] = [];
if (wanted === "all") courses = [...AI_COURSE_IDS];
else if (isAiCourseId(wanted)) courses = [wanted];
if (courses.length > 0) files = courses.flatMap(filesOf);
else {
  const path = lessonPath(wanted);
  if (!path) {
    console.error(`no lesson file or course ${wanted} (courses: ${AI_COURSE_IDS.join(", ")}, or all)`);
    process.exit(2);
  }
  files = [path];
}

let failed = 0;
let listingFailed = false;
for (const path of files) {
  const errors = await checkFile(path);
  if (errors.length > 0) failed++;
  console.log(`${errors.length > 0 ? "FAIL" : "PASS"} ${relative(repoRoot, path)}`);
  for (const e of errors) console.log(`  ${formatContentError(e)}`);
}
if (courses.length > 0) {
  const listing = await listingProblems(courses);
  console.log(
    `${listing.length > 0 ? "FAIL" : "PASS"} ${relative(repoRoot, join(root, AI_COURSES_FILE))} (listing)`,
  );
  for (const line of listing) console.log(`  ${line}`);
  listingFailed = listing.length > 0;
}
if (files.length > 1) console.log(`${files.length - failed} of ${files.length} files PASS`);
process.exit(failed > 0 || listingFailed ? 1 : 0);
