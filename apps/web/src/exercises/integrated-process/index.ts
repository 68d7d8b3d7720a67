import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Integrated process: player and result layout, each its own chunk. */
export const integratedProcessUi = defineExerciseUi({
  kind: "integrated-process",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
