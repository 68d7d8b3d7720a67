import { scoreTypedBlanks } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { TranslateFillWordsItem } from "./schema.ts";

/** Translate-fill-words: all blanks must match an accepted answer (5), else 0. */
export const scoreTranslateFillWords: Scorer<TranslateFillWordsItem> = scoreTypedBlanks;
