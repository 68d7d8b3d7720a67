import { scoreChoice } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { GrammarChoiceItem } from "./schema.ts";

/** Grammar choice: the correct option scores 5, others 0. */
export const scoreGrammarChoice: Scorer<GrammarChoiceItem> = scoreChoice;
