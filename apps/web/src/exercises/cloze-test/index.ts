import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Cloze test: player and result layout, each its own chunk. */
export const clozeTestUi = defineExerciseUi({
  kind: "cloze-test",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
