import { readdir, stat } from "node:fs/promises";
import { basename, join, relative } from "node:path";
import {
  AI_COURSE_IDS,
  type AiContentProblem,
  type AiCourseEntry,
  AiCoursesFileSchema,
  type AiLessonFile,
  AiLessonFileSchema,
  type AiLessonRef,
  type AiTestFile,
  AiTestFileSchema,
  checkLesson,
  checkTest,
  type GrammarPoint,
  isAiCourseId,
  lessonFileName,
  pointsOfCourse,
} from "@hibiki/exercises/ai-study";
import { readYaml } from "./catalog.ts";
import type { ContentError } from "./errors.ts";
import type { YamlSource } from "./yaml-source.ts";

/**
 * AI study sources (content/ai-study): reads and checks courses.yaml, the lesson files and each course's
 * test.yaml with the schemas and cross-field checks of `@hibiki/exercises/ai-study`, plus what ties the
 * files together: courses.yaml lists every lesson file of a course folder exactly once, in the table's
 * order, and every file name matches its lesson id and the table.
 */

/** The name of a course's confirmation test file. */
export const AI_TEST_FILE = "test.yaml";
/** The name of the course list. */
export const AI_COURSES_FILE = "courses.yaml";

/** A lesson file after its checks. */
export interface LoadedLesson {
  /** path relative to the repository root (for messages) */
  file: string;
  data: AiLessonFile;
  source: YamlSource;
}

/** A course test file after its checks. */
export interface LoadedTest {
  file: string;
  data: AiTestFile;
  source: YamlSource;
}

/** A course of courses.yaml with its checked lessons (in order) and test. */
export interface AiStudyCoursePlan {
  entry: AiCourseEntry;
  lessons: LoadedLesson[];
  test: LoadedTest;
}

/** Cross-field problems of a parsed file as positioned errors. */
function located(source: YamlSource, problems: readonly AiContentProblem[]): ContentError[] {
  return problems.map((p) => source.error(p.path, p.message));
}

/**
 * Reads and checks one lesson file: the schema, `checkLesson`, and its name and folder against the
 * lesson id (`<course>-<NN>-<point>` = `<folder>-<file name>`).
 * @param path - the lesson file
 * @param repoRoot - file names in messages are relative to it
 * @returns the lesson (only without errors) and every error found
 */
export async function loadLessonFile(
  path: string,
  repoRoot: string,
): Promise<{ lesson?: LoadedLesson; errors: ContentError[] }> {
  const read = await readYaml(repoRoot, path, AiLessonFileSchema);
  if (!read.data || !read.source) return { errors: read.errors };
  const { data, source } = read;
  const course = basename(join(path, ".."));
  const name = basename(path, ".yaml");
  const errors = located(source, checkLesson(data));
  if (data.course !== course)
    errors.push(source.error(["course"], `the lesson is in folder ${course}, so its course is ${course}`));
  if (data.lesson_id !== `${course}-${name}`)
    errors.push(
      source.error(["lesson_id"], `lesson_id must be ${course}-${name} (the folder and file name)`),
    );
  const file = relative(repoRoot, path);
  return errors.length > 0 ? { errors } : { lesson: { file, data, source }, errors };
}

/**
 * Reads and checks a course's test.yaml: the schema and `checkTest` against the course's lessons.
 * @param path - the test file
 * @param repoRoot - file names in messages are relative to it
 * @param lessons - the course's lessons (course and point); the table's lessons of the course without it
 * @returns the test (only without errors) and every error found
 */
export async function loadTestFile(
  path: string,
  repoRoot: string,
  lessons?: readonly AiLessonRef[],
): Promise<{ test?: LoadedTest; errors: ContentError[] }> {
  const read = await readYaml(repoRoot, path, AiTestFileSchema);
  if (!read.data || !read.source) return { errors: read.errors };
  const { data, source } = read;
  const course = basename(join(path, ".."));
  const errors = located(source, checkTest(data, lessons));
  if (data.course !== course)
    errors.push(source.error(["course"], `the test is in folder ${course}, so its course is ${course}`));
  const file = relative(repoRoot, path);
  return errors.length > 0 ? { errors } : { test: { file, data, source }, errors };
}

/** The .yaml files of a course folder other than test.yaml, without ".yaml", sorted. */
async function lessonNamesIn(dir: string): Promise<string[]> {
  return (await readdir(dir))
    .filter((f) => f.endsWith(".yaml") && f !== AI_TEST_FILE)
    .map((f) => f.slice(0, -5))
    .sort();
}

