import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const PARTS = ["A", "A", "B", "B", "B", "B", "B", "C", "D"] as const;
const ID = ["a1", "a2", "b1", "b2", "b3", "b4", "b5", "c1", "d1"];

/** A full test and a part D training set (catalogue entries; the list call needs no resource files). */
export const TOKYO_FIXTURE = {
  test: {
    res_code: "tokyo-y3-test-1",
    res_id: 9950,
    kind: "mixed",
    res_version: 2,
    title: { ja: "本番形式テスト 1", en: "Full test 1" },
    item_count: 9,
    path: "res/tokyo-y3-test-1/2/resource.json",
    set: "test",
    part: null,
    year: 3,
    items: PARTS.map((part, i) => ({ question_id: ID[i] as string, part })),
  },
  trainingD: {
    res_code: "tokyo-y3-training-d-1",
    res_id: 9951,
    kind: "mixed",
    res_version: 2,
    title: { ja: "パートD 練習 1", en: "Part D, set 1" },
    item_count: 2,
    path: "res/tokyo-y3-training-d-1/2/resource.json",
    set: "training",
    part: "D",
    year: 3,
    items: [
      { question_id: "d1", part: "D" },
      { question_id: "d2", part: "D" },
    ],
  },
};

/**
 * Writes a content folder whose catalogue holds the fixture's speaking-test resources.
 * @returns its path (pass as HIBIKI_CONTENT_DIR)
 */
export function writeTokyoContent(): string {
  const dir = mkdtempSync(join(tmpdir(), "hibiki-tokyo-fixture-"));
  mkdirSync(dir, { recursive: true });
  const catalog = { books: [], tokyo_speaking: [TOKYO_FIXTURE.test, TOKYO_FIXTURE.trainingD] };
  writeFileSync(join(dir, "catalog.json"), JSON.stringify(catalog));
  return dir;
}
