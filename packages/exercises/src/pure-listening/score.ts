import { scoreCompletion } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { PureListeningItem } from "./schema.ts";

/** Pure listening: the first play posts full marks (score 5, percent 100). */
export const scorePureListening: Scorer<PureListeningItem> = scoreCompletion;
