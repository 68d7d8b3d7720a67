import { scoreOrder } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { GrammarBlankFillItem } from "./schema.ts";

/** Grammar blank-fill (word order): the filled sentence must equal an accepted answer. */
export const scoreGrammarBlankFill: Scorer<GrammarBlankFillItem> = scoreOrder;
