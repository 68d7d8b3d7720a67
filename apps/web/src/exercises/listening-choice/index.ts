import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Listening choice: player and result layout, each its own chunk. */
export const listeningChoiceUi = defineExerciseUi({
  kind: "listening-choice",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
