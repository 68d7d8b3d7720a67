import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Topic writing: lazy player and result (each its own chunk). */
export const topicWritingUi = defineExerciseUi({
  kind: "topic-writing",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
