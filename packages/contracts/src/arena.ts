import { z } from "zod";
import { DbId, defineCall, IsoDate } from "./envelope.ts";
import type { ErrorKey } from "./errors.ts";

/**
 * Arena versus mode (issue 25 part 4; routes /arena/index, type, pkwait, pkansweresult, pkresult). Two
 * students of the same school or the same CEFR-J level answer the same items at the same time over the
 * websocket `/v3/arena/ws` (frames in ./ws/arena.ts); after {@link ARENA_BOT_AFTER_MS} alone in the queue a
 * bot opponent (clearly labelled, `is_bot`) plays instead. These HTTP calls read the caller's own totals,
 * the types and the saved matches.
 */

/** The three arena types. */
export const ARENA_TYPES = ["words", "listening", "grammar"] as const;
export const ArenaTypeSchema = z.enum(ARENA_TYPES);
export type ArenaType = z.infer<typeof ArenaTypeSchema>;

/** Items in one match. */
export const ARENA_ITEM_COUNT = 5;
/** Options of every item. */
export const ARENA_OPTION_COUNT = 4;
/** Default time per item (the server's HIBIKI_ARENA_ITEM_MS; frames carry the real `ends_at`). */
export const ARENA_ITEM_MS = 15_000;
/** Default wait before a bot opponent is offered (server env HIBIKI_ARENA_BOT_MS; `queued` carries it). */
export const ARENA_BOT_AFTER_MS = 10_000;
/** Default time a dropped player has to come back (server env HIBIKI_ARENA_GRACE_MS). */
export const ARENA_GRACE_MS = 15_000;
/** Points of a correct answer, before the speed bonus. */
export const ARENA_CORRECT_POINTS = 10;
/** Largest speed bonus (an instant answer; falls linearly to 0 at the item's end). */
export const ARENA_SPEED_BONUS_MAX = 5;
/** Integral points a finished match gives: win, draw, loss; a player who loses by forfeit gets 0. */
export const ARENA_AWARD_POINTS = { win: 30, draw: 20, lose: 10, forfeit_lose: 0 } as const;
/** The integral mission id under which arena points are claimed (shown as 対戦 in /integral/logs). */
export const ARENA_MISSION_ID = 900;
/** Rows of a history page. */
export const ARENA_HISTORY_PAGE_SIZE = 10;
/** Matches in the index's recent list. */
export const ARENA_RECENT_COUNT = 5;
/** The bot opponent's nickname. */
export const ARENA_BOT_NICKNAME = "ロボ・ヒビキ";

/** A match's outcome from the caller's side. */
export const ARENA_OUTCOMES = ["win", "lose", "draw"] as const;
export const ArenaOutcomeSchema = z.enum(ARENA_OUTCOMES);
export type ArenaOutcome = z.infer<typeof ArenaOutcomeSchema>;

/** The error keys of the arena calls and socket (`error` frames carry them too). */
export const ARENA_ERROR_KEYS = [
  "arena_match_not_found",
  "arena_already_queued",
  "arena_already_in_match",
  "arena_not_in_match",
  "arena_item_closed",
  "arena_already_answered",
  "arena_rejoin_expired",
] as const satisfies readonly ErrorKey[];
export type ArenaErrorKey = (typeof ARENA_ERROR_KEYS)[number];

export const ARENA_MESSAGES: Readonly<Record<ArenaErrorKey, string>> = {
  arena_match_not_found: "指定された対戦が見つかりません。",
  arena_already_queued: "すでに対戦相手を待っています。",
  arena_already_in_match: "すでに対戦中です。",
  arena_not_in_match: "この対戦には参加していません。",
  arena_item_closed: "この問題の回答時間は終わりました。",
  arena_already_answered: "この問題にはすでに回答しました。",
  arena_rejoin_expired: "対戦に戻れる時間を過ぎました。",
};

/** One saved match in a list, from the caller's side. */
export const ArenaMatchSummarySchema = z.object({
  match_id: z.number().int(),
  arena_type: ArenaTypeSchema,
  opponent_nickname: z.string(),
  /** the opponent was the bot */
  opponent_is_bot: z.boolean(),
  my_score: z.number().int().nonnegative(),
  opponent_score: z.number().int().nonnegative(),
  outcome: ArenaOutcomeSchema,
  /** the match ended because a player did not come back in time */
  forfeit: z.boolean(),
  /** integral points the caller got from it */
  points_awarded: z.number().int().nonnegative(),
  finished_at: IsoDate,
});
export type ArenaMatchSummary = z.infer<typeof ArenaMatchSummarySchema>;

