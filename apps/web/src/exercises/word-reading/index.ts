import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Word reading: player and result layout, each its own chunk. */
export const wordReadingUi = defineExerciseUi({
  kind: "word-reading",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
