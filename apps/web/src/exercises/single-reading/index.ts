import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Single reading: player and result layout, each its own chunk. */
export const singleReadingUi = defineExerciseUi({
  kind: "single-reading",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
