import { lazy } from "react";
import { defineExerciseUi } from "../types.ts";

/** Chat-bot dialogue: player and result layout, each its own chunk. */
export const chatBotUi = defineExerciseUi({
  kind: "chat-bot",
  Player: lazy(() => import("./Player.tsx")),
  Result: lazy(() => import("./Result.tsx")),
});
