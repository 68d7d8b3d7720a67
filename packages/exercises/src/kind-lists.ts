import { KIND_INFO, type KindFamily, type KindInfo } from "./kind-info.ts";
import { EXERCISE_KINDS, type ExerciseKind } from "./kinds.ts";

/* Kind lists derived from each kind's KIND_INFO entry: the families and the flags. */

/** The kinds of one family, from each kind's `family` in KIND_INFO. */
type KindsOf<F extends KindFamily> = {
  [K in ExerciseKind]: (typeof KIND_INFO)[K]["family"] extends F ? K : never;
}[ExerciseKind];

function kindsOf<F extends KindFamily>(family: F): readonly KindsOf<F>[] {
  return EXERCISE_KINDS.filter((k): k is KindsOf<F> => KIND_INFO[k].family === family);
}

/** An objective kind (scored by answer key). */
export type ObjectiveKind = KindsOf<"objective">;
/** Kinds whose answers are scored by `scoreAnswer` from the answer key. */
export const OBJECTIVE_KINDS = kindsOf("objective");

/** A speaking kind. */
export type SpeakingKind = KindsOf<"speaking">;
/** Kinds scored by the speech service (recordings). */
export const SPEAKING_KINDS = kindsOf("speaking");

/** A writing kind. */
export type WritingKind = KindsOf<"writing">;
/** Kinds scored by the writing checker. */
export const WRITING_KINDS = kindsOf("writing");

/** A composite kind. */
export type CompositeKind = KindsOf<"composite">;
/** Kinds made of parts of other kinds. */
export const COMPOSITE_KINDS = kindsOf("composite");

/**
 * The kinds whose facts pass a test, in the order of EXERCISE_KINDS.
 * @param test - a predicate on a kind's facts
 * @returns the matching kinds
 */
export function kindsWhere(test: (info: KindInfo, kind: ExerciseKind) => boolean): ExerciseKind[] {
  return EXERCISE_KINDS.filter((k) => test(KIND_INFO[k], k));
}

/** Kinds whose player decides when to move on (pure listening when the audio ends, recorded kinds when scored). */
export const SELF_ADVANCING_KINDS: ReadonlySet<ExerciseKind> = new Set(kindsWhere((i) => i.selfAdvancing));

/** Kinds whose answers are written English text (the teacher's page lists them as writings). */
export const WRITTEN_ANSWER_KINDS: ReadonlySet<ExerciseKind> = new Set(kindsWhere((i) => i.writtenAnswer));

/**
 * Tells whether a kind is scored by answer key (`scoreAnswer`).
 * @param kind - an exercise kind
 * @returns true for objective kinds
 */
export function isObjectiveKind(kind: ExerciseKind): kind is ObjectiveKind {
  return (OBJECTIVE_KINDS as readonly string[]).includes(kind);
}

/**
 * Tells whether a kind is scored by the speech service.
 * @param kind - an exercise kind
 * @returns true for speaking kinds
 */
export function isSpeakingKind(kind: ExerciseKind): kind is SpeakingKind {
  return (SPEAKING_KINDS as readonly string[]).includes(kind);
}

/**
 * Tells whether a kind is scored by the writing checker.
 * @param kind - an exercise kind
 * @returns true for writing kinds
 */
export function isWritingKind(kind: ExerciseKind): kind is WritingKind {
  return (WRITING_KINDS as readonly string[]).includes(kind);
}

/**
 * Tells whether a kind is made of parts of other kinds (multi-part, mixed).
 * @param kind - an exercise kind
 * @returns true for composite kinds
 */
export function isCompositeKind(kind: ExerciseKind): kind is CompositeKind {
  return (COMPOSITE_KINDS as readonly string[]).includes(kind);
}
