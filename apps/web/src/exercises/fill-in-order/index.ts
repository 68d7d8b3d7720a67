import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Fill-in ordering: lazy player and result (each its own chunk). */
export const fillInOrderUi = defineExerciseUi({
  kind: "fill-in-order",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
