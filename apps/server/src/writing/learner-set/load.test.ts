import { describe, expect, it } from "vitest";
import { flaggedSpan, LEARNER_FAMILIES, loadLearnerSet, parseLearnerSet } from "./load.ts";

const good = {
  id: "agreement-99",
  family: "agreement",
  sentence: "My brother play soccer.",
  correction: "My brother plays soccer.",
  flagged: "play",
  level: "junior",
  split: "dev",
};

describe("learner set", () => {
  const set = loadLearnerSet();

  it("has at least 420 erroneous sentences, 33+ per family, split about half dev / half test", () => {
    expect(set.errors.length).toBeGreaterThanOrEqual(420);
    for (const family of LEARNER_FAMILIES) {
      const rows = set.errors.filter((r) => r.family === family);
      expect(rows.length, family).toBeGreaterThanOrEqual(33);
      const dev = rows.filter((r) => r.split === "dev").length;
      expect(Math.abs(dev - (rows.length - dev)), family).toBeLessThanOrEqual(1);
      expect(rows.some((r) => r.level === "junior") && rows.some((r) => r.level === "senior"), family).toBe(
        true,
      );
    }
  });

  it("has at least 220 correct sentences, about half junior and half senior, each split dev/test", () => {
    expect(set.correct.length).toBeGreaterThanOrEqual(220);
    for (const level of ["junior", "senior"] as const) {
      const rows = set.correct.filter((r) => r.level === level);
      expect(rows.length, level).toBeGreaterThanOrEqual(110);
      const dev = rows.filter((r) => r.split === "dev").length;
      expect(Math.abs(dev - (rows.length - dev)), level).toBeLessThanOrEqual(1);
    }
  });

  it("never repeats a sentence, and no correct sentence is also listed as wrong", () => {
    const all = [...set.errors, ...set.correct].map((r) => r.sentence);
    expect(new Set(all).size).toBe(all.length);
  });

  it("locates the flagged words inside the sentence", () => {
    const row = set.errors.find((r) => r.id === "agreement-01");
    expect(row).toBeDefined();
    if (!row) return;
    const { start, end } = flaggedSpan(row);
    expect(row.sentence.slice(start, end)).toBe(row.flagged);
  });

  it("accepts a well-formed row", () => {
    expect(parseLearnerSet({ errors: [good], correct: [] }).errors).toHaveLength(1);
  });

  it("refuses a flagged text that is not in the sentence, naming the row", () => {
    expect(() => parseLearnerSet({ errors: [{ ...good, flagged: "plays" }], correct: [] })).toThrow(
      /errors\.json row 0 \(agreement-99\) is malformed: flagged: flagged "plays" is not in the sentence/,
    );
  });

  it("refuses a flagged text found twice, a correction equal to the sentence and an unknown family", () => {
    expect(() =>
      parseLearnerSet({ errors: [{ ...good, sentence: "I play and play.", flagged: "play" }], correct: [] }),
    ).toThrow(/occurs more than once/);
    expect(() => parseLearnerSet({ errors: [{ ...good, correction: good.sentence }], correct: [] })).toThrow(
      /correction is the same as the sentence/,
    );
    expect(() => parseLearnerSet({ errors: [{ ...good, family: "spelling" }], correct: [] })).toThrow(
      /row 0 \(agreement-99\) is malformed: family:/,
    );
  });

  it("refuses duplicate ids across the two files and rows with missing or extra fields", () => {
    const ok = { id: "agreement-99", sentence: "I play soccer.", level: "junior", split: "test" };
    expect(() => parseLearnerSet({ errors: [good], correct: [ok] })).toThrow(
      /id "agreement-99" is used twice/,
    );
    expect(() => parseLearnerSet({ errors: [], correct: [{ ...ok, split: undefined }] })).toThrow(
      /correct\.json row 0 \(agreement-99\) is malformed: split:/,
    );
    expect(() => parseLearnerSet({ errors: [], correct: [{ ...ok, note: "x" }] })).toThrow(/malformed/);
    expect(() => parseLearnerSet({ errors: {}, correct: [] })).toThrow(/expected an array/);
  });
});
