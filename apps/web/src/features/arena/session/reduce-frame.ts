import type { ArenaServerFrame } from "@hibiki/contracts";
import type { ArenaItemState, ArenaState } from "./types.ts";

/** Error keys after which the flow cannot go on (the page offers a way back). */
const FATAL_KEYS = new Set([
  "token_missing",
  "token_invalid",
  "token_login_elsewhere",
  "forbidden",
  "arena_already_queued",
  "arena_already_in_match",
  "arena_rejoin_expired",
  "arena_match_not_found",
]);

/** @returns the item with `patch`, when the frame is about the open item */
function patchItem(
  item: ArenaItemState | null,
  index: number,
  patch: Partial<ArenaItemState>,
): ArenaItemState | null {
  if (!item || item.frame.item_index !== index) return item;
  return { ...item, ...patch };
}

/**
 * The arena's state after one server frame (pure: the socket handling lives in ArenaSession).
 * @param s - the state before
 * @param f - the frame, already validated
 * @param now - the client clock (ms)
 * @returns the state after
 */
export function reduceFrame(s: ArenaState, f: ArenaServerFrame, now: number): ArenaState {
  switch (f.type) {
    case "queued":
      return {
        ...s,
        phase: "queued",
        arenaType: f.arena_type,
        queuedAt: s.queuedAt ?? now,
        botAfterMs: f.bot_after_ms,
        error: null,
      };
    case "cancelled":
      return { ...s, phase: "idle", queuedAt: null, botAfterMs: null };
    case "matched":
    case "resumed": {
      const match = {
        match_id: f.match_id,
        arena_type: f.arena_type,
        opponent: f.opponent,
        my_nickname: f.my_nickname,
        item_count: f.item_count,
        startsAt: f.type === "matched" ? now + f.starts_in_ms : (s.match?.startsAt ?? now),
      };
      if (f.type === "matched")
        return {
          ...s,
          phase: "matched",
          arenaType: f.arena_type,
          match,
          item: null,
          myScore: 0,
          opponentScore: 0,
          finished: null,
          error: null,
        };
      // after a rejoin the server did not get an answer sent while the socket was down: answer again
      const item =
        s.item && s.item.frame.item_index === f.item_index && !f.answered
          ? { ...s.item, myChoice: null, mine: null }
          : s.item;
      return {
        ...s,
        phase: "playing",
        item,
        connection: "open",
        arenaType: f.arena_type,
        match,
        myScore: f.my_score,
        opponentScore: f.opponent_score,
        notice: "reconnected",
        failure: null,
      };
    }
    case "item": {
      const same = s.item && s.item.frame.item_index === f.item_index ? s.item : null;
      return {
        ...s,
        phase: "playing",
        item: {
          frame: f,
          receivedAt: now,
          myChoice: same?.myChoice ?? null,
          mine: same?.mine ?? null,
          theirs: same?.theirs ?? null,
          correctIndex: null,
          opponentChoice: null,
          spokenText: null,
          closed: false,
        },
        error: null,
      };
    }
    case "answer_result": {
      const mark = { correct: f.correct, points: f.points };
      const key = f.player === "me" ? "mine" : "theirs";
      const patch: Partial<ArenaItemState> = { [key]: mark };
      if (f.correct_index !== undefined) patch.correctIndex = f.correct_index;
      return {
        ...s,
        item: patchItem(s.item, f.item_index, patch),
        myScore: f.my_score,
        opponentScore: f.opponent_score,
      };
    }
    case "item_end":
      return {
        ...s,
        item: patchItem(s.item, f.item_index, {
          closed: true,
          correctIndex: f.correct_index,
          myChoice: f.my_choice,
          opponentChoice: f.opponent_choice,
          spokenText: f.audio_text ?? null,
        }),
        myScore: f.my_score,
        opponentScore: f.opponent_score,
      };
    case "opponent_left":
      return { ...s, opponentAway: { since: now, graceMs: f.grace_ms }, notice: null };
    case "opponent_back":
      return { ...s, opponentAway: null, notice: "opponent_back" };
    case "finished":
      return {
        ...s,
        phase: "finished",
        finished: f,
        myScore: f.my_score,
        opponentScore: f.opponent_score,
        opponentAway: null,
      };
    case "error": {
      const error = { key: f.error_key, message: f.message };
      if (!FATAL_KEYS.has(f.error_key)) return { ...s, error };
      return { ...s, phase: "failed", failure: "refused", error };
    }
  }
}
