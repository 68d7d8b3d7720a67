import { SPEAKING_KINDS } from "@hibiki/exercises";
import { beforeAll, describe, expect, it } from "vitest";
import type { BuildSummary } from "./build-content.ts";
import type { Catalog } from "./catalog-schema.ts";
import { formatContentError } from "./errors.ts";
import { type RealContent, readRealContent } from "./real-content.ts";

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

type Json = Record<string, unknown>;
let summary: BuildSummary;
let catalog: Catalog;
const resources = new Map<string, Json>();

let real: RealContent | undefined;
beforeAll(async () => {
  real = await readRealContent();
  summary = real.summary;
  if (!real.catalog) return;
  catalog = real.catalog as typeof catalog;
  for (const [code, r] of await real.read<Json>(catalog.skillup.flatMap((t) => t.resources)))
    resources.set(code, r);
}, 60_000);

/** Kinds whose single item holds the whole task (a branching chat, the parts of an integrated task). */
const WHOLE_ITEM_KINDS = new Set(["chat-bot", "integrated-process"]);
const DIALOGUE_KINDS = new Set(["dialogue-practice", "dialogue-challenge"]);

describe("the skill-up content", () => {
  it("builds without errors", () => {
    expect(summary.errors.map(formatContentError)).toEqual([]);
  });

  it("offers the seven practice types of the home quick links, in order", () => {
    expect(catalog.skillup.map((t) => t.type)).toEqual([
      "reading",
      "listening",
      "speaking",
      "narration",
      "dialogue",
      "grammar-choice",
      "reading-comprehension",
    ]);
    for (const t of catalog.skillup) expect(t.resources.length, t.type).toBeGreaterThanOrEqual(3);
  });

  it("has at least three resources of every speaking kind", () => {
    const count = new Map<string, number>();
    for (const r of catalog.skillup.flatMap((t) => t.resources))
      count.set(r.kind, (count.get(r.kind) ?? 0) + 1);
    for (const kind of SPEAKING_KINDS) expect(count.get(kind) ?? 0, kind).toBeGreaterThanOrEqual(3);
  });

  it("gives flat resources at least three items and dialogues at least six turns", () => {
    for (const [code, res] of resources) {
      const items = res.items as Json[];
      const min = WHOLE_ITEM_KINDS.has(String(res.kind)) ? 1 : DIALOGUE_KINDS.has(String(res.kind)) ? 6 : 3;
      expect(items.length, code).toBeGreaterThanOrEqual(min);
    }
  });

  it("names a speaker of the resource on every dialogue turn", () => {
    for (const [code, res] of resources) {
      if (!DIALOGUE_KINDS.has(String(res.kind))) continue;
      const names = new Set(((res.speakers as Json[] | undefined) ?? []).map((s) => s.name));
      expect(names.size, code).toBeGreaterThanOrEqual(2);
      for (const item of res.items as Json[])
        expect(names, `${code} ${String(item.question_id)}`).toContain(item.speaker);
    }
  });

  it("carries Japanese somewhere in every item (translation, prompt or explanation)", () => {
    for (const [code, res] of resources) {
      for (const item of res.items as Json[]) {
        expect(JAPANESE.test(JSON.stringify(item)), `${code} ${String(item.question_id)}`).toBe(true);
      }
    }
  });
});
