import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Sentence sorting: lazy player and result (each its own chunk). */
export const sentenceSortingUi = defineExerciseUi({
  kind: "sentence-sorting",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