export const arenaIndex = defineCall({
  method: "GET",
  path: "/v3/arena/index",
  auth: "student",
  data: z.object({
    /** finished matches */
    matches: z.number().int().nonnegative(),
    wins: z.number().int().nonnegative(),
    draws: z.number().int().nonnegative(),
    losses: z.number().int().nonnegative(),
    /** integral points earned in the arena (all matches) */
    arena_points: z.number().int().nonnegative(),
    /** the latest ARENA_RECENT_COUNT matches, newest first */
    recent: z.array(ArenaMatchSummarySchema),
  }),
});

/** One arena type as the type screen shows it. */
export const ArenaTypeInfoSchema = z.object({
  arena_type: ArenaTypeSchema,
  title_ja: z.string(),
  title_en: z.string(),
  description_ja: z.string(),
  description_en: z.string(),
  /** items per match */
  item_count: z.number().int().positive(),
  /** seconds per item */
  item_seconds: z.number().int().positive(),
});
export type ArenaTypeInfo = z.infer<typeof ArenaTypeInfoSchema>;

export const arenaTypeList = defineCall({
  method: "GET",
  path: "/v3/arena/type-list",
  auth: "student",
  /** always the three ARENA_TYPES, in that order */
  data: z.object({ items: z.array(ArenaTypeInfoSchema) }),
});

export const arenaHistory = defineCall({
  method: "GET",
  path: "/v3/arena/history",
  auth: "student",
  query: z.object({
    limit: z.coerce.number().int().min(1).max(50).default(ARENA_HISTORY_PAGE_SIZE),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  /** the caller's finished matches, newest first */
  data: z.object({ total: z.number().int().nonnegative(), items: z.array(ArenaMatchSummarySchema) }),
});

/** One player's answer to an item; `choice_index` null: no answer in time. */
export const ArenaAnswerSchema = z.object({
  choice_index: z.number().int().min(0).max(3).nullable(),
  correct: z.boolean(),
  /** 0, or ARENA_CORRECT_POINTS + the speed bonus */
  points: z.number().int().nonnegative(),
  /** ms from the item's start to the answer; null without an answer */
  time_ms: z.number().int().nonnegative().nullable(),
});
export type ArenaAnswer = z.infer<typeof ArenaAnswerSchema>;

/** One item of a saved match with both answers. */
export const ArenaResultItemSchema = z.object({
  item_index: z.number().int().nonnegative(),
  /** the question: an English or Japanese word, a Japanese instruction (listening) or a sentence with ___ */
  prompt: z.string(),
  /** Japanese help for the prompt (e.g. the sentence's meaning), when the item has one */
  prompt_ja: z.string().optional(),
  /** listening: the English the client speaks (and shows here, after the match) */
  audio_text: z.string().optional(),
  options: z.array(z.string()),
  correct_index: z.number().int().min(0).max(3),
  my_answer: ArenaAnswerSchema,
  opponent_answer: ArenaAnswerSchema,
});
export type ArenaResultItem = z.infer<typeof ArenaResultItemSchema>;

/** A player of a saved match. */
export const ArenaPlayerSchema = z.object({
  nickname: z.string(),
  is_bot: z.boolean(),
  score: z.number().int().nonnegative(),
});
export type ArenaPlayer = z.infer<typeof ArenaPlayerSchema>;

export const arenaMatchResult = defineCall({
  method: "GET",
  path: "/v3/arena/match-result",
  auth: "student",
  /** a finished match the caller played; any other id (another student's, another school's) is not found */
  query: z.object({ match_id: DbId }),
  data: z.object({
    match_id: z.number().int(),
    arena_type: ArenaTypeSchema,
    me: ArenaPlayerSchema,
    opponent: ArenaPlayerSchema,
    /** the caller's outcome (the winner: "win" me, "lose" the opponent, "draw" nobody) */
    outcome: ArenaOutcomeSchema,
    forfeit: z.boolean(),
    /** integral points the caller got */
    points_awarded: z.number().int().nonnegative(),
    finished_at: IsoDate,
    items: z.array(ArenaResultItemSchema),
  }),
});
