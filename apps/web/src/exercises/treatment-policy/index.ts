import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Treatment-policy pages: player and result layout, each its own chunk. */
export const treatmentPolicyUi = defineExerciseUi({
  kind: "treatment-policy",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
