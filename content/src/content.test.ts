import { execFile } from "node:child_process";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { COMPOSITE_KINDS, OBJECTIVE_KINDS } from "@hibiki/exercises";
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildSummary } from "./build-content.ts";
import { formatContentError } from "./errors.ts";
import { REAL_CONTENT_DIR, type RealContent, readRealContent } from "./real-content.ts";
import { oneUnit, writeContentTree } from "./test-fixtures.ts";

const contentDir = REAL_CONTENT_DIR;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

type Json = Record<string, unknown>;
interface CatalogResource {
  res_code: string;
  kind: string;
  res_version: number;
  path: string;
}
let summary: BuildSummary;
let catalog: {
  books: {
    book_code: string;
    units: { unit_code: string; sections: { resources: CatalogResource[] }[] }[];
  }[];
};
const resources = new Map<string, Json>();

let real: RealContent | undefined;
beforeAll(async () => {
  real = await readRealContent();
  summary = real.summary;
  if (!real.catalog) return;
  catalog = real.catalog as typeof catalog;
  const all = catalog.books.flatMap((b) => b.units.flatMap((u) => u.sections.flatMap((s) => s.resources)));
  for (const [code, r] of await real.read<Json>(all)) resources.set(code, r);
}, 60_000);

/** Items of a resource, with composite parts flattened and tagged with their own kind. */
function leafItems(res: Json): { kind: string; item: Json }[] {
  const items = res.items as Json[];
  if (res.kind === "mixed") return items.map((item) => ({ kind: String(item.kind), item }));
  if (res.kind === "multi-part") {
    return items.flatMap((part) =>
      (part.part_items as Json[]).map((item) => ({ kind: String(part.part_type), item })),
    );
  }
  return items.map((item) => ({ kind: String(res.kind), item }));
}

describe("the course content", () => {
  it("builds without errors", () => {
    expect(summary.errors.map(formatContentError)).toEqual([]);
    expect(summary.resources).toBeGreaterThanOrEqual(30);
  });

  it("has two junior-high textbooks of three units each", () => {
    expect(catalog.books.map((b) => [b.book_code, b.units.length])).toEqual([
      ["jh1", 3],
      ["jh2", 3],
    ]);
  });

  it("uses every objective kind at least once, inside composites too", () => {
    const kinds = new Set(
      [...resources.values()].flatMap((r) => [String(r.kind), ...leafItems(r).map((l) => l.kind)]),
    );
    // word tests are not textbook resources (teachers make them from word lists)
    for (const kind of [...OBJECTIVE_KINDS.filter((k) => k !== "word-test"), ...COMPOSITE_KINDS]) {
      expect(kinds, kind).toContain(kind);
    }
  });

  it("has reading comprehension with one question and with several", () => {
    const counts = [...resources.values()]
      .filter((r) => r.kind === "reading-comprehension")
      .flatMap((r) => (r.items as Json[]).map((i) => (i.questions as unknown[] | undefined)?.length ?? 1));
    expect(counts).toContain(1);
    expect(counts.some((n) => n > 1)).toBe(true);
  });

  it("gives every unit a sentence-reading resource of read_sentence items", () => {
    for (const unit of catalog.books.flatMap((b) => b.units)) {
      const reading = unit.sections.flatMap((s) => s.resources).filter((r) => r.kind === "sentence-reading");
      expect(reading.length, unit.unit_code).toBeGreaterThanOrEqual(1);
      for (const r of reading) {
        const items = resources.get(r.res_code)?.items as Json[];
        expect(
          items.every((i) => i.category === "read_sentence" && i.evaluate_text === i.screen_en_text),
        ).toBe(true);
      }
    }
  });

  it("has at least 6 questions per resource that has questions", () => {
    for (const [code, res] of resources) {
      if (res.kind === "treatment-policy") continue;
      const questions = leafItems(res).reduce(
        (n, { item }) => n + ((item.questions as unknown[] | undefined)?.length ?? 1),
        0,
      );
      expect(questions, code).toBeGreaterThanOrEqual(6);
    }
  });

  it("gives every question Japanese support (translation, Japanese prompt or meaning)", () => {
    for (const [code, res] of resources) {
      for (const { item } of leafItems(res)) {
        const japanese = [
          "screen_jp_text",
          "screen_jp",
          "translation",
          "mean",
          "screen_text",
          "screen_title",
        ].some((f) => JAPANESE.test(String(item[f] ?? "")));
        expect(japanese, `${code} ${String(item.question_id)}`).toBe(true);
      }
    }
  });

  it("explains the answer of every grammar and writing question in Japanese", () => {
    const explained = new Set([
      "grammar-choice",
      "grammar-blank-fill",
      "ja-to-en-writing",
      "translate-fill-words",
      "fill-in-order",
    ]);
    for (const [code, res] of resources) {
      for (const { kind, item } of leafItems(res)) {
        if (explained.has(kind))
          expect(JAPANESE.test(String(item.explanation ?? "")), `${code} ${String(item.question_id)}`).toBe(
            true,
          );
      }
    }
  });
});

describe("the build command", () => {
  it("exits 1 and prints file:line:col errors for bad content", async () => {
    const bad = `meta:\n  res_code: b1-x\n  kind: word-choice\n  res_title: x\n  res_title_en: x\nitems:\n  - question_id: 1\n    screen_text: 駅\n    answers: [{ content: station }, { content: park }]\n`;
    const { repoRoot, contentDir: dir } = await writeContentTree(oneUnit({ x: bad }));
    const run = promisify(execFile);
    const cli = join(contentDir, "scripts", "build.ts");
    const tsx = join(contentDir, "..", "node_modules", ".bin", "tsx");
    const failure = await run(tsx, [cli, "--content", dir, "--no-audio"]).catch(
      (e: { code: number; stderr: string }) => e,
    );
    await rm(repoRoot, { recursive: true, force: true });
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain(
      "content/textbooks/b1/u1/x.yaml:9:5 items[0].answers: no option is marked correct",
    );
  }, 30_000);
});
