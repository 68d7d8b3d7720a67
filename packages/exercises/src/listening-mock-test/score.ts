import { scoreMultiQuestion } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { ListeningMockTestItem } from "./schema.ts";

/** Listening mock test: per sub-question 5 or 0; the item scores 5 × the fraction right. */
export const scoreListeningMockTest: Scorer<ListeningMockTestItem> = scoreMultiQuestion;
