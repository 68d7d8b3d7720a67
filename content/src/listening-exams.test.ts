import { LISTENING_REGIONS } from "@hibiki/exercises/listening-exam";
import { beforeAll, describe, expect, it } from "vitest";
import { buildErrors as build } from "./build-errors-fixture.ts";
import { formatContentError } from "./errors.ts";
import { type RealContent, readRealContent } from "./real-content.ts";

const head = (code: string, extra: string) => `meta:
  res_code: ${code}
  kind: listening-choice
  res_title: ${code}
  res_title_en: ${code}
${extra}  speakers:
    - { name: Ann, type: single, voice: slt }
items:
`;
const item = (id: string, part: string, plays: number, options = "") => `  - question_id: ${id}
    item_type: "${part}"
    plays: ${plays}
    audio_script:
      - { speaker: Ann, text: "I left my umbrella at home." }
    answers:
${
  options ||
  `      - { content: "She has an umbrella." }
      - { content: "She has no umbrella.", correct: true }
`
}`;
const CT = "listening-exams/common-test";

describe("listening-exam sets in the content build", () => {
  it("holds a set to its region's parts and each part's plays, and a picture option to its file and alt text", async () => {
    const text = await build({
      [`${CT}/practice-1b-1.yaml`]: `${head("ct-1b", '  exam_set: practice\n  exam_part: "1B"\n')}${item(
        "q1",
        "1B",
        1,
        `      - { type: image, content: a.svg, alt: "a boy" }
      - { type: image, content: missing.svg, correct: true }
`,
      )}${item("q2", "3", 1)}`,
      [`${CT}/practice-1b-1/a.svg`]: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>`,
      "listening-exams/high-school/tokyo/practice-1.yaml": `${head("hs-1", "  exam_set: mock\n")}${item(
        "q1",
        "C",
        2,
      )}`,
    });
    expect(text).toContain("part 1B is played twice: plays 2");
    expect(text).toContain("a part 1B practice set has only part 1B items");
    expect(text).toContain("picture missing.svg is not in the set's asset folder");
    expect(text).toContain("a picture option has an alt text");
    expect(text).toContain("Tokyo (metropolitan high schools) has practice sets only");
    expect(text).toContain("item_type must be a part of Tokyo (metropolitan high schools): A, B");
  });

  it("holds a mock test to the paper's questions per part", async () => {
    const text = await build({
      [`${CT}/mock-1.yaml`]: `${head("ct-mock", "  exam_set: mock\n")}${item("q1", "1A", 2)}${item("q2", "3", 1)}`,
    });
    expect(text).toContain(
      "a mock test has the paper's questions per part (1A×4 1B×4 2×3 3×6 4A×4 4B×1 5×7 6A×2 6B×2), not 1A×1 1B×0",
    );
  });
});

describe("the real listening-exam content", () => {
  let real: RealContent;
  beforeAll(async () => {
    real = await readRealContent();
  });

  it("builds two Common Test mock tests of 33 questions, a practice set for every part and 40+ entrance-exam questions", () => {
    expect(real.summary.errors.map(formatContentError)).toEqual([]);
    const sets = real.catalog?.listening_exams ?? [];
    const mocks = sets.filter((s) => s.region_id === 1 && s.set === "mock");
    expect(mocks).toHaveLength(2);
    for (const m of mocks) expect(m.questions).toHaveLength(33);
    const ct = LISTENING_REGIONS[0];
    for (const p of ct?.parts ?? [])
      expect(sets.filter((s) => s.set === "practice" && s.part === p.part).length, p.part).toBeGreaterThan(0);
    const entrance = sets.filter((s) => s.region_id > 1);
    expect(entrance.reduce((n, s) => n + s.questions.length, 0)).toBeGreaterThanOrEqual(40);
    for (const r of LISTENING_REGIONS.slice(1))
      expect(entrance.filter((s) => s.region_id === r.region_id).length, r.key).toBeGreaterThanOrEqual(2);
  });
});
