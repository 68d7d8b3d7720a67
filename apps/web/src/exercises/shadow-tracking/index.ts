import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Shadow tracking (overlapping with live tracking text): player and word-list result, each its own chunk. */
export const shadowTrackingUi = defineExerciseUi({
  kind: "shadow-tracking",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
