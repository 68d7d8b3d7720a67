// Loads and validates the learner-style evaluation set (errors.json, correct.json beside this file): original
// sentences in the style of Japanese junior/senior-high learners, used by bench/writing.mjs to measure the
// checker's recall per error family and its false alarms. See README.md here.
import { readFileSync } from "node:fs";
import { z } from "zod";

/** The twelve learner error families of issue 18 (each id is also a checker error type). */
export const LEARNER_FAMILIES = [
  "agreement",
  "be_verb",
  "tense",
  "plural",
  "article",
  "preposition",
  "word_order",
  "verb_pattern",
  "double_negative",
  "comparative",
  "sentence_structure",
  "false_friend",
] as const;
export type LearnerFamily = (typeof LEARNER_FAMILIES)[number];

const LevelSchema = z.enum(["junior", "senior"]);
const SplitSchema = z.enum(["dev", "test"]);
const IdSchema = z.string().regex(/^[a-z_]+-[a-z]?\d{2,3}$/, "id must look like family-01 or correct-j001");

/** One sentence with exactly one learner error, its whole correction and the wrong words as a checker should mark them. */
export const LearnerErrorRowSchema = z
  .object({
    id: IdSchema,
    family: z.enum(LEARNER_FAMILIES),
    sentence: z.string().min(1),
    correction: z.string().min(1),
    flagged: z.string().min(1),
    level: LevelSchema,
    split: SplitSchema,
  })
  .strict()
  .superRefine((row, ctx) => {
    const at = row.sentence.indexOf(row.flagged);
    if (at < 0) {
      ctx.addIssue({
        code: "custom",
        path: ["flagged"],
        message: `flagged "${row.flagged}" is not in the sentence "${row.sentence}"`,
      });
    } else if (row.sentence.indexOf(row.flagged, at + 1) >= 0) {
      ctx.addIssue({
        code: "custom",
        path: ["flagged"],
        message: `flagged "${row.flagged}" occurs more than once in "${row.sentence}": make it longer`,
      });
    }
    if (row.correction === row.sentence) {
      ctx.addIssue({
        code: "custom",
        path: ["correction"],
        message: `correction is the same as the sentence "${row.sentence}"`,
      });
    }
  });
export type LearnerErrorRow = z.infer<typeof LearnerErrorRowSchema>;

/** One correct sentence that a good teacher would accept: the checker should find nothing in it. */
export const LearnerCorrectRowSchema = z
  .object({ id: IdSchema, sentence: z.string().min(1), level: LevelSchema, split: SplitSchema })
  .strict();
export type LearnerCorrectRow = z.infer<typeof LearnerCorrectRowSchema>;

/** The whole set: erroneous rows, correct rows. */
export type LearnerSet = { errors: LearnerErrorRow[]; correct: LearnerCorrectRow[] };

function uniqueIds(rows: readonly { id: string }[], where: string): void {
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.id)) throw new Error(`learner set ${where}: id "${row.id}" is used twice`);
    seen.add(row.id);
  }
}

function parseRows<T>(schema: z.ZodType<T>, raw: unknown, where: string): T[] {
  if (!Array.isArray(raw)) throw new Error(`learner set ${where}: expected an array of rows`);
  return raw.map((row, i) => {
    const parsed = schema.safeParse(row);
    if (parsed.success) return parsed.data;
    const id = typeof row?.id === "string" ? ` (${row.id})` : "";
    const why = parsed.error.issues.map((x) => `${x.path.join(".") || "row"}: ${x.message}`).join("; ");
    throw new Error(`learner set ${where} row ${i}${id} is malformed: ${why}`);
  });
}

/**
 * Validates raw rows of the learner set (as read from the JSON files): every row well formed, ids unique across
 * both files, each flagged text found exactly once in its sentence, each correction different from its sentence.
 * @param raw the parsed contents of errors.json and correct.json
 * @returns the typed set
 * @throws Error naming the file, the row and what is wrong, on the first malformed row
 */
export function parseLearnerSet(raw: { errors: unknown; correct: unknown }): LearnerSet {
  const errors = parseRows(LearnerErrorRowSchema, raw.errors, "errors.json");
  const correct = parseRows(LearnerCorrectRowSchema, raw.correct, "correct.json");
  uniqueIds([...errors, ...correct], "errors.json + correct.json");
  return { errors, correct };
}

/**
 * Reads errors.json and correct.json from this folder and validates them.
 * @returns the learner set
 * @throws Error when a row is malformed (see parseLearnerSet)
 */
export function loadLearnerSet(): LearnerSet {
  const read = (name: string): unknown => JSON.parse(readFileSync(new URL(name, import.meta.url), "utf8"));
  return parseLearnerSet({ errors: read("./errors.json"), correct: read("./correct.json") });
}

/**
 * Where the flagged words sit in a row's sentence (UTF-16 indices, end exclusive), like a finding's hit_words_pos.
 * @param row an erroneous row
 * @returns start and end of the flagged span
 */
export function flaggedSpan(row: LearnerErrorRow): { start: number; end: number } {
  const start = row.sentence.indexOf(row.flagged);
  return { start, end: start + row.flagged.length };
}
