import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Grammar introduce: player and result layout, each its own chunk. */
export const grammarIntroduceUi = defineExerciseUi({
  kind: "grammar-introduce",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
