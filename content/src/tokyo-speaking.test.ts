import { beforeAll, describe, expect, it } from "vitest";
import { buildErrors as build } from "./build-errors-fixture.ts";
import { formatContentError } from "./errors.ts";
import { type RealContent, readRealContent } from "./real-content.ts";

const head = (code: string, set: string, extra = "") => `meta:
  res_code: ${code}
  kind: mixed
  res_title: 都立 ${code}
  res_title_en: Tokyo ${code}
  tokyo_set: ${set}
  tokyo_year: 3
${extra}items:
`;
const reading = (id: string, words = 40, over = "") => `  - kind: single-reading
    question_id: ${id}
    item_type: A
    screen_en_text: "${Array.from({ length: words }, () => "word").join(" ")}."
    category: read_chapter
    record_max_time: 30
${over}`;
const open = (
  id: string,
  part: string,
  seconds: number,
  record: number,
  check: string,
) => `  - kind: quick-response
    question_id: ${id}
    item_type: ${part}
    audio_text: "What is it?"
    screen_en_text: "What is it?"
    seconds: ${seconds}
    record_max_time: ${record}
    category: free
    sample_answer: It is a cat.
    open_answer:
      elements:
        - { id: cat, ja: ねこ, en: a cat, match: [[cat]] }
      checks: [${check}]
`;
const T = "tokyo/speaking";

describe("Tokyo speaking-test resources in the content build", () => {
  it("holds training sets to their part, the part's kind, windows and form checks", async () => {
    const text = await build({
      [`${T}/training/part-d-1.yaml`]: `${head("tokyo-y3-training-d-1", "training", "  tokyo_part: D\n")}${open(
        "d1",
        "D",
        30,
        40,
        "full_sentence",
      )}${reading("a1")}`,
      [`${T}/training/part-a-1.yaml`]: `${head("tokyo-y3-training-a-1", "training", "  tokyo_part: A\n")}${reading(
        "a1",
        12,
      )}`,
      [`${T}/training/part-x-1.yaml`]: `${head("tokyo-y3-training-x-1", "test")}${reading("a1")}`,
    });
    expect(text).toContain("part D prepares for 60 s: seconds 60");
    expect(text).toContain("a part D item checks opinion_reason: open_answer.checks [opinion_reason]");
    expect(text).toContain("a part D training set has only part D items");
    expect(text).toContain("a part A text has 30-60 words, not 12");
    expect(text).toContain("tokyo_set must be training (its folder)");
  });

  it("holds a full test to the parts A-D in order, its last B item asking or prompting", async () => {
    const b = (id: string, check = "full_sentence") =>
      open(id, "B", 10, 15, check).replace("category", "picture: f.svg\n    category");
    const text = await build({
      [`${T}/test/year3-test-1.yaml`]: `${head("tokyo-y3-test-1", "test")}${reading("a1")}${b("b1")}${b("b2")}`,
    });
    expect(text).toContain("a full test has the items A A B B B B B C D in this order, not A B B");
    expect(text).toContain("a part B ask-or-prompt item checks ask_or_prompt");
  });
});

describe("the real Tokyo speaking-test content", () => {
  let real: RealContent;
  beforeAll(async () => {
    real = await readRealContent();
  });

  it("builds 4 full tests and training sets for every part", () => {
    expect(real.summary.errors.map(formatContentError)).toEqual([]);
    const entries = real.catalog?.tokyo_speaking ?? [];
    expect(entries.filter((e) => e.set === "test")).toHaveLength(4);
    for (const part of ["A", "B", "C", "D"])
      expect(
        entries.filter((e) => e.set === "training" && e.part === part).length,
        part,
      ).toBeGreaterThanOrEqual(2);
    for (const t of entries.filter((e) => e.set === "test"))
      expect(t.items.map((i) => i.part).join("")).toBe("AABBBBBCD");
  });
});
