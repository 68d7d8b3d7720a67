import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { TOKYO_FORMAT, TOKYO_PARTS, type TokyoPart } from "@hibiki/exercises/tokyo";
import type { ContentError } from "./errors.ts";
import type { LoadedResource } from "./load-resource.ts";

/**
 * Tokyo speaking test (ESAT-J, YEAR 3) practice: content/tokyo/speaking/test/*.yaml are full tests (the
 * 9 items of parts A-D in order) and content/tokyo/speaking/training/*.yaml training sets of one part.
 * Each is a `mixed` resource whose items name their part in item_type and keep the part's windows
 * (@hibiki/exercises/tokyo TOKYO_FORMAT): part A is read aloud (single-reading, record_max_time 30); B-D
 * are open answers (quick-response with `seconds` to prepare and `record_max_time` to answer) with the
 * part's form checks, and C shows its four-panel picture.
 */

/** The two folders and their files (name order). */
export interface TokyoPlan {
  test: string[];
  training: string[];
}

/** The form checks each part's items carry (B's last item asks or prompts instead). */
const PART_CHECKS: Record<TokyoPart, string> = {
  A: "",
  B: "full_sentence",
  C: "past_tense",
  D: "opinion_reason",
};

/**
 * Lists the speaking test's resources. No folder: none.
 * @param contentDir - the content folder
 * @returns the files of test/ and training/
 */
export async function planTokyoSpeaking(contentDir: string): Promise<TokyoPlan> {
  const root = join(contentDir, "tokyo", "speaking");
  const list = async (sub: string) => {
    const dir = join(root, sub);
    if (!(await stat(dir).catch(() => undefined))?.isDirectory()) return [];
    return (await readdir(dir))
      .filter((f) => f.endsWith(".yaml"))
      .sort()
      .map((f) => join(dir, f));
  };
  return { test: await list("test"), training: await list("training") };
}

/** The Tokyo fields of a resource. */
export type TokyoMeta = { tokyo_set?: string; tokyo_part?: string; tokyo_year?: number };

type Item = {
  kind?: string;
  item_type?: string;
  seconds?: number;
  record_max_time?: number;
  picture?: string;
  screen_en_text?: string;
  open_answer?: { checks?: string[] };
};

/**
 * One speaking-test resource: its set agrees with its folder, it is a mixed resource of the part's items
 * (a full test: parts A-D with the format's item counts, in order; a training set: its tokyo_part only),
 * and each item keeps its part's kind, windows and form checks.
 * @param res - the loaded resource
 * @param set - its folder: test or training
 * @returns the errors
 */
export function checkTokyoResource(res: LoadedResource, set: "test" | "training"): ContentError[] {
  const r = res.resource as TokyoMeta & { items?: Item[] };
  const errors: ContentError[] = [];
  const meta = (field: string, message: string) =>
    errors.push(res.source.error(["meta", field], message, [field]));
  const at = (i: number, field: string, message: string) =>
    errors.push(res.source.error(["items", i, field], message));
  if (r.tokyo_set !== set) meta("tokyo_set", `tokyo_set must be ${set} (its folder)`);
  if (r.tokyo_year !== 3) meta("tokyo_year", "tokyo_year must be 3");
  if (res.kind !== "mixed") meta("kind", "a speaking-test resource is a mixed resource");
  if (set === "training" && !TOKYO_PARTS.includes(r.tokyo_part as TokyoPart))
    meta("tokyo_part", "a training set names its part: tokyo_part A, B, C or D");
  if (set === "test" && r.tokyo_part !== undefined) meta("tokyo_part", "a full test has no tokyo_part");
  const items = r.items ?? [];
  const parts = items.map((it) => it.item_type as TokyoPart);
  if (set === "test") {
    const expected = TOKYO_PARTS.flatMap((p) => Array<TokyoPart>(TOKYO_FORMAT[p].items).fill(p));
    if (parts.join("") !== expected.join(""))
      meta("items", `a full test has the items ${expected.join(" ")} in this order, not ${parts.join(" ")}`);
  }
  items.forEach((it, i) => {
    const part = it.item_type as TokyoPart;
    if (!TOKYO_PARTS.includes(part)) {
      at(i, "item_type", "item_type must be the part: A, B, C or D");
      return;
    }
    if (set === "training" && part !== r.tokyo_part)
      at(i, "item_type", `a part ${r.tokyo_part} training set has only part ${r.tokyo_part} items`);
    const f = TOKYO_FORMAT[part];
    if (part === "A") {
      if (it.kind !== "single-reading") at(i, "kind", "part A is read aloud: kind single-reading");
      if (it.record_max_time !== f.record_seconds)
        at(
          i,
          "record_max_time",
          `part A reads for ${f.record_seconds} s: record_max_time ${f.record_seconds}`,
        );
      const words = (it.screen_en_text ?? "").split(/\s+/).filter(Boolean).length;
      if (words < 30 || words > 60) at(i, "screen_en_text", `a part A text has 30-60 words, not ${words}`);
      return;
    }
    if (it.kind !== "quick-response") at(i, "kind", `part ${part} is answered: kind quick-response`);
    if (it.seconds !== f.prep_seconds)
      at(i, "seconds", `part ${part} prepares for ${f.prep_seconds} s: seconds ${f.prep_seconds}`);
    if (it.record_max_time !== f.record_seconds)
      at(
        i,
        "record_max_time",
        `part ${part} answers for ${f.record_seconds} s: record_max_time ${f.record_seconds}`,
      );
    if ((part === "B" || part === "C") && !it.picture)
      at(i, "picture", `a part ${part} item shows its picture`);
    const checks = it.open_answer?.checks ?? [];
    const lastB = part === "B" && (i === items.length - 1 || items[i + 1]?.item_type !== "B");
    const want = lastB ? "ask_or_prompt" : PART_CHECKS[part];
    if (!checks.includes(want))
      at(
        i,
        "open_answer",
        `a part ${part}${lastB ? " ask-or-prompt" : ""} item checks ${want}: open_answer.checks [${want}]`,
      );
  });
  return errors;
}
