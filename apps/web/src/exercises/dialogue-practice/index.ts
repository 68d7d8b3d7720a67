import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Dialogue practice: player and result layout, each its own chunk. */
export const dialoguePracticeUi = defineExerciseUi({
  kind: "dialogue-practice",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
