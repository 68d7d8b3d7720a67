import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Writing after listening: lazy player and result (each its own chunk). */
export const listenWritingUi = defineExerciseUi({
  kind: "listen-writing",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
