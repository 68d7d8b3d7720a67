import { join } from "node:path";
import { z } from "zod";
import { readYaml } from "./catalog.ts";
import { YL_MAX, YL_MIN, YlSchema } from "./ebook-schema.ts";
import type { ContentError } from "./errors.ts";

/**
 * The reading-level check (content/ebooks/level-check.yaml): short original passages written to a
 * level, each with one choice question. The server draws a paper from them and places the student at a
 * YL; at least two items sit on each half-level step 0.5, 1.0 … 4.0 so every level can be drawn.
 * Built to dist/ebooks/level-check.json.
 */

/** Least items per half-level step. */
export const LEVEL_CHECK_PER_STEP = 2;
/** The half-level steps 0.5 … 4.0. */
export const LEVEL_CHECK_STEPS: readonly number[] = Array.from(
  { length: (YL_MAX - YL_MIN) * 2 + 1 },
  (_, i) => YL_MIN + i / 2,
);

const Text = (max: number) => z.string().trim().min(1, "must not be empty").max(max);

/** One level-check item as written and as built. */
export const LevelCheckItemSchema = z.strictObject({
  item_id: z.string().regex(/^lc-\d{2}$/, "item_id is lc-<nn>"),
  yl: YlSchema,
  passage: Text(700),
  passage_ja: Text(700),
  question: Text(200),
  question_ja: Text(200),
  options: z.array(Text(150)).min(3, "3–4 options").max(4, "3–4 options"),
  /** the correct option's index (0-based) */
  answer: z.number().int().min(0),
});
export type LevelCheckItem = z.infer<typeof LevelCheckItemSchema>;

export const LevelCheckSchema = z.strictObject({ items: z.array(LevelCheckItemSchema).min(1) });

/**
 * The half-level step of a level: 0.7 → 0.5, 1.3 → 1.5 (the nearest of 0.5, 1.0 … 4.0).
 * @param yl - a reading level
 * @returns its step
 */
export function levelStep(yl: number): number {
  return Math.min(YL_MAX, Math.max(YL_MIN, Math.round(yl * 2) / 2));
}

/**
 * Reads and checks level-check.yaml: unique ids, the answer one of the options, distinct options, and at
 * least two items on every half-level step. A missing file is an error once books exist (the library
 * needs it to place students).
 * @param contentDir - the content folder
 * @param repoRoot - for relative file names
 * @returns the items sorted by yl then item_id, and the errors
 */
export async function loadLevelCheck(
  contentDir: string,
  repoRoot: string,
): Promise<{ items?: LevelCheckItem[]; errors: ContentError[] }> {
  const read = await readYaml(repoRoot, join(contentDir, "ebooks", "level-check.yaml"), LevelCheckSchema);
  if (!read.data || !read.source) return { errors: read.errors };
  const { source } = read;
  const errors: ContentError[] = [];
  const ids = new Set<string>();
  read.data.items.forEach((item, i) => {
    if (ids.has(item.item_id))
      errors.push(source.error(["items", i, "item_id"], `item_id ${item.item_id} is used twice`));
    ids.add(item.item_id);
    if (item.answer >= item.options.length)
      errors.push(
        source.error(["items", i, "answer"], `answer is an option's index, 0–${item.options.length - 1}`),
      );
    const texts = item.options.map((o) => o.toLowerCase());
    if (new Set(texts).size !== texts.length)
      errors.push(source.error(["items", i, "options"], "two options have the same text"));
  });
  for (const step of LEVEL_CHECK_STEPS) {
    const n = read.data.items.filter((item) => levelStep(item.yl) === step).length;
    if (n < LEVEL_CHECK_PER_STEP)
      errors.push(
        source.error(
          ["items"],
          `YL ${step.toFixed(1)} has ${n} item(s); write at least ${LEVEL_CHECK_PER_STEP}`,
        ),
      );
  }
  if (errors.length > 0) return { errors };
  const items = [...read.data.items].sort((a, b) => a.yl - b.yl || a.item_id.localeCompare(b.item_id));
  return { items, errors };
}
