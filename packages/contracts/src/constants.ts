/** Business constants of spec §9 that both the client and the server use. */
export const CLIENT_VERSION = "1.11.0";
export const CLIENT_BUILD = 8;
export const CONFIG_VERSION = 10;
export const STORAGE_VERSION = "1.11.0";
export const STORAGE_TTL_MS = 31_536_000_000;
export const HTTP_TIMEOUT_MS = 60_000;
/** Path of `app/client_errors` (also here so the web error reporter can post to it without loading schemas). */
export const CLIENT_ERRORS_PATH = "/v3/app/client_errors";
export const CHUNK_TIMEOUT_MS = 120_000;
export const TOAST_MS = 3000;
export const BADGE_MAX = 99;
export const Z_INDEX_START = 2000;
export const DURATION_DEFAULT_MS = 1000;
export const DURATION_SLOW_MS = 2000;
export const PLAY_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5] as const;
export const DEFAULT_PLAY_SPEED = 1;
export const EXCELLENT_SCORE = 80;
export const STANDARD_SCORE = 60;
export const CEFR_UPGRADE_SCORE = 80;
export const CEFR_DOWNGRADE_SCORE = 40;
export const DEBOUNCE_JUMP_MS = 100;
export const DEBOUNCE_INPUT_MS = 200;

/** Push targets (jump_schema); 7 opens /live (a live class session started). */
export const JUMP_SCHEMA = {
  homeworkDetail: 2,
  newsDetail: 3,
  none: 4,
  cefrHome: 5,
  home: 6,
  live: 7,
} as const;

/** Maintenance states of the service. */
export const SERVICE_STATUS = ["normal", "DevOpsDisabled", "DevOpsTips"] as const;
export type ServiceStatus = (typeof SERVICE_STATUS)[number];

/** The skill-up types the home quick links lead to, in the spec's order (content may add more). */
export const SKILLUP_TYPE_CODES = [
  "reading",
  "listening",
  "speaking",
  "narration",
  "dialogue",
  "grammar-choice",
  "reading-comprehension",
] as const;
export type SkillupTypeCode = (typeof SKILLUP_TYPE_CODES)[number];
