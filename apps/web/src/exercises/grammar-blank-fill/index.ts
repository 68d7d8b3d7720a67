import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Grammar blank-fill (word order): lazy player and result (each its own chunk). */
export const grammarBlankFillUi = defineExerciseUi({
  kind: "grammar-blank-fill",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
