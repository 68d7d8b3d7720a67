import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Listen-and-fill-letters: lazy player and result (each its own chunk). */
export const listenFillLettersUi = defineExerciseUi({
  kind: "listen-fill-letters",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
