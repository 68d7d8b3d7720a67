import type { WritingErrorType } from "@hibiki/contracts/writing";
import { describe, expect, it } from "vitest";
import { dedupe } from "../checker.ts";
import { tokenize } from "../tokenize.ts";
import { type Finding, runRules } from "./index.ts";

/** One erroneous sentence: the words a finding of the family must cover, and (optionally) its suggestion. */
export type FamilyErrorRow = { sentence: string; flagged: string; suggestion?: string };

/**
 * The findings of one family that the learner-error rules raise on a sentence (after the checker's rule
 * de-duplication: an earlier rule's overlapping finding wins).
 * @returns the findings of `type`, each with the flagged text
 */
export function familyFindings(sentence: string, type: WritingErrorType): (Finding & { flagged: string })[] {
  return dedupe(runRules(sentence, tokenize(sentence), true))
    .filter((f) => f.type === type)
    .map((f) => ({ ...f, flagged: sentence.slice(f.start, f.end) }));
}

/**
 * The table test of one rule family: every error row gets a finding of the family on exactly its flagged
 * words (with the row's suggestion, an English comment and a Japanese explanation), and every correct
 * near miss gets none.
 * @param type - the family
 * @param errors - original sentences with one error of the family
 * @param correct - original correct sentences close to the errors
 */
export function familyTableSuite(
  type: WritingErrorType,
  errors: readonly FamilyErrorRow[],
  correct: readonly string[],
): void {
  describe(`${type} rule`, () => {
    it.each(errors)(`flags ${type} in: $sentence`, ({ sentence, flagged, suggestion }) => {
      const found = familyFindings(sentence, type);
      const hit = found.find((f) => f.flagged === flagged);
      expect(hit, JSON.stringify(found)).toBeDefined();
      if (suggestion !== undefined) expect(hit?.suggestion).toBe(suggestion);
      expect(hit?.explanationJa).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(hit?.comment).toMatch(/[A-Za-z]/);
    });
    it.each(correct)("leaves alone: %s", (sentence) => {
      expect(familyFindings(sentence, type)).toEqual([]);
    });
    it("has a table of at least 15 errors and 15 correct near misses", () => {
      expect(errors.length).toBeGreaterThanOrEqual(15);
      expect(correct.length).toBeGreaterThanOrEqual(15);
    });
  });
}
