import { scoreTypedBlanks } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { ListenFillBlanksItem } from "./schema.ts";

/** Listen-fill-blanks: all blanks must match an accepted answer (5), else 0. */
export const scoreListenFillBlanks: Scorer<ListenFillBlanksItem> = scoreTypedBlanks;
