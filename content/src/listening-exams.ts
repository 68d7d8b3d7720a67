import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { LISTENING_REGIONS, type ListeningRegion } from "@hibiki/exercises/listening-exam";
import type { ContentError } from "./errors.ts";
import type { LoadedResource } from "./load-resource.ts";

/**
 * Listening exams: content/listening-exams/<region folder>/*.yaml (common-test, high-school/tokyo …, see
 * @hibiki/exercises/listening-exam LISTENING_REGIONS). Each file is a set: meta exam_set practice or mock
 * (only the Common Test has mock tests) and, for a Common Test practice set, exam_part. Every item names
 * its part in item_type and how often the test plays it in plays (the part's rule). A set is a
 * listening-choice resource, or a mixed one of listening-choice and listen-fill-blanks items (written
 * answers). A mock test has exactly the paper's questions per part, in part order.
 */

/** A region's files (name order). */
export interface ListeningExamPlan {
  region: ListeningRegion;
  files: string[];
}

/**
 * Lists each region's files. No folder: no sets.
 * @param contentDir - the content folder
 * @returns the regions that have a folder, in region order
 */
export async function planListeningExams(contentDir: string): Promise<ListeningExamPlan[]> {
  const out: ListeningExamPlan[] = [];
  for (const region of LISTENING_REGIONS) {
    const dir = join(contentDir, "listening-exams", region.folder);
    if (!(await stat(dir).catch(() => undefined))?.isDirectory()) continue;
    const files = (await readdir(dir))
      .filter((f) => f.endsWith(".yaml"))
      .sort()
      .map((f) => join(dir, f));
    out.push({ region, files });
  }
  return out;
}

/** The listening-exam fields of a resource. */
export type ListeningExamMeta = { exam_set?: string; exam_part?: string };

type Option = { type?: string; content?: string; alt?: string };
type Item = {
  kind?: string;
  question_id: string;
  item_type?: string;
  plays?: number;
  answers?: Option[];
  questions?: Array<{ question_id: string; answers?: Option[] }>;
  filling_answer?: unknown[];
};

/** One answerable question of a set: its id (a sub-question's own id) and its part. */
export interface ListeningQuestion {
  question_id: string;
  /** the item that holds it (the answer is stored under this id) */
  item_id: string;
  part: string;
}

/**
 * The questions of a set in order: an item with `questions` counts each; a written-answer item counts
 * one.
 * @param items - the resource's items
 * @returns the questions
 */
export function listeningQuestions(items: readonly Item[]): ListeningQuestion[] {
  return items.flatMap((it) =>
    Array.isArray(it.questions)
      ? it.questions.map((q) => ({
          question_id: q.question_id,
          item_id: it.question_id,
          part: String(it.item_type),
        }))
      : [{ question_id: it.question_id, item_id: it.question_id, part: String(it.item_type) }],
  );
}

/**
 * One set: its meta fits its region, every item is of a part of the region with the part's plays and a
 * kind the player can time, picture options have their picture and an alt text, and a mock test has the
 * paper's questions per part in order.
 * @param res - the loaded resource
 * @param region - the region whose folder holds it
 * @param assets - the files of its asset folder
 * @returns the errors
 */
export function checkListeningExamResource(
  res: LoadedResource,
  region: ListeningRegion,
  assets: readonly string[],
): ContentError[] {
  const r = res.resource as ListeningExamMeta & { items?: Item[] };
  const errors: ContentError[] = [];
  const meta = (field: string, message: string) =>
    errors.push(res.source.error(["meta", field], message, [field]));
  const at = (path: PropertyKey[], message: string) =>
    errors.push(res.source.error(["items", ...path], message));
  const partCodes = region.parts.map((p) => p.part);
  const hasMock = region.parts.some((p) => p.mock_questions !== null);
  if (r.exam_set !== "practice" && r.exam_set !== "mock")
    meta("exam_set", "exam_set must be practice or mock");
  if (r.exam_set === "mock" && !hasMock) meta("exam_set", `${region.en} has practice sets only`);
  if (region.exam === "common_test" && r.exam_set === "practice" && !partCodes.includes(String(r.exam_part)))
    meta("exam_part", `a Common Test practice set names its part: exam_part ${partCodes.join(", ")}`);
  if ((region.exam !== "common_test" || r.exam_set === "mock") && r.exam_part !== undefined)
    meta("exam_part", "only a Common Test practice set has exam_part");
  if (res.kind !== "listening-choice" && res.kind !== "mixed")
    meta("kind", "a listening-exam set is listening-choice, or mixed (with written answers)");
  const items = r.items ?? [];
  items.forEach((it, i) => {
    const kind = res.kind === "mixed" ? it.kind : res.kind;
    if (kind !== "listening-choice" && kind !== "listen-fill-blanks")
      at([i, "kind"], "an item is listening-choice, or listen-fill-blanks for a written answer");
    const part = region.parts.find((p) => p.part === it.item_type);
    if (!part) {
      at([i, "item_type"], `item_type must be a part of ${region.en}: ${partCodes.join(", ")}`);
      return;
    }
    if (region.exam === "common_test" && r.exam_set === "practice" && part.part !== r.exam_part)
      at([i, "item_type"], `a part ${r.exam_part} practice set has only part ${r.exam_part} items`);
    if (it.plays !== part.plays)
      at(
        [i, "plays"],
        `part ${part.part} is played ${part.plays === 1 ? "once" : "twice"}: plays ${part.plays}`,
      );
    const options = [
      ...(it.answers ?? []).map((o, j) => ({ o, path: [i, "answers", j] })),
      ...(it.questions ?? []).flatMap((q, k) =>
        (q.answers ?? []).map((o, j) => ({ o, path: [i, "questions", k, "answers", j] })),
      ),
    ];
    for (const { o, path } of options) {
      if (o.type !== "image") continue;
      if (!o.content || !assets.includes(o.content))
        at([...path, "content"], `picture ${o.content} is not in the set's asset folder`);
      if (!o.alt) at(path, "a picture option has an alt text (what it shows, for screen readers)");
    }
  });
  if (r.exam_set === "mock" && hasMock) {
    const questions = listeningQuestions(items);
    const got = region.parts.map((p) => `${p.part}×${questions.filter((q) => q.part === p.part).length}`);
    const want = region.parts.map((p) => `${p.part}×${p.mock_questions}`);
    if (got.join(" ") !== want.join(" "))
      meta(
        "items",
        `a mock test has the paper's questions per part (${want.join(" ")}), not ${got.join(" ")}`,
      );
    const order = questions.map((q) => partCodes.indexOf(q.part));
    if (order.some((o, k) => k > 0 && o < (order[k - 1] ?? 0)))
      meta("items", `a mock test keeps the parts in paper order: ${partCodes.join(", ")}`);
  }
  return errors;
}
