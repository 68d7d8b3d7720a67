// Type tests of the kind registry, checked by `npm run typecheck` (vitest does not run `.test-d.ts`
// files): each line under `@ts-expect-error` must fail to compile, or tsc reports the directive unused.
import type { CompositeKind, ExerciseKind } from "@hibiki/exercises";
import { grammarChoiceUi } from "./grammar-choice/index.ts";
import { narrationUi } from "./narration/index.ts";
import { registry, type UiKind, type UiRegistry } from "./registry.ts";
import type { ExerciseUi } from "./types.ts";

/** The registry's kinds are the package's kinds less the composites, so a kind added there is required here. */
export const uiKindsFollowThePackage: [UiKind, Exclude<ExerciseKind, CompositeKind>] extends [
  Exclude<ExerciseKind, CompositeKind>,
  UiKind,
]
  ? true
  : false = true;

const { narration: _narration, ...withoutNarration } = registry;
// @ts-expect-error a kind with no Player and Result leaves the registry incomplete
export const kindWithoutUi: UiRegistry = withoutNarration;

// @ts-expect-error a kind's UI without a Result
export const uiWithoutResult: ExerciseUi<"grammar-choice"> = {
  kind: "grammar-choice",
  Player: grammarChoiceUi.Player,
};

// @ts-expect-error a kind's UI without a Player
export const uiWithoutPlayer: ExerciseUi<"grammar-choice"> = {
  kind: "grammar-choice",
  Result: grammarChoiceUi.Result,
};

// @ts-expect-error another kind's Player and Result registered under a kind
export const uiOfAnotherKind: UiRegistry = { ...registry, "grammar-choice": narrationUi };
