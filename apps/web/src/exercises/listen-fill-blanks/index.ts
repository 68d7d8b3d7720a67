import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Listen-and-fill-blanks: lazy player and result (each its own chunk). */
export const listenFillBlanksUi = defineExerciseUi({
  kind: "listen-fill-blanks",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
