import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Translate fill words: lazy player and result (each its own chunk). */
export const translateFillWordsUi = defineExerciseUi({
  kind: "translate-fill-words",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
