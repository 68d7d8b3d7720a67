import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Dialogue challenge: player and result layout, each its own chunk. */
export const dialogueChallengeUi = defineExerciseUi({
  kind: "dialogue-challenge",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
