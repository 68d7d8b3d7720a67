import { scoreCompletion } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { GrammarIntroduceItem } from "./schema.ts";

/** Grammar introduce: viewing the lesson posts full marks. */
export const scoreGrammarIntroduce: Scorer<GrammarIntroduceItem> = scoreCompletion;
