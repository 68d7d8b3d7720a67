import { scoreMultiQuestion } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { ClozeTestItem } from "./schema.ts";

/** Cloze test: each gap scores 5 or 0; the item scores 5 × the fraction right. */
export const scoreClozeTest: Scorer<ClozeTestItem> = scoreMultiQuestion;
