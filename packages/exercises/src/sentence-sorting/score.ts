import { scoreOrder } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { SentenceSortingItem } from "./schema.ts";

/** Sentence sorting: the sorted sentence must equal an accepted answer after normalisation. */
export const scoreSentenceSorting: Scorer<SentenceSortingItem> = scoreOrder;
