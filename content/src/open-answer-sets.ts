import { readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";

/**
 * The open-answer test sets (content/open-answers/<res_code>.yaml): for every open item or record step,
 * answers a student might give that say what the rubric asks (valid) and answers that do not
 * (off_topic). Tests check them against the rubrics with the meaning matcher, and a bench renders them
 * to speech, so they are plain text a synthesiser can say: letters, digits, spaces and . , ? ! '
 */

/** Plain spoken text: no symbols a speech synthesiser would spell out or skip. */
const SpokenTextSchema = z
  .string()
  .max(600)
  .regex(/^[A-Za-z0-9 .,?!']*$/, "write plain text: letters, digits, spaces and . , ? ! ' only");

/** The test answers of one open item or record step. */
export const OpenAnswerCaseSchema = z.strictObject({
  question_id: z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String),
  /** answers that say everything the rubric needs (not the content's own samples) */
  valid: z.array(SpokenTextSchema.min(1)).min(3, "give at least 3 valid answers"),
  /** unrelated or empty answers the rubric must not accept */
  off_topic: z.array(SpokenTextSchema).min(2, "give at least 2 off-topic answers"),
});
/** The test answers of one open item or record step. */
export type OpenAnswerCase = z.infer<typeof OpenAnswerCaseSchema>;

/** One file: the test answers of one resource's open items and steps. */
export const OpenAnswerSetSchema = z.strictObject({
  res_code: z.string().regex(/^[a-z0-9][a-z0-9-]{2,63}$/),
  items: z.array(OpenAnswerCaseSchema).min(1),
});
/** One resource's test answers. */
export type OpenAnswerSet = z.infer<typeof OpenAnswerSetSchema>;

/**
 * Reads and validates every test set of a folder.
 * @param dir - content/open-answers
 * @returns the sets with their file names
 * @throws when a file is not valid YAML or does not fit the schema (the message names the file)
 */
export async function loadOpenAnswerSets(dir: string): Promise<{ file: string; set: OpenAnswerSet }[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith(".yaml")).sort();
  const out: { file: string; set: OpenAnswerSet }[] = [];
  for (const f of files) {
    const parsed = OpenAnswerSetSchema.safeParse(parse(await readFile(join(dir, f), "utf8")));
    if (!parsed.success) throw new Error(`${f}: ${z.prettifyError(parsed.error)}`);
    out.push({ file: basename(f, ".yaml"), set: parsed.data });
  }
  return out;
}
