import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Quick response: player and result layout, each its own chunk. */
export const quickResponseUi = defineExerciseUi({
  kind: "quick-response",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
