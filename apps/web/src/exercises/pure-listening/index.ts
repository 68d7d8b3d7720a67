import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Pure listening: player and result layout, each its own chunk. */
export const pureListeningUi = defineExerciseUi({
  kind: "pure-listening",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
