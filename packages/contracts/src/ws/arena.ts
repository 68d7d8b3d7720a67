import { z } from "zod";
import { ArenaOutcomeSchema, ArenaTypeSchema } from "../arena.ts";
import { IsoDate } from "../envelope.ts";

/**
 * The arena websocket `GET /v3/arena/ws` (student). Every frame is a JSON object with a `type`.
 *
 * Flow: the client's first frame is `auth` (the bearer token; never in the URL). Then `join` puts the
 * student in the queue of a type (`queued`); when an opponent of the same school or CEFR-J level joins the
 * same type, or after `bot_after_ms` alone, both get `matched`, then at `starts_at` the first `item`. Each
 * `answer` is checked at once: `answer_result` goes to both players (`player` "me" to the one who answered,
 * "opponent" to the other). An item closes when both answered or its time ran out: `item_end` (with the
 * correct option) goes to both, then the next `item`, and after the last one `finished`. The match is saved;
 * `/v3/arena/match-result?match_id=` then shows it.
 *
 * A socket that closes mid-match leaves the player ARENA_GRACE_MS (server env HIBIKI_ARENA_GRACE_MS) to open a
 * new socket, `auth`, and `rejoin {match_id}`: the player gets `resumed` and the current `item` again, the
 * opponent `opponent_back`. Meanwhile the opponent saw `opponent_left`; after the grace the opponent wins by
 * forfeit (`finished` with `forfeit: true`). A queued student whose socket closes leaves the queue.
 * Problems come as `error` frames (the socket stays open unless the error is about auth).
 */

// ---- client -> server ----

/** First frame: the student's bearer token (the same as the `Authorization` header of HTTP calls). */
export const ArenaAuthFrameSchema = z.object({ type: z.literal("auth"), token: z.string().min(1).max(512) });
/** Enter the queue of a type. Refused (`arena_already_queued` / `arena_already_in_match`) while queued or playing. */
export const ArenaJoinFrameSchema = z.object({ type: z.literal("join"), arena_type: ArenaTypeSchema });
/** Leave the queue (answered with `cancelled`); nothing happens when not queued. Not a way out of a match. */
export const ArenaCancelFrameSchema = z.object({ type: z.literal("cancel") });
/** Answer the open item: `choice_index` 0-3 of its `options`. One answer per item. */
export const ArenaAnswerFrameSchema = z.object({
  type: z.literal("answer"),
  match_id: z.number().int().positive(),
  item_index: z.number().int().min(0).max(99),
  choice_index: z.number().int().min(0).max(3),
});
/** Come back to a match after the socket dropped (within the grace). */
export const ArenaRejoinFrameSchema = z.object({
  type: z.literal("rejoin"),
  match_id: z.number().int().positive(),
});

/** Any client frame (discriminated on `type`). A frame that does not match gets `error` `bad_frame`. */
export const ArenaClientFrameSchema = z.discriminatedUnion("type", [
  ArenaAuthFrameSchema,
  ArenaJoinFrameSchema,
  ArenaCancelFrameSchema,
  ArenaAnswerFrameSchema,
  ArenaRejoinFrameSchema,
]);
export type ArenaClientFrame = z.infer<typeof ArenaClientFrameSchema>;

// ---- server -> client ----

/** The opponent as the players see them. */
export const ArenaOpponentSchema = z.object({
  /** the student's nickname (their username when they have none), or ARENA_BOT_NICKNAME */
  nickname: z.string(),
  /** a bot: label it clearly ("ロボット対戦相手 / Bot opponent") */
  is_bot: z.boolean(),
});
export type ArenaOpponent = z.infer<typeof ArenaOpponentSchema>;

