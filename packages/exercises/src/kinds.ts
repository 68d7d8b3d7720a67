/**
 * Every exercise kind of the product (spec §2 players and result layouts), kebab-case.
 * This tuple is the single source of `ExerciseKind`: web registries and the server's scorer
 * map are `Record<ExerciseKind, …>`, so adding a kind here makes every missing piece a type error.
 */
export const EXERCISE_KINDS = [
  // objective (scored by answer key, server-authoritative)
  "listen-fill-blanks",
  "cloze-test",
  "grammar-choice",
  "listening-choice",
  "word-choice",
  "reading-comprehension",
  "sentence-sorting",
  "listen-fill-letters",
  "grammar-blank-fill",
  "fill-in-order",
  "ja-to-en-writing",
  "translate-fill-words",
  "pure-listening",
  "listening-mock-test",
  "treatment-policy",
  "grammar-introduce",
  "word-test",
  // composite (made of parts of other kinds)
  "multi-part",
  "mixed",
  // speaking (scored by the speech service)
  "word-reading",
  "sentence-reading",
  "article-reading",
  "shadow-reading",
  "sentence-shadowing",
  "shadow-tracking",
  "single-reading",
  "picture-read",
  "picture-describe",
  "quick-response",
  "narration",
  "speaking-multi-step",
  "dialogue-practice",
  "dialogue-challenge",
  "integrated-process",
  "chat-bot",
  // writing (scored by the writing checker)
  "free-writing",
  "topic-writing",
  "listen-writing",
] as const;

/** One exercise kind, e.g. "grammar-choice". */
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

/** Kinds whose answers are scored by `scoreAnswer` from the answer key. */
export const OBJECTIVE_KINDS = [
  "listen-fill-blanks",
  "cloze-test",
  "grammar-choice",
  "listening-choice",
  "word-choice",
  "reading-comprehension",
  "sentence-sorting",
  "listen-fill-letters",
  "grammar-blank-fill",
  "fill-in-order",
  "ja-to-en-writing",
  "translate-fill-words",
  "pure-listening",
  "listening-mock-test",
  "treatment-policy",
  "grammar-introduce",
  "word-test",
] as const satisfies readonly ExerciseKind[];

/** An objective kind (scored by answer key). */
export type ObjectiveKind = (typeof OBJECTIVE_KINDS)[number];

/** Kinds scored by the speech service (recordings). */
export const SPEAKING_KINDS = [
  "word-reading",
  "sentence-reading",
  "article-reading",
  "shadow-reading",
  "sentence-shadowing",
  "shadow-tracking",
  "single-reading",
  "picture-read",
  "picture-describe",
  "quick-response",
  "narration",
  "speaking-multi-step",
  "dialogue-practice",
  "dialogue-challenge",
  "integrated-process",
  "chat-bot",
] as const satisfies readonly ExerciseKind[];

/** A speaking kind. */
export type SpeakingKind = (typeof SPEAKING_KINDS)[number];

/** Kinds scored by the writing checker. */
export const WRITING_KINDS = [
  "free-writing",
  "topic-writing",
  "listen-writing",
] as const satisfies readonly ExerciseKind[];

/** A writing kind. */
export type WritingKind = (typeof WRITING_KINDS)[number];

/** Kinds made of parts of other kinds. */
export const COMPOSITE_KINDS = ["multi-part", "mixed"] as const satisfies readonly ExerciseKind[];

/** A composite kind. */
export type CompositeKind = (typeof COMPOSITE_KINDS)[number];

/**
 * Narrows an unknown value (e.g. a URL or content field) to an exercise kind.
 * @param value - any value
 * @returns true when value is one of EXERCISE_KINDS
 */
export function isExerciseKind(value: unknown): value is ExerciseKind {
  return typeof value === "string" && (EXERCISE_KINDS as readonly string[]).includes(value);
}

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
