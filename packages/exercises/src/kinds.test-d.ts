// Type tests of the kind definitions, checked by `npm run typecheck` (vitest does not run `.test-d.ts`
// files): each line under `@ts-expect-error` must fail to compile, or tsc reports the directive unused.
import type { z } from "zod";
import { KIND_INFO, type KindInfo } from "./kind-info.ts";
import type { ObjectiveKind } from "./kind-lists.ts";
import type { ExerciseKind } from "./kinds.ts";
import { ANSWER_SCHEMAS, ITEM_SCHEMAS } from "./schema-registry.ts";
import { SCORERS } from "./score-answer.ts";

/** The scored kinds are the kinds whose KIND_INFO family is "objective", so a new one needs a scorer. */
export const scorersFollowTheFacts: [ObjectiveKind, keyof typeof SCORERS] extends [
  keyof typeof SCORERS,
  ObjectiveKind,
]
  ? true
  : false = true;

const { narration: _facts, ...factsWithoutNarration } = KIND_INFO;
// @ts-expect-error a kind without its facts
export const kindWithoutFacts: Record<ExerciseKind, KindInfo> = factsWithoutNarration;

const { selfAdvancing: _flag, ...factsWithoutFlag } = KIND_INFO["grammar-choice"];
// @ts-expect-error a kind's facts without one of the flags
export const kindWithoutFlag: KindInfo = factsWithoutFlag;

const { narration: _item, ...itemsWithoutNarration } = ITEM_SCHEMAS;
// @ts-expect-error a kind without a content schema
export const kindWithoutItemSchema: Record<ExerciseKind, z.ZodType> = itemsWithoutNarration;

const { narration: _answer, ...answersWithoutNarration } = ANSWER_SCHEMAS;
// @ts-expect-error a kind without an answer schema
export const kindWithoutAnswerSchema: Record<ExerciseKind, z.ZodType> = answersWithoutNarration;

const { "word-test": _scorer, ...scorersWithoutWordTest } = SCORERS;
// @ts-expect-error an objective kind without a scorer
export const objectiveKindWithoutScorer: typeof SCORERS = scorersWithoutWordTest;
