import { scoreChoice } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { WordChoiceItem } from "./schema.ts";

/** Word choice: the correct option scores 5, others 0. */
export const scoreWordChoice: Scorer<WordChoiceItem> = scoreChoice;
