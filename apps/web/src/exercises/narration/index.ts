import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Narration: player and result layout, each its own chunk. */
export const narrationUi = defineExerciseUi({
  kind: "narration",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
