import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Picture describe: player and result layout, each its own chunk. */
export const pictureDescribeUi = defineExerciseUi({
  kind: "picture-describe",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
