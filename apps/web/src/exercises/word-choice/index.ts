import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Word choice: player and result layout, each its own chunk. */
export const wordChoiceUi = defineExerciseUi({
  kind: "word-choice",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
