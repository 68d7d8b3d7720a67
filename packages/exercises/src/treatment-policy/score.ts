import { scoreCompletion } from "../scoring/objective.ts";
import type { Scorer } from "../scoring/outcome.ts";
import type { TreatmentPolicyItem } from "./schema.ts";

/** Treatment policy: 'finished reading' posts full marks. */
export const scoreTreatmentPolicy: Scorer<TreatmentPolicyItem> = scoreCompletion;