/** The subfolders of content/ai-study. */
async function courseFolders(root: string): Promise<string[]> {
  return (await readdir(root, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/**
 * Reads content/ai-study: courses.yaml, then each listed course's lessons in order and its test. Checks
 * that courses.yaml lists the courses in the table's order, each course's lesson files exactly once in
 * the table's order, that every listed file exists and every folder and lesson file is listed.
 * No content/ai-study folder: no AI study (not an error).
 * @param contentDir - the content folder
 * @param repoRoot - file names in messages are relative to it
 * @returns the courses (only without errors; undefined without the folder) and every error found
 */
export async function loadAiStudySources(
  contentDir: string,
  repoRoot: string,
): Promise<{ courses?: AiStudyCoursePlan[]; errors: ContentError[] }> {
  const root = join(contentDir, "ai-study");
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) return { errors: [] };
  const read = await readYaml(repoRoot, join(root, AI_COURSES_FILE), AiCoursesFileSchema);
  if (!read.data || !read.source) return { courses: [], errors: read.errors };
  const { data, source } = read;
  const errors: ContentError[] = [];
  const folders = await courseFolders(root);
  const listed = data.courses.map((c) => c.course);
  const inOrder = AI_COURSE_IDS.filter((id) => listed.includes(id));
  if (listed.join() !== inOrder.join())
    errors.push(source.error(["courses"], `courses must be in the order ${inOrder.join(", ")}`));
  for (const folder of folders.filter((f) => !(listed as string[]).includes(f)))
    errors.push({
      file: relative(repoRoot, join(root, folder)),
      line: 0,
      col: 0,
      field: "",
      message: isAiCourseId(folder)
        ? `folder is not listed in ${AI_COURSES_FILE}`
        : `not a course: the course folders are ${AI_COURSE_IDS.join(", ")}`,
    });
  const courses: AiStudyCoursePlan[] = [];
  for (const [c, entry] of data.courses.entries()) {
    const planned = await loadCourse(root, entry, repoRoot, source, c);
    errors.push(...planned.errors);
    if (planned.course) courses.push(planned.course);
  }
  return errors.length > 0 ? { courses: [], errors } : { courses, errors };
}

/** One course of courses.yaml: its listing against the folder and the table, its lessons and test. */
async function loadCourse(
  root: string,
  entry: AiCourseEntry,
  repoRoot: string,
  source: YamlSource,
  c: number,
): Promise<{ course?: AiStudyCoursePlan; errors: ContentError[] }> {
  const dir = join(root, entry.course);
  const errors: ContentError[] = [];
  if (!(await stat(dir).catch(() => undefined))?.isDirectory())
    return { errors: [source.error(["courses", c, "course"], `no folder ${relative(repoRoot, dir)}`)] };
  const table = pointsOfCourse(entry.course);
  const tableNames = table.map(lessonFileName);
  const onDisk = await lessonNamesIn(dir);
  const points: GrammarPoint[] = [];
  entry.lessons.forEach((name, i) => {
    const at = ["courses", c, "lessons", i];
    const row = tableNames.indexOf(name);
    if (row < 0)
      errors.push(
        source.error(at, `${name} is not a lesson of ${entry.course}: use one of ${tableNames.join(", ")}`),
      );
    else if (!onDisk.includes(name))
      errors.push(source.error(at, `no file ${relative(repoRoot, join(dir, `${name}.yaml`))}`));
    else if (points.length > 0 && (points.at(-1)?.lesson_no ?? 0) > (table[row]?.lesson_no ?? 0))
      errors.push(source.error(at, `${name} is listed after a later lesson: keep the table's order`));
    const point = table[row];
    if (point && onDisk.includes(name)) points.push(point);
  });
  for (const name of onDisk.filter((n) => !entry.lessons.includes(n)))
    errors.push({
      file: relative(repoRoot, join(dir, `${name}.yaml`)),
      line: 0,
      col: 0,
      field: "",
      message: tableNames.includes(name)
        ? `not listed in ${AI_COURSES_FILE} (course ${entry.course})`
        : `not a lesson file of ${entry.course}: lesson files are named ${tableNames.join(", ")}.yaml`,
    });
  const lessons: LoadedLesson[] = [];
  for (const point of points) {
    const loaded = await loadLessonFile(join(dir, `${lessonFileName(point)}.yaml`), repoRoot);
    errors.push(...loaded.errors);
    if (loaded.lesson) lessons.push(loaded.lesson);
  }
  const refs = points.map((p) => ({ course: entry.course, point: p.id }));
  const test = await loadTestFile(join(dir, AI_TEST_FILE), repoRoot, refs);
  errors.push(...test.errors);
  if (errors.length > 0 || !test.test) return { errors };
  return { course: { entry, lessons, test: test.test }, errors };
}
