import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Grammar choice: player and result layout, each its own chunk. */
export const grammarChoiceUi = defineExerciseUi({
  kind: "grammar-choice",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
