import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Speaking (multi-step): player and result layout, each its own chunk. */
export const speakingMultiStepUi = defineExerciseUi({
  kind: "speaking-multi-step",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
