import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validateWriting, wordCount } from "@hibiki/exercises";
import { describe, expect, it } from "vitest";
import { loadTopicCatalog } from "./topics.ts";

describe("writing topic catalogue (content/writing)", () => {
  const catalog = loadTopicCatalog();

  it("has at least 20 topics, junior and senior, with unique ids", () => {
    expect(catalog.list.length).toBeGreaterThanOrEqual(20);
    expect(catalog.ofLevel("junior").length).toBeGreaterThanOrEqual(10);
    expect(catalog.ofLevel("senior").length).toBeGreaterThanOrEqual(10);
    expect(catalog.byId.size).toBe(catalog.list.length);
  });

  it("gives every topic Japanese instructions and an English sample answer within its word range", () => {
    for (const t of catalog.list) {
      expect(t.instruction_jp, t.topic_id).toMatch(/[ぁ-んァ-ン一-龯]/);
      const sample = t.sample[0]?.en_answer ?? "";
      expect(validateWriting(sample).ok, `${t.topic_id} sample is plain English`).toBe(true);
      const n = wordCount(sample);
      expect(n, `${t.topic_id} sample length`).toBeGreaterThanOrEqual(t.min_words);
      expect(n, `${t.topic_id} sample length`).toBeLessThanOrEqual(t.max_words);
    }
  });

  it("has Eiken-style opinion and e-mail tasks at both levels, every e-mail with its questions", () => {
    for (const level of ["junior", "senior"] as const) {
      const kinds = catalog.ofLevel(level).map((t) => t.exam_kind);
      expect(kinds, level).toContain("opinion");
      expect(kinds, level).toContain("email");
    }
    for (const t of catalog.list.filter((x) => x.exam_kind === "email"))
      expect(t.questions?.length, t.topic_id).toBeGreaterThanOrEqual(1);
  });

  it("refuses an e-mail task without questions, and questions on a task that is not an e-mail", () => {
    const dir = mkdtempSync(join(tmpdir(), "hibiki-topics-"));
    const topic = (extra: string) =>
      `topics:\n  - topic_id: t1\n    level: junior\n    writing_type: 2\n    title: T\n    title_jp: T\n    topic: Reply.\n    instruction_jp: 返信しましょう。\n    min_words: 10\n    max_words: 40\n    sample:\n      - en_answer: Hi.\n        jp_answer: やあ。\n${extra}`;
    try {
      writeFileSync(join(dir, "a.yaml"), topic("    exam_kind: email\n"));
      expect(() => loadTopicCatalog(dir)).toThrow(/t1 is an e-mail task without questions/);
      writeFileSync(join(dir, "a.yaml"), topic("    exam_kind: opinion\n    questions: [Why?]\n"));
      expect(() => loadTopicCatalog(dir)).toThrow(/t1 has questions but is not an e-mail task/);
      writeFileSync(join(dir, "a.yaml"), topic("    exam_kind: letter\n"));
      expect(() => loadTopicCatalog(dir)).toThrow(/a\.yaml: topics\.0\.exam_kind/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("stops with the file and field named when a topic file is invalid", () => {
    const dir = mkdtempSync(join(tmpdir(), "hibiki-topics-"));
    try {
      writeFileSync(join(dir, "bad.yaml"), "topics:\n  - topic_id: Bad Id\n    level: junior\n");
      expect(() => loadTopicCatalog(dir)).toThrow(/bad\.yaml: topics\.0\.topic_id/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
