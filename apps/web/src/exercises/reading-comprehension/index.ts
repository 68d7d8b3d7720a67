import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Reading comprehension: player and result layout, each its own chunk. */
export const readingComprehensionUi = defineExerciseUi({
  kind: "reading-comprehension",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
