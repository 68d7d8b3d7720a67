import { type OpenAnswer, OpenAnswerSchema } from "@hibiki/exercises";
import type { ContentError } from "./errors.ts";
import type { LoadedResource } from "./load-resource.ts";

/**
 * Open answers: the items and record steps where students say their own answer (quick response,
 * picture describe, the record step of narration and speaking multi-step, the record steps of an
 * integrated task's speaking and narration parts). Each carries `category: free` and an `open_answer`
 * rubric; the server scores the recording's meaning against it. A record step is named by its own
 * question_id, else by its item's.
 */

type Json = Record<string, unknown>;

/** Kinds whose items are answered freely as a whole. */
const OPEN_ITEM_KINDS = new Set(["quick-response", "picture-describe"]);
/** Kinds whose record steps are answered freely. */
const OPEN_STEP_KINDS = new Set(["narration", "speaking-multi-step"]);
/** Integrated parts whose record steps read a shown text aloud (every other part's are open). */
const READ_ALOUD_PARTS = new Set(["reading"]);

/** One open item or record step of a resource. */
export interface OpenTarget {
  /** the id answers and the speech protocol use for it */
  question_id: string;
  /** where it is in the resource (items[1].progress[3]) */
  path: PropertyKey[];
  /** the item or step that carries category and open_answer */
  node: Json;
  /** the rubric, when the content has one */
  open_answer?: OpenAnswer;
  /** model answers the content shows (sample_answer, samples, step answers, evaluate_text) */
  samples: string[];
}

function isRecord(value: unknown): value is Json {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function records(value: unknown): Json[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function texts(...values: unknown[]): string[] {
  const out: string[] = [];
  for (const v of values) {
    const t = typeof v === "string" ? v.replace(/\s+/g, " ").trim() : "";
    if (t !== "" && !out.includes(t)) out.push(t);
  }
  return out;
}

function target(node: Json, questionId: unknown, path: PropertyKey[], samples: string[]): OpenTarget {
  const parsed = OpenAnswerSchema.safeParse(node.open_answer);
  return {
    question_id: String(questionId),
    path,
    node,
    ...(parsed.success ? { open_answer: parsed.data } : {}),
    samples,
  };
}

/** The open record steps of a stepwise item (narration, speaking multi-step). */
function stepTargets(item: Json, path: PropertyKey[]): OpenTarget[] {
  const itemSamples = texts(item.sample_answer, ...records(item.samples).map((s) => s.content));
  return records(item.progress).flatMap((step, s) =>
    step.type === "record"
      ? [
          target(
            step,
            step.question_id ?? item.question_id,
            [...path, "progress", s],
            [
              ...texts(step.evaluate_text, ...records(step.answer).map((a) => a.sample_answer)),
              ...itemSamples,
            ],
          ),
        ]
      : [],
  );
}

/** The open record steps of an integrated item: every part but the read-aloud ones. */
function integratedTargets(item: Json, path: PropertyKey[]): OpenTarget[] {
  return records(item.part_items).flatMap((part, p) =>
    READ_ALOUD_PARTS.has(String(part.part_type))
      ? []
      : records(part.progress).flatMap((step, s) =>
          step.type === "record"
            ? [
                target(
                  step,
                  step.question_id ?? item.question_id,
                  [...path, "part_items", p, "progress", s],
                  texts(step.evaluate_text, ...records(step.answer).map((a) => a.sample_answer)),
                ),
              ]
            : [],
        ),
  );
}

/** The open targets of one item of a kind. */
function itemTargets(kind: string, item: Json, path: PropertyKey[]): OpenTarget[] {
  if (OPEN_ITEM_KINDS.has(kind))
    return [
      target(
        item,
        item.question_id,
        path,
        texts(item.evaluate_text, item.sample_answer, ...records(item.samples).map((s) => s.content)),
      ),
    ];
  if (OPEN_STEP_KINDS.has(kind)) return stepTargets(item, path);
  if (kind === "integrated-process") return integratedTargets(item, path);
  return [];
}

/**
 * Lists the open items and record steps of a validated resource (composites part by part).
 * @param kind - the resource's kind
 * @param resource - the resource as built (resource.json) or as validated
 * @returns its open targets in order
 */
export function openTargets(kind: string, resource: Json): OpenTarget[] {
  return records(resource.items).flatMap((item, i) => {
    if (kind === "mixed") return itemTargets(String(item.kind), item, ["items", i]);
    if (kind === "multi-part")
      return records(item.part_items).flatMap((part, j) =>
        itemTargets(String(item.part_type), part, ["items", i, "part_items", j]),
      );
    return itemTargets(kind, item, ["items", i]);
  });
}

/** Every node (item or step) that declares an open answer, with its path. */
function declaredOpen(node: unknown, path: PropertyKey[], out: PropertyKey[][]): PropertyKey[][] {
  if (Array.isArray(node)) {
    for (const [i, c] of node.entries()) declaredOpen(c, [...path, i], out);
  } else if (isRecord(node)) {
    if (node.open_answer !== undefined || node.category === "free") out.push(path);
    for (const [key, child] of Object.entries(node))
      if (key !== "open_answer") declaredOpen(child, [...path, key], out);
  }
  return out;
}

/**
 * Checks the open answers of a resource: every open item and record step has its rubric and
 * `category: free`, their ids are unique, and no other item or step declares them.
 * @param res - a validated resource
 * @returns positioned errors
 */
export function checkOpenAnswers(res: LoadedResource): ContentError[] {
  const errors: ContentError[] = [];
  const targets = openTargets(res.kind, res.resource);
  const ids = new Map<string, PropertyKey[]>();
  for (const t of targets) {
    if (!t.open_answer)
      errors.push(
        res.source.error(
          t.path,
          "an open answer needs its rubric: open_answer with the elements to look for (see content/README.md)",
        ),
      );
    if (t.node.category !== "free")
      errors.push(
        res.source.error([...t.path, "category"], "an open answer is said freely: write category: free"),
      );
    const first = ids.get(t.question_id);
    if (first)
      errors.push(
        res.source.error(
          t.path,
          `two open answers are named "${t.question_id}"; give each record step its own question_id`,
        ),
      );
    else ids.set(t.question_id, t.path);
  }
  const open = new Set(targets.map((t) => t.path.map(String).join(".")));
  for (const path of declaredOpen(res.resource.items, ["items"], [])) {
    if (!open.has(path.map(String).join(".")))
      errors.push(
        res.source.error(
          path,
          "open_answer and category: free belong to open items and their record steps (quick response, picture describe, narration, speaking multi-step, integrated parts)",
        ),
      );
  }
  return errors;
}
