import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Free writing: lazy player and result (each its own chunk). */
export const freeWritingUi = defineExerciseUi({
  kind: "free-writing",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
