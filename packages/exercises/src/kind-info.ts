import { RECORD_MAX_TIME_DEFAULT, RECORD_MAX_TIME_INTEGRATED, RECORD_MAX_TIME_SHORT } from "./constants.ts";
import type { ExerciseKind } from "./kinds.ts";

/** Result layouts of spec §2 (one per practice type). */
export const RESULT_LAYOUTS = [
  "article-reading",
  "chat-bot",
  "cloze-test",
  "dialogue-practice",
  "fill-blanks-writing",
  "free-writing",
  "grammar-choice",
  "integrated-process",
  "ja-to-en-translation",
  "listening-choice",
  "listening-fill-words",
  "listening-fill-in",
  "narration",
  "sentence-reading",
  "sentence-shadowing",
  "sentence-sorting",
  "picture-describe",
  "quick-response",
  "single-reading",
  "shadow-reading",
  "shadow-tracking",
  "speaking",
  "reading-comprehension",
  "topic-writing",
  "word-choose",
  "word-order-blank-fill",
  "word-reading",
  "treatment-policy",
  "mixed",
] as const;

/** A result layout name. */
export type ResultLayout = (typeof RESULT_LAYOUTS)[number];

/** How a kind's answers are scored. */
export type ScoringMode = "answer-key" | "completion" | "speech" | "writing" | "per-part";

/** What the player collects, which decides the validation rule (spec §5). */
export type InputRule =
  | "choice"
  | "multi-choice"
  | "blanks"
  | "order"
  | "letters"
  | "typing"
  | "none"
  | "recording"
  | "writing";

/** The four families of kinds: who scores them (answer key, speech service, writing checker) or parts. */
export type KindFamily = "objective" | "speaking" | "writing" | "composite";

/**
 * Everything static about a kind, in one entry per kind of {@link KIND_INFO}; the kind lists
 * (families, whole-resource, self-advancing, answer-key shapes) are derived from it. The kind's code
 * lives in tables keyed by the same kind union, so a kind missing a part does not compile: item and
 * answer schemas (`schema-registry.ts`), scorer for objective kinds (`score-answer.ts`), Player and
 * Result (the web's `exercises/registry.ts`). Kept apart from the code so list pages and players read
 * these facts without downloading every schema and scorer.
 */
export interface KindInfo<F extends KindFamily = KindFamily> {
  family: F;
  label_ja: string;
  label_en: string;
  resultLayout: ResultLayout;
  scoring: ScoringMode;
  input: InputRule;
  /** Default record_max_time in seconds for recorded kinds (an item's value wins). */
  defaultRecordMaxTime: number | null;
  /**
   * The whole resource is one question: the player shows every item at once (pure listening plays the
   * full text, a grammar lesson shows all example sentences) and posts one answer for the first item.
   */
  wholeResource: boolean;
  /** The player decides when to move on (pure listening: when the audio ends; recordings: when scored). */
  selfAdvancing: boolean;
  /** The student types English sentences, listed among the student's writings on the teacher's page. */
  writtenAnswer: boolean;
}

type Flags = Partial<Pick<KindInfo, "wholeResource" | "selfAdvancing" | "writtenAnswer">>;
const NO_FLAGS = { wholeResource: false, selfAdvancing: false, writtenAnswer: false } as const;

const objective = (
  label_ja: string,
  label_en: string,
  resultLayout: ResultLayout,
  input: InputRule,
  { scoring = "answer-key", ...flags }: Flags & { scoring?: ScoringMode } = {},
): KindInfo<"objective"> => ({
  family: "objective",
  label_ja,
  label_en,
  resultLayout,
  scoring,
  input,
  defaultRecordMaxTime: null,
  ...NO_FLAGS,
  ...flags,
});
const speaking = (
  label_ja: string,
  label_en: string,
  resultLayout: ResultLayout,
  defaultRecordMaxTime = RECORD_MAX_TIME_DEFAULT,
  flags: Flags = {},
): KindInfo<"speaking"> => ({
  family: "speaking",
  label_ja,
  label_en,
  resultLayout,
  scoring: "speech",
  input: "recording",
  defaultRecordMaxTime,
  ...NO_FLAGS,
  selfAdvancing: true,
  ...flags,
});
const writing = (label_ja: string, label_en: string, resultLayout: ResultLayout): KindInfo<"writing"> => ({
  family: "writing",
  label_ja,
  label_en,
  resultLayout,
  scoring: "writing",
  input: "writing",
  defaultRecordMaxTime: null,
  ...NO_FLAGS,
  writtenAnswer: true,
});
const composite = (label_ja: string, label_en: string): KindInfo<"composite"> => ({
  family: "composite",
  label_ja,
  label_en,
  resultLayout: "mixed",
  scoring: "per-part",
  input: "none",
  defaultRecordMaxTime: null,
  ...NO_FLAGS,
});

