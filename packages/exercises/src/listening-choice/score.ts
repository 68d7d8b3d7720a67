import { scoreMultiQuestion } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { ListeningChoiceItem } from "./schema.ts";

/** Listening choice: per sub-question 5 or 0; the item scores 5 × the fraction right. */
export const scoreListeningChoice: Scorer<ListeningChoiceItem> = scoreMultiQuestion;
