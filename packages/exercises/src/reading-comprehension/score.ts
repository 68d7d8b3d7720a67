import { scoreMultiQuestion } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { ReadingComprehensionItem } from "./schema.ts";

/** Reading comprehension: per sub-question 5 or 0; the item scores 5 × the fraction right. */
export const scoreReadingComprehension: Scorer<ReadingComprehensionItem> = scoreMultiQuestion;
