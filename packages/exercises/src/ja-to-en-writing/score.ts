import { scoreTyped } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { JaToEnWritingItem } from "./schema.ts";

/** Japanese-to-English writing: right if the typed sentence matches any accepted answer. */
export const scoreJaToEnWriting: Scorer<JaToEnWritingItem> = scoreTyped;
