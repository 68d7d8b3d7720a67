import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Sentence shadowing: player and result layout, each its own chunk. */
export const sentenceShadowingUi = defineExerciseUi({
  kind: "sentence-shadowing",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