/** In the queue; a bot is offered after `bot_after_ms` without an opponent. */
export const ArenaQueuedFrameSchema = z.object({
  type: z.literal("queued"),
  arena_type: ArenaTypeSchema,
  bot_after_ms: z.number().int().nonnegative(),
});
/** Out of the queue after `cancel`. */
export const ArenaCancelledFrameSchema = z.object({
  type: z.literal("cancelled"),
  arena_type: ArenaTypeSchema,
});
/** Paired: the match starts at `starts_at` (in `starts_in_ms` from this frame) with its first `item`. */
export const ArenaMatchedFrameSchema = z.object({
  type: z.literal("matched"),
  match_id: z.number().int().positive(),
  arena_type: ArenaTypeSchema,
  opponent: ArenaOpponentSchema,
  /** the caller's own nickname as the opponent sees it */
  my_nickname: z.string(),
  item_count: z.number().int().positive(),
  starts_at: IsoDate,
  /** ms from sending to the start (use this for a countdown: the client's clock may differ) */
  starts_in_ms: z.number().int().nonnegative(),
});
/** An item opens (both players get it at the same time). */
export const ArenaItemFrameSchema = z.object({
  type: z.literal("item"),
  match_id: z.number().int().positive(),
  /** 0-based; the screen shows item_index + 1 of item_count */
  item_index: z.number().int().nonnegative(),
  item_count: z.number().int().positive(),
  /** words: the word to translate; listening: a Japanese instruction; grammar: a sentence with "___" */
  prompt: z.string(),
  /** optional Japanese help (e.g. the meaning of a grammar sentence) */
  prompt_ja: z.string().optional(),
  /** listening only: the English to speak with the TTS endpoint (not shown as text before the item ends) */
  audio_text: z.string().optional(),
  /** ARENA_OPTION_COUNT options; answer with their index */
  options: z.array(z.string()),
  ends_at: IsoDate,
  /** ms left when sent (the full item time, less on `rejoin`): drive the countdown bar with it */
  remaining_ms: z.number().int().nonnegative(),
  /** the item's full time in ms */
  duration_ms: z.number().int().positive(),
});
/** One player's answer, checked: sent live to both players. */
export const ArenaAnswerResultFrameSchema = z.object({
  type: z.literal("answer_result"),
  match_id: z.number().int().positive(),
  item_index: z.number().int().nonnegative(),
  /** whose answer: "me" (the receiver's) or "opponent" */
  player: z.enum(["me", "opponent"]),
  correct: z.boolean(),
  /** 0, or ARENA_CORRECT_POINTS + the speed bonus (up to ARENA_SPEED_BONUS_MAX) */
  points: z.number().int().nonnegative(),
  /** the receiver's and the opponent's totals after this answer */
  my_score: z.number().int().nonnegative(),
  opponent_score: z.number().int().nonnegative(),
  /** only on the answer that closed the item (both answered); otherwise see `item_end` */
  correct_index: z.number().int().min(0).max(3).optional(),
});
/** The item closed (both answered or time ran out): the correct option and the totals. */
export const ArenaItemEndFrameSchema = z.object({
  type: z.literal("item_end"),
  match_id: z.number().int().positive(),
  item_index: z.number().int().nonnegative(),
  correct_index: z.number().int().min(0).max(3),
  /** listening: the sentence that was spoken (may now be shown) */
  audio_text: z.string().optional(),
  /** the receiver's choice, null without an answer */
  my_choice: z.number().int().min(0).max(3).nullable(),
  opponent_choice: z.number().int().min(0).max(3).nullable(),
  my_score: z.number().int().nonnegative(),
  opponent_score: z.number().int().nonnegative(),
});
/** The opponent's socket closed; they have `grace_ms` to come back, else the receiver wins by forfeit. */
export const ArenaOpponentLeftFrameSchema = z.object({
  type: z.literal("opponent_left"),
  match_id: z.number().int().positive(),
  grace_ms: z.number().int().nonnegative(),
});
/** The opponent came back. */
export const ArenaOpponentBackFrameSchema = z.object({
  type: z.literal("opponent_back"),
  match_id: z.number().int().positive(),
});
/** After `rejoin`: the match as it stands (the current `item` follows, unless between items). */
export const ArenaResumedFrameSchema = z.object({
  type: z.literal("resumed"),
  match_id: z.number().int().positive(),
  arena_type: ArenaTypeSchema,
  opponent: ArenaOpponentSchema,
  my_nickname: z.string(),
  item_count: z.number().int().positive(),
  /** the open item (or the next one), 0-based */
  item_index: z.number().int().nonnegative(),
  /** whether the receiver already answered the open item */
  answered: z.boolean(),
  my_score: z.number().int().nonnegative(),
  opponent_score: z.number().int().nonnegative(),
});
/** The match ended and was saved (`/v3/arena/match-result?match_id=` has every item). */
export const ArenaFinishedFrameSchema = z.object({
  type: z.literal("finished"),
  match_id: z.number().int().positive(),
  outcome: ArenaOutcomeSchema,
  my_score: z.number().int().nonnegative(),
  opponent_score: z.number().int().nonnegative(),
  /** integral points the receiver got (ARENA_AWARD_POINTS) */
  points_awarded: z.number().int().nonnegative(),
  /** a player did not come back in time */
  forfeit: z.boolean(),
});
/**
 * A problem. Keys: `token_missing` / `token_invalid` / `token_login_elsewhere` (auth: the socket closes, code
 * 4401), `bad_frame` (not JSON, unknown type or bad fields), and the ARENA_ERROR_KEYS
 * (`arena_already_queued`, `arena_already_in_match`, `arena_not_in_match`, `arena_item_closed`,
 * `arena_already_answered`, `arena_match_not_found`, `arena_rejoin_expired`). `message` is Japanese.
 */
export const ArenaErrorFrameSchema = z.object({
  type: z.literal("error"),
  error_key: z.string(),
  message: z.string(),
});

/** Any server frame (discriminated on `type`). */
export const ArenaServerFrameSchema = z.discriminatedUnion("type", [
  ArenaQueuedFrameSchema,
  ArenaCancelledFrameSchema,
  ArenaMatchedFrameSchema,
  ArenaItemFrameSchema,
  ArenaAnswerResultFrameSchema,
  ArenaItemEndFrameSchema,
  ArenaOpponentLeftFrameSchema,
  ArenaOpponentBackFrameSchema,
  ArenaResumedFrameSchema,
  ArenaFinishedFrameSchema,
  ArenaErrorFrameSchema,
]);
export type ArenaServerFrame = z.infer<typeof ArenaServerFrameSchema>;
/** A server frame of one type. */
export type ArenaServerFrameOf<T extends ArenaServerFrame["type"]> = Extract<ArenaServerFrame, { type: T }>;

/** The socket's path. */
export const ARENA_WS_PATH = "/v3/arena/ws";
