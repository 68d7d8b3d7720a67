import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Listening mock test: player and result layout, each its own chunk. */
export const listeningMockTestUi = defineExerciseUi({
  kind: "listening-mock-test",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
