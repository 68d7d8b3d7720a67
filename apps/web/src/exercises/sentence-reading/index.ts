import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Sentence reading: player and result layout, each its own chunk. */
export const sentenceReadingUi = defineExerciseUi({
  kind: "sentence-reading",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
