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
