/** Scoring and player constants of spec §9 (players-and-results and app shell). */

/** Raw score of a right objective answer; total_score runs 0 to CORRECT_SCORE. */
export const CORRECT_SCORE = 5;
/** Raw score of a wrong answer or a skipped item. */
export const WRONG_SCORE = 0;
/** percent_score = PERCENT_FACTOR × total_score. */
export const PERCENT_FACTOR = 20;
/** Highest percent score and the display cap. */
export const MAX_PERCENT = 100;
/** Default grade thresholds (config excellent_score / standard_score). */
export const DEFAULT_EXCELLENT_SCORE = 80;
/** Default standard_score: B at or above it. */
export const DEFAULT_STANDARD_SCORE = 60;

/** Longest text a single blank accepts (characters). */
export const BLANK_MAX_LENGTH = 20;
/** Longest typed answer (ja-to-en writing, word-test typing), a guard against abuse. */
export const TYPED_ANSWER_MAX_LENGTH = 500;
/** Longest writing submission (characters), a guard against abuse. */
export const WRITING_MAX_LENGTH = 20_000;
/** Feedback description limit. */
export const FEEDBACK_MAX_LENGTH = 1000;

/** Chat-bot: an option is related when the reply covers at least this share of its content words. */
export const CHAT_BOT_MATCH_THRESHOLD = 0.7;
/** Chat-bot: failures before the first option is taken. */
export const CHAT_BOT_MAX_FAILURES = 3;
/** Chat-bot: delay before the next question (ms). */
export const CHAT_BOT_NEXT_DELAY_MS = 1200;

/** Reading-speed feedback bounds (words per minute). */
export const READING_FAST_WPM = 120;
/** Below this many words per minute reading is slower than average. */
export const READING_SLOW_WPM = 80;

/** Recordings scoring under this (0-100) count as misses; LOW_SCORE_STREAK in a row warn. */
export const LOW_SCORE_THRESHOLD = 20;
/** Consecutive misses that trigger the low-score warning. */
export const LOW_SCORE_STREAK = 3;
/** A rejected recording's raw score is divided by this. */
export const REJECTED_SCORE_DIVISOR = 10;

/** Default record_max_time values in seconds. */
export const RECORD_MAX_TIME_DEFAULT = 20;
/** record_max_time for word reading and picture read (s). */
export const RECORD_MAX_TIME_SHORT = 10;
/** record_max_time default in integrated parts and long speaking (s). */
export const RECORD_MAX_TIME_INTEGRATED = 60;
/** Minimum recording before stop is allowed (ms). */
export const MIN_RECORDING_MS = 1000;

/** Narration cue pauses (ms): after first cue, after source audio, after second cue. */
export const NARRATION_PAUSES_MS = [2000, 2000, 1000] as const;
/** Countdown: steps of one second. */
export const COUNTDOWN_STEPS = 3;
/** Length of one countdown step (ms). */
export const COUNTDOWN_STEP_MS = 1000;
/** Recognised-text polling. */
export const RECOGNIZE_POLL_TRIES = 5;
/** Interval between recognised-text polls (ms). */
export const RECOGNIZE_POLL_INTERVAL_MS = 1000;
/** Debounces (ms). */
export const DEBOUNCE_ACTION_MS = 100;
/** Debounce of blank and input changes (ms). */
export const DEBOUNCE_INPUT_MS = 200;
/** Auto-advance delays (ms): default and slow. */
export const ADVANCE_DELAY_DEFAULT_MS = 1000;
/** Slow auto-advance delay after a right answer (ms). */
export const ADVANCE_DELAY_SLOW_MS = 2000;
/** Audio slider step (s) and play speeds. */
export const AUDIO_SLIDER_STEP = 0.1;
/** Playback speeds offered by the speed picker (default 1). */
export const PLAY_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5] as const;
/** Pure listening: the first play posts this question index with full score. */
export const PURE_LISTENING_QUESTION = 1;

/** Validation message keys (spec §5 / §8). */
export const HINT_KEYS = {
  enterAnswer: "hint_common_please_enter_answer",
  hasEmoji: "hint_common_has_emoji",
  orderNotAllSelected: "hint_common_sentence_order_no_select_all_msg",
  writingEmpty: "skill_writing_content_cannot_empty",
  writingNotEnglish: "skill_writing_content_include_not_english",
  recordingTooShort: "evaluate_common_training_atleast",
} as const;

/** One of the validation message keys. */
export type HintKey = (typeof HINT_KEYS)[keyof typeof HINT_KEYS];

// Integrated process limits live here, not in its schema module, so a player that only needs a limit
// does not pull the zod schemas into its chunk.
/** Most parts an integrated item may have. */
export const INTEGRATED_MAX_PARTS = 20;
/** Most record steps one integrated answer keeps. */
export const INTEGRATED_MAX_STEPS = 50;