/** Facts about every kind, in the order of EXERCISE_KINDS (exhaustive, type-checked). */
export const KIND_INFO = {
  "listen-fill-blanks": objective(
    "リスニング穴埋め",
    "Listen and fill in the blanks",
    "listening-fill-words",
    "blanks",
  ),
  "cloze-test": objective("空所補充", "Cloze test", "cloze-test", "multi-choice"),
  "grammar-choice": objective("文法選択", "Grammar choice", "grammar-choice", "choice"),
  "listening-choice": objective("リスニング選択", "Listening choice", "listening-choice", "multi-choice"),
  "word-choice": objective("単語選択", "Word choice", "word-choose", "choice"),
  "reading-comprehension": objective(
    "読解問題",
    "Reading comprehension",
    "reading-comprehension",
    "multi-choice",
  ),
  "sentence-sorting": objective("並べかえ", "Sentence sorting", "sentence-sorting", "order"),
  "listen-fill-letters": objective(
    "リスニング文字埋め",
    "Listen and fill in the letters",
    "listening-fill-in",
    "letters",
  ),
  "grammar-blank-fill": objective("語順穴埋め", "Word-order blank fill", "word-order-blank-fill", "order"),
  "fill-in-order": objective(
    "語句の並べかえ",
    "Fill in the words in order",
    "word-order-blank-fill",
    "order",
  ),
  "ja-to-en-writing": objective("和文英訳", "Japanese to English writing", "ja-to-en-translation", "typing", {
    writtenAnswer: true,
  }),
  "translate-fill-words": objective(
    "訳文穴埋め",
    "Translate and fill in words",
    "fill-blanks-writing",
    "blanks",
    { writtenAnswer: true },
  ),
  "pure-listening": objective("聞き流し", "Pure listening", "listening-choice", "none", {
    scoring: "completion",
    wholeResource: true,
    selfAdvancing: true,
  }),
  "listening-mock-test": objective(
    "リスニング模擬テスト",
    "Listening mock test",
    "listening-choice",
    "multi-choice",
  ),
  "treatment-policy": objective("読み物", "Reading pages", "treatment-policy", "none", {
    scoring: "completion",
  }),
  "grammar-introduce": objective("文法解説", "Grammar introduction", "treatment-policy", "none", {
    scoring: "completion",
    wholeResource: true,
  }),
  "word-test": objective("単語テスト", "Word test", "word-choose", "choice"),
  "multi-part": composite("大問", "Multi-part subject"),
  mixed: composite("総合", "Mixed"),
  "word-reading": speaking("単語の音読", "Word reading", "word-reading", RECORD_MAX_TIME_SHORT),
  "sentence-reading": speaking("文の音読", "Sentence reading", "sentence-reading"),
  "article-reading": speaking("本文の音読", "Article reading", "article-reading", RECORD_MAX_TIME_INTEGRATED),
  "shadow-reading": speaking("シャドーイング", "Shadow reading", "shadow-reading"),
  "sentence-shadowing": speaking("文のシャドーイング", "Sentence shadowing", "sentence-shadowing"),
  "shadow-tracking": speaking("オーバーラッピング", "Shadow tracking", "shadow-tracking"),
  "single-reading": speaking("音声を聞いて音読", "Single reading", "single-reading"),
  "picture-read": speaking("絵を見て音読", "Picture read", "word-reading", RECORD_MAX_TIME_SHORT),
  "picture-describe": speaking(
    "絵の描写",
    "Picture describe",
    "picture-describe",
    RECORD_MAX_TIME_INTEGRATED,
  ),
  "quick-response": speaking("即答練習", "Quick response", "quick-response"),
  narration: speaking("ナレーション", "Narration", "narration", RECORD_MAX_TIME_INTEGRATED),
  "speaking-multi-step": speaking("スピーキング", "Speaking", "speaking", RECORD_MAX_TIME_INTEGRATED),
  "dialogue-practice": speaking("会話練習", "Dialogue practice", "dialogue-practice"),
  "dialogue-challenge": speaking("会話チャレンジ", "Dialogue challenge", "dialogue-practice"),
  "integrated-process": speaking(
    "総合問題",
    "Integrated process",
    "integrated-process",
    RECORD_MAX_TIME_INTEGRATED,
  ),
  // Posts its one answer when the conversation ends; the shell then moves on as after any other answer.
  "chat-bot": speaking("AIと会話", "Chat-bot dialogue", "chat-bot", RECORD_MAX_TIME_DEFAULT, {
    selfAdvancing: false,
  }),
  "free-writing": writing("自由英作文", "Free writing", "free-writing"),
  "topic-writing": writing("テーマ英作文", "Topic writing", "topic-writing"),
  "listen-writing": writing("聞いて英作文", "Writing after listening", "free-writing"),
} satisfies Record<ExerciseKind, KindInfo>;

/**
 * Record time for an item: its own record_max_time, else the kind's default (spec §9).
 * @param kind - the exercise kind
 * @param recordMaxTime - the item's record_max_time, if any
 * @returns seconds
 */
export function recordMaxTimeFor(kind: ExerciseKind, recordMaxTime?: number | null): number {
  if (recordMaxTime != null && recordMaxTime > 0) return recordMaxTime;
  return KIND_INFO[kind].defaultRecordMaxTime ?? RECORD_MAX_TIME_DEFAULT;
}
