import { stat } from "node:fs/promises";
import { join } from "node:path";
import { CAT_SKILLS, CEFR_TYPES, cefrTypeMismatch } from "@hibiki/exercises/cefr";
import { z } from "zod";
import { indexedFolders, readYaml, TitleSchema } from "./catalog.ts";
import type { ContentError } from "./errors.ts";
import type { LoadedResource } from "./load-resource.ts";

/** The CEFR-J steps of the level test, lowest first (the same list as @hibiki/exercises/cefr). */
const STEPS = ["Pre-A1", "A1.1", "A1.2", "A1.3", "A2.1", "A2.2", "B1.1", "B1.2", "B2.1", "B2.2"] as const;

/** content/cefr/cefr.yaml: the steps in order, each with its folder, title and can-do statement. */
export const CefrIndexSchema = z.strictObject({
  steps: z
    .array(
      z.strictObject({
        step: z.enum(STEPS),
        /** the folder under content/cefr holding the step's item resources */
        folder: z.string().regex(/^[a-z0-9][a-z0-9-]{1,30}$/, "folder: a-z, 0-9 and '-'"),
        title: TitleSchema,
        /** what a student at this step can do (CEFR-J style), shown on the map */
        can_do: TitleSchema,
      }),
    )
    .length(STEPS.length),
});

/** A CEFR-J step with its resource files (ordered by file name). */
export interface CefrStepPlan {
  step: (typeof STEPS)[number];
  title: { ja: string; en: string };
  can_do: { ja: string; en: string };
  files: string[];
}

/**
 * Reads content/cefr/cefr.yaml (every step once, lowest first) and lists each step folder's resource files
 * in file-name order. No cefr folder means no level test content (not an error).
 * @param contentDir - the content folder
 * @param repoRoot - for relative file names in messages
 * @returns the steps in order and the errors
 */
export async function planCefr(
  contentDir: string,
  repoRoot: string,
): Promise<{ steps: CefrStepPlan[]; errors: ContentError[] }> {
  const root = join(contentDir, "cefr");
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) return { steps: [], errors: [] };
  const read = await readYaml(repoRoot, join(root, "cefr.yaml"), CefrIndexSchema);
  if (!read.data || !read.source) return { steps: [], errors: read.errors };
  const source = read.source;
  const errors = [...read.errors];
  read.data.steps.forEach((s, i) => {
    if (s.step !== STEPS[i])
      errors.push(source.error(["steps", i, "step"], `step ${i + 1} must be ${STEPS[i]} (lowest first)`));
  });
  const entries = read.data.steps.map((s, i) => ({ folder: s.folder, at: ["steps", i, "folder"] }));
  const found = await indexedFolders(root, "cefr.yaml steps", entries, source, repoRoot);
  const steps: CefrStepPlan[] = [];
  read.data.steps.forEach((s, i) => {
    const files = found.files[i];
    if (files) steps.push({ step: s.step, title: s.title, can_do: s.can_do, files });
  });
  return { steps, errors: [...errors, ...found.errors] };
}

/** The exercise kinds each skill of the level test is written in (those of its CEFR types). */
export const CEFR_SKILL_KINDS: Record<string, readonly string[]> = Object.fromEntries(
  CAT_SKILLS.map((skill) => [
    skill,
    [...new Set(CEFR_TYPES.filter((t) => t.skill === skill).flatMap((t) => t.kinds))],
  ]),
);

/**
 * A level-test resource names its skill (in a kind written for it), its question type (1-17, of that skill
 * and kind) and its grammar or vocabulary point, and its res_level is its step.
 * @param res - the loaded resource
 * @param step - the step whose folder holds it
 * @returns the errors
 */
export function checkCefrResource(res: LoadedResource, step: string): ContentError[] {
  const r = res.resource as {
    cefr_skill?: string;
    cefr_type?: number;
    cefr_point?: string;
    res_level?: string;
  };
  const errors: ContentError[] = [];
  if (!r.cefr_skill)
    errors.push(res.source.error(["meta"], "a level-test resource needs cefr_skill", ["cefr_skill"]));
  else if (!CEFR_SKILL_KINDS[r.cefr_skill]?.includes(res.kind))
    errors.push(
      res.source.error(
        ["meta", "kind"],
        `cefr_skill ${r.cefr_skill} is written in ${CEFR_SKILL_KINDS[r.cefr_skill]?.join(" or ")}, not ${res.kind}`,
        ["kind"],
      ),
    );
  if (r.cefr_type === undefined)
    errors.push(res.source.error(["meta"], "a level-test resource needs cefr_type (1-17)", ["cefr_type"]));
  else if (r.cefr_skill) {
    const mismatch = cefrTypeMismatch(r.cefr_type, r.cefr_skill, res.kind);
    if (mismatch) errors.push(res.source.error(["meta", "cefr_type"], mismatch, ["cefr_type"]));
  }
  if (!r.cefr_point)
    errors.push(res.source.error(["meta"], "a level-test resource needs cefr_point", ["cefr_point"]));
  if (r.res_level !== step)
    errors.push(
      res.source.error(["meta", "res_level"], `res_level must be ${step} (its step folder)`, ["res_level"]),
    );
  return errors;
}
