import { readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  chatBotCoverage,
  contentScore,
  matchElements,
  type OpenAnswer,
  ResourceSchema,
} from "@hibiki/exercises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuildSummary, buildContent } from "./build-content.ts";
import type { Catalog } from "./catalog-schema.ts";
import { formatContentError } from "./errors.ts";
import { loadOpenAnswerSets, type OpenAnswerSet } from "./open-answer-sets.ts";
import { type OpenTarget, openTargets } from "./open-answers.ts";

const contentDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(tmpdir(), `hibiki-open-answers-${process.pid}`);

type Json = Record<string, unknown>;
let summary: BuildSummary;
/** res_code → the built resource */
const resources = new Map<string, Json>();
/** res_code → its open items and steps */
const targets = new Map<string, OpenTarget[]>();
let sets: { file: string; set: OpenAnswerSet }[];

beforeAll(async () => {
  summary = await buildContent({
    contentDir,
    outDir,
    audio: false,
    cacheDir: join(outDir, "cache"),
    repoRoot: resolve(contentDir, ".."),
  });
  sets = await loadOpenAnswerSets(join(contentDir, "open-answers"));
  if (summary.errors.length > 0) return;
  const catalog = JSON.parse(await readFile(join(outDir, "catalog.json"), "utf8")) as Catalog;
  const all = [
    ...catalog.books.flatMap((b) => b.units.flatMap((u) => u.sections.flatMap((s) => s.resources))),
    ...catalog.skillup.flatMap((t) => t.resources),
    ...catalog.cefr.flatMap((t) => t.resources),
    ...catalog.tokyo_speaking,
  ];
  for (const r of all) {
    const res = JSON.parse(await readFile(join(outDir, r.path), "utf8")) as Json;
    resources.set(r.res_code, res);
    const found = openTargets(r.kind, res);
    if (found.length > 0) targets.set(r.res_code, found);
  }
}, 60_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

const allTargets = () => [...targets.entries()].flatMap(([code, ts]) => ts.map((t) => ({ code, t })));

/** What a speech recogniser gives back: lower case, no punctuation (the matcher then uses word windows). */
const asRecognised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[.,?!]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** The content score of an answer, with the elements it was found to say. */
function judge(text: string, rubric: OpenAnswer): { score: number; found: string[] } {
  const matches = matchElements(text, rubric);
  return { score: contentScore(matches, rubric), found: matches.filter((m) => m.found).map((m) => m.id) };
}

/** Answers that should get full content marks but do not (and the reverse for off-topic ones). */
function disagreements(
  code: string,
  t: OpenTarget,
  texts: readonly string[],
  label: string,
  wantFull: boolean,
): string[] {
  const rubric = t.open_answer as OpenAnswer;
  const out: string[] = [];
  for (const text of texts) {
    for (const [form, variant] of [
      ["typed", text],
      ["recognised", asRecognised(text)],
    ] as const) {
      const { score, found } = judge(variant, rubric);
      if ((score === 5) !== wantFull)
        out.push(`${code} ${t.question_id} ${label} (${form}) "${variant}" → ${score} [${found.join(", ")}]`);
    }
  }
  return out;
}

describe("open answers in the content", () => {
  it("builds", () => {
    expect(summary.errors.map(formatContentError)).toEqual([]);
  });

  it("gives every open item and record step a rubric and category free", () => {
    const list = allTargets();
    // 15 quick-response and picture items, 9 narration and 9 multi-step steps, 9 integrated steps
    expect(list.length).toBeGreaterThanOrEqual(54);
    for (const { code, t } of list) {
      expect(t.open_answer, `${code} ${t.question_id}`).toBeDefined();
      expect(t.node.category, `${code} ${t.question_id}`).toBe("free");
      expect(t.samples.length, `${code} ${t.question_id} has a sample answer`).toBeGreaterThan(0);
    }
  });

  it("writes resources the server can read back (rubrics and chat-bot synonyms included)", () => {
    for (const [code, res] of resources) {
      const parsed = ResourceSchema.safeParse(res);
      expect(parsed.success ? "" : parsed.error.issues[0]?.message, code).toBe("");
    }
  });

  it("keeps the rubric in resource.json with every slot built as a list of terms", () => {
    for (const { code, t } of allTargets()) {
      const raw = t.node.open_answer as { elements: { match: unknown[][] }[] };
      for (const element of raw.elements)
        for (const slot of element.match.flat())
          expect(Array.isArray(slot) && slot.every((s) => typeof s === "string"), code).toBe(true);
    }
  });

  it("adds WordNet synonyms to slot terms", () => {
    const slots = allTargets().flatMap(({ t }) =>
      (t.open_answer?.elements ?? []).flatMap((e) => e.match.flat()),
    );
    const withChild = slots.find((s) => s.includes("child"));
    expect(withChild).toContain("kid");
    const withTeacher = slots.find((s) => s.includes("teacher"));
    expect(withTeacher).toContain("instructor");
    // "=present" keeps the word and adds nothing (its first WordNet sense is the verb)
    const withGift = slots.find((s) => s.includes("gift"));
    expect(withGift).toContain("present");
    expect(withGift).not.toContain("show");
  });

  it("adds a synonyms map to chat-bot options", () => {
    const options = [...resources.values()]
      .filter((r) => r.kind === "chat-bot")
      .flatMap((r) => (r.items as Json[]).flatMap((i) => i.question_items as Json[]))
      .flatMap((q) => q.options as Json[]);
    const movie = options.find((o) => String(o.content).includes("movies"));
    expect(movie?.synonyms).toMatchObject({ movie: expect.arrayContaining(["film"]) });
    // the chat-bot matcher then hears "films" as the option's "movies"
    const synonyms = movie?.synonyms as Record<string, string[]>;
    expect(chatBotCoverage("I will watch some films.", String(movie?.content), synonyms)).toBe(1);
    expect(chatBotCoverage("I will watch some films.", String(movie?.content))).toBeLessThan(1);
    expect(options.find((o) => o.content === "Yes, I do.")?.synonyms).toBeUndefined();
  });
});

describe("the open-answer test sets (content/open-answers)", () => {
  it("name existing resources and open items, one file per resource", () => {
    for (const { file, set } of sets) {
      expect(set.res_code, `${file}.yaml`).toBe(file);
      const known = new Set((targets.get(set.res_code) ?? []).map((t) => t.question_id));
      expect(known.size, `${file}.yaml: a resource with open answers`).toBeGreaterThan(0);
      const ids = set.items.map((c) => c.question_id);
      expect(new Set(ids).size, `${file}.yaml: each question_id once`).toBe(ids.length);
      for (const id of ids) expect(known.has(id), `${file}.yaml: ${id} is an open item or step`).toBe(true);
    }
  });

  it("cover every open item and step with at least 3 valid and 2 off-topic answers", () => {
    const byCode = new Map(sets.map(({ set }) => [set.res_code, set]));
    for (const { code, t } of allTargets()) {
      const entry = byCode.get(code)?.items.find((c) => c.question_id === t.question_id);
      expect(entry, `${code} ${t.question_id} has test answers`).toBeDefined();
      expect(entry?.valid.length ?? 0).toBeGreaterThanOrEqual(3);
      expect(entry?.off_topic.length ?? 0).toBeGreaterThanOrEqual(2);
    }
  });

  it("use valid answers other than the content's samples", () => {
    const same = (a: string, b: string) => asRecognised(a) === asRecognised(b);
    for (const { set } of sets) {
      for (const entry of set.items) {
        const t = targets.get(set.res_code)?.find((x) => x.question_id === entry.question_id);
        for (const v of entry.valid)
          expect(
            t?.samples.some((s) => same(s, v)),
            `${set.res_code} ${entry.question_id}: "${v}"`,
          ).toBe(false);
      }
    }
  });
});

describe("rubrics agree with the answers (meaning matcher of @hibiki/exercises)", () => {
  it("give every sample answer full content marks, typed or as recognised speech", () => {
    const failures = allTargets().flatMap(({ code, t }) => disagreements(code, t, t.samples, "sample", true));
    expect(failures).toEqual([]);
  });

  it("give every valid test answer full content marks, typed or as recognised speech", () => {
    const failures = sets.flatMap(({ set }) =>
      set.items.flatMap((entry) => {
        const t = targets.get(set.res_code)?.find((x) => x.question_id === entry.question_id);
        return t ? disagreements(set.res_code, t, entry.valid, "valid", true) : [];
      }),
    );
    expect(failures).toEqual([]);
  });

  it("never give an off-topic or empty answer full content marks", () => {
    const failures = sets.flatMap(({ set }) =>
      set.items.flatMap((entry) => {
        const t = targets.get(set.res_code)?.find((x) => x.question_id === entry.question_id);
        return t ? disagreements(set.res_code, t, entry.off_topic, "off-topic", false) : [];
      }),
    );
    expect(failures).toEqual([]);
  });
});
