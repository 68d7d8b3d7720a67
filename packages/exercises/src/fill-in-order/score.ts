import { scoreOrder } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { FillInOrderItem } from "./schema.ts";

/** Fill-in order: right if the filled sentence equals the answer after normalisation. */
export const scoreFillInOrder: Scorer<FillInOrderItem> = scoreOrder;
