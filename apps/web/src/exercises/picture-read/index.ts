import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Picture read: player and result layout, each its own chunk. */
export const pictureReadUi = defineExerciseUi({
  kind: "picture-read",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
