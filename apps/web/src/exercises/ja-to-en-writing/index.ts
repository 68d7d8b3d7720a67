import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Japanese-to-English writing: lazy player and result (each its own chunk). */
export const jaToEnWritingUi = defineExerciseUi({
  kind: "ja-to-en-writing",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
