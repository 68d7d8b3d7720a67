import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Article reading: player and result layout, each its own chunk. */
export const articleReadingUi = defineExerciseUi({
  kind: "article-reading",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
