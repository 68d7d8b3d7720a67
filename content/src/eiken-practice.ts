import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import {
  EIKEN_FORMAT,
  EIKEN_GRADES,
  EIKEN_SECTIONS,
  type EikenGradeCode,
  type EikenSection,
} from "@hibiki/exercises/eiken";
import type { ContentError } from "./errors.ts";
import type { LoadedResource } from "./load-resource.ts";

/**
 * Eiken first-stage practice and mock tests: content/eiken/practice/grade-<grade>/<file>.yaml, resources
 * in the usual format whose meta also names eiken_grade (its folder's grade), eiken_section (a section
 * of that grade's paper, written in the section's exercise kind), eiken_set (practice: a set to study one
 * item family; mock: part of the grade's one full mock test) and, for listening, eiken_plays (the grade's
 * rule). A grade's mock resources together have exactly the paper's item count per section.
 */

/** A grade's folder of practice and mock resources (files in name order). */
export interface EikenPracticePlan {
  grade: EikenGradeCode;
  files: string[];
}

/**
 * Lists content/eiken/practice/grade-<grade>/*.yaml per grade, easiest grade first. No folder: no tests.
 * @param contentDir - the content folder
 * @param repoRoot - for relative file names in messages
 * @returns the grades with files, and the errors (an unknown grade folder)
 */
export async function planEikenPractice(
  contentDir: string,
  repoRoot: string,
): Promise<{ grades: EikenPracticePlan[]; errors: ContentError[] }> {
  const root = join(contentDir, "eiken", "practice");
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) return { grades: [], errors: [] };
  const errors: ContentError[] = [];
  const names = (await readdir(root, { withFileTypes: true }))
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  for (const name of names) {
    if (!EIKEN_GRADES.some((g) => `grade-${g}` === name))
      errors.push({
        file: join(root, name).slice(repoRoot.length + 1),
        line: 0,
        col: 0,
        field: "",
        message: `unknown grade folder ${name}: use grade-${EIKEN_GRADES.join(", grade-")}`,
      });
  }
  const grades: EikenPracticePlan[] = [];
  for (const grade of EIKEN_GRADES) {
    const dir = join(root, `grade-${grade}`);
    if (!names.includes(`grade-${grade}`)) continue;
    const files = (await readdir(dir)).filter((f) => f.endsWith(".yaml")).sort();
    grades.push({ grade, files: files.map((f) => join(dir, f)) });
  }
  return { grades, errors };
}

/** The Eiken fields of a resource's meta. */
export type EikenMeta = {
  eiken_grade?: string;
  eiken_section?: string;
  eiken_set?: string;
  eiken_plays?: number;
};

/** Answerable questions of a resource: a passage or cloze counts its questions, else its items. */
export function questionCount(resource: Record<string, unknown>): number {
  const items = (resource.items as Array<{ questions?: unknown[] }> | undefined) ?? [];
  return items.reduce((n, it) => n + (Array.isArray(it.questions) ? it.questions.length : 1), 0);
}

/**
 * One practice or mock resource: its grade, section, set and kind agree with the folder and the format;
 * listening plays as the grade's rule says; writing keeps the grade's word range.
 * @param res - the loaded resource
 * @param grade - the grade whose folder holds it
 * @returns the errors
 */
export function checkEikenResource(res: LoadedResource, grade: EikenGradeCode): ContentError[] {
  const r = res.resource as EikenMeta & { items?: Array<Record<string, unknown>> };
  const errors: ContentError[] = [];
  const err = (field: string, message: string) =>
    errors.push(res.source.error(["meta", field], message, [field]));
  if (r.eiken_grade !== grade) err("eiken_grade", `eiken_grade must be "${grade}" (its folder's grade)`);
  if (r.eiken_set !== "practice" && r.eiken_set !== "mock")
    err("eiken_set", "eiken_set must be practice or mock");
  const part = EIKEN_FORMAT[grade].parts.find((p) => p.section === r.eiken_section);
  if (!part) {
    const sections = EIKEN_FORMAT[grade].parts.map((p) => p.section).join(", ");
    err("eiken_section", `eiken_section must be one of grade ${grade}'s sections: ${sections}`);
    return errors;
  }
  const info = EIKEN_SECTIONS[part.section];
  if (res.kind !== info.kind) err("kind", `${part.section} is written in ${info.kind}, not ${res.kind}`);
  if (part.plays !== undefined && r.eiken_plays !== part.plays)
    err(
      "eiken_plays",
      `grade ${grade} plays ${part.section} ${part.plays === 1 ? "once" : "twice"}: eiken_plays: ${part.plays}`,
    );
  if (part.plays === undefined && r.eiken_plays !== undefined)
    err("eiken_plays", "only listening has eiken_plays");
  if (part.words) {
    const examKind =
      part.section === "write-email"
        ? "email"
        : part.section === "write-opinion"
          ? "opinion"
          : part.section === "write-summary"
            ? "summary"
            : undefined;
    (r.items ?? []).forEach((item, i) => {
      if (item.exam_kind !== examKind)
        errors.push(
          res.source.error(
            ["items", i],
            examKind
              ? `a ${part.section} task has exam_kind: ${examKind}`
              : `a ${part.section} task has no exam_kind`,
          ),
        );
      if (examKind === "email" && !Array.isArray(item.email_questions))
        errors.push(
          res.source.error(["items", i], "an e-mail task lists the questions to answer in email_questions"),
        );
      if (examKind === "summary" && (!Array.isArray(item.main_points) || item.main_points.length < 2))
        errors.push(
          res.source.error(["items", i], "a summary task lists the passage's main points in main_points"),
        );
      if (typeof item.content !== "string" && part.section !== "write-opinion")
        errors.push(
          res.source.error(["items", i], `a ${part.section} task shows its English text in content`),
        );
      if (item.min_words !== part.words?.min || item.max_words !== part.words?.max)
        errors.push(
          res.source.error(
            ["items", i, "min_words"],
            `grade ${grade} ${part.section} asks for ${part.words?.min}-${part.words?.max} words: min_words ${part.words?.min}, max_words ${part.words?.max}`,
          ),
        );
    });
  }
  return errors;
}

/**
 * A grade's mock test: its mock resources together give each section of the paper its item count.
 * @param grade - the grade
 * @param mock - the grade's mock resources
 * @param where - the folder, for messages
 * @returns the errors (none when the grade has no mock resources yet)
 */
export function checkEikenMock(grade: EikenGradeCode, mock: LoadedResource[], where: string): ContentError[] {
  if (mock.length === 0) return [];
  const got = new Map<string, number>();
  for (const res of mock) {
    const section = (res.resource as EikenMeta).eiken_section ?? "";
    got.set(section, (got.get(section) ?? 0) + questionCount(res.resource));
  }
  const errors: ContentError[] = [];
  for (const part of EIKEN_FORMAT[grade].parts) {
    const n = got.get(part.section) ?? 0;
    if (n !== part.count)
      errors.push({
        file: where,
        line: 0,
        col: 0,
        field: part.section,
        message: `the grade ${grade} mock test needs ${part.count} ${part.section} question(s), has ${n}`,
      });
  }
  return errors;
}

/** The sections of a grade in paper order. */
export function sectionsOf(grade: EikenGradeCode): EikenSection[] {
  return EIKEN_FORMAT[grade].parts.map((p) => p.section);
}
