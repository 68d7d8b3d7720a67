import type { WritingErrorType } from "@hibiki/contracts/writing";
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
  const kept: Finding[] = [];
  for (const f of runRules(sentence, tokenize(sentence), true)) {
    if (!kept.some((k) => k.start < f.end && f.start < k.end)) kept.push(f);
  }
  return kept.filter((f) => f.type === type).map((f) => ({ ...f, flagged: sentence.slice(f.start, f.end) }));
}
