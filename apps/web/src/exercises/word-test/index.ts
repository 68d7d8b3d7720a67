import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Word test: player and result layout, each its own chunk. */
export const wordTestUi = defineExerciseUi({
  kind: "word-test",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
