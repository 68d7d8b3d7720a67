import {
  LIVE_ITEMS_MAX,
  LIVE_TITLE_MAX,
  type LiveCreateBody,
  LiveCreateBodySchema,
  type LiveItem,
  type LiveItemKind,
  LiveItemSchema,
} from "@hibiki/contracts/live";

/** One row of the new-session form, as typed (every kind's fields, so switching kind keeps the text). */
export type DraftItem = {
  key: number;
  kind: LiveItemKind;
  prompt: string;
  options: string[];
  /** -1 until chosen */
  answer_index: number;
  text: string;
  /** accepted answers, one per line */
  accepted: string;
};

let nextKey = 1;

/**
 * @param kind - the row's kind
 * @returns an empty row
 */
export function emptyDraft(kind: LiveItemKind): DraftItem {
  return { key: nextKey++, kind, prompt: "", options: ["", ""], answer_index: -1, text: "", accepted: "" };
}

/**
 * @param item - an item of a sample set
 * @returns the row showing it
 */
export function draftOf(item: LiveItem): DraftItem {
  const d = emptyDraft(item.kind);
  d.prompt = item.prompt;
  if (item.kind === "choice") {
    d.options = [...item.options];
    d.answer_index = item.answer_index;
  }
  if (item.kind === "read_aloud") d.text = item.text;
  if (item.kind === "short_answer") d.accepted = item.accepted.join("\n");
  return d;
}

/**
 * @param d - a row
 * @returns the item the contract takes (validated by the caller)
 */
export function itemOf(d: DraftItem): unknown {
  if (d.kind === "choice")
    return { kind: "choice", prompt: d.prompt, options: d.options, answer_index: d.answer_index };
  if (d.kind === "read_aloud") return { kind: "read_aloud", prompt: d.prompt, text: d.text };
  return {
    kind: "short_answer",
    prompt: d.prompt,
    accepted: d.accepted
      .split("\n")
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** A row's problem as a string key of the console (t.live.bad.*), or null when the row is valid. */
export type DraftProblem = "prompt" | "options" | "answer" | "text" | "accepted" | "long";

/**
 * Checks a row with the contract's own item schema (so the form refuses exactly what the server would).
 * @param d - a row
 * @returns its first problem, or null
 */
export function problemOf(d: DraftItem): DraftProblem | null {
  const r = LiveItemSchema.safeParse(itemOf(d));
  if (r.success) return null;
  const issue = r.error.issues[0];
  const field = String(issue?.path[0] ?? "");
  if (field === "options") return "options";
  if (field === "answer_index") return "answer";
  if (field === "text") return "text";
  if (field === "accepted") return issue?.code === "too_big" && issue.path.length === 1 ? "long" : "accepted";
  if (field === "prompt") return issue?.code === "too_big" ? "long" : "prompt";
  return "long";
}

/** The whole form's problems, as the console's string keys with their values. */
export type FormProblems = {
  class?: true;
  title?: true;
  items?: true;
  rows: Array<{ no: number; problem: DraftProblem }>;
};

/**
 * @param classId - chosen class (0 none)
 * @param title - typed title
 * @param rows - the rows
 * @returns every problem of the form (empty rows list and no flags when valid)
 */
export function formProblems(classId: number, title: string, rows: readonly DraftItem[]): FormProblems {
  const out: FormProblems = { rows: [] };
  if (classId <= 0) out.class = true;
  const tt = title.trim();
  if (tt === "" || tt.length > LIVE_TITLE_MAX) out.title = true;
  if (rows.length === 0 || rows.length > LIVE_ITEMS_MAX) out.items = true;
  rows.forEach((r, i) => {
    const p = problemOf(r);
    if (p) out.rows.push({ no: i + 1, problem: p });
  });
  return out;
}

/** @returns how many problems the form has */
export const problemCount = (p: FormProblems): number =>
  (p.class ? 1 : 0) + (p.title ? 1 : 0) + (p.items ? 1 : 0) + p.rows.length;

/**
 * @param classId - the class
 * @param title - the title
 * @param rows - valid rows
 * @returns the create body, parsed by the contract (throws on a form that was not checked)
 */
export function createBodyOf(classId: number, title: string, rows: readonly DraftItem[]): LiveCreateBody {
  return LiveCreateBodySchema.parse({ class_id: classId, title, items: rows.map(itemOf) });
}
