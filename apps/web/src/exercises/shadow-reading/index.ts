import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Shadow reading: player and result layout, each its own chunk. */
export const shadowReadingUi = defineExerciseUi({
  kind: "shadow-reading",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
