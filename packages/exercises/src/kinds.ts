/**
 * Every exercise kind of the product (spec §2 players and result layouts), kebab-case.
 * This tuple is the single source of `ExerciseKind`; each kind's facts are its entry in KIND_INFO
 * (kind-info.ts), from which the family and flag lists are derived (kind-lists.ts). The schema tables, the scorer table,
 * and the web's Player/Result registry are keyed by these unions, so adding a kind here makes every
 * missing piece a type error (see "Add an exercise kind" in docs/ARCHITECTURE.md).
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

/**
 * Narrows an unknown value (e.g. a URL or content field) to an exercise kind.
 * @param value - any value
 * @returns true when value is one of EXERCISE_KINDS
 */
export function isExerciseKind(value: unknown): value is ExerciseKind {
  return typeof value === "string" && (EXERCISE_KINDS as readonly string[]).includes(value);
}
