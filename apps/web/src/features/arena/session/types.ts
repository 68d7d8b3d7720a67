import type { ArenaOpponent, ArenaServerFrameOf, ArenaType } from "@hibiki/contracts";

/** Where the student is in the arena flow. */
export type ArenaPhase = "idle" | "connecting" | "queued" | "matched" | "playing" | "finished" | "failed";

/** The socket: none yet, opening, open, dropped mid-match and coming back, closed. */
export type ArenaConnection = "none" | "connecting" | "open" | "reconnecting" | "closed";

/** Why the flow stopped (the page shows a message and a way back). */
export type ArenaFailure =
  /** the socket could not be opened or did not answer */
  | "socket_failed"
  /** the socket dropped and could not come back in time */
  | "connection_lost"
  /** the server refused (auth, already queued, rejoin expired …): see `error` */
  | "refused";

/** One player's checked answer to the open item. */
export type ArenaAnswerMark = { correct: boolean; points: number };

/** The open (or just closed) item with both answers as they arrive. */
export type ArenaItemState = {
  frame: ArenaServerFrameOf<"item">;
  /** client clock (ms) when the frame arrived: the countdown runs from here for `remaining_ms` */
  receivedAt: number;
  /** the choice sent, before or after its result */
  myChoice: number | null;
  mine: ArenaAnswerMark | null;
  theirs: ArenaAnswerMark | null;
  /** set when the item closed */
  correctIndex: number | null;
  opponentChoice: number | null;
  /** listening: the spoken sentence, shown once the item closed */
  spokenText: string | null;
  closed: boolean;
};

/** The match once paired. */
export type ArenaMatchInfo = {
  match_id: number;
  arena_type: ArenaType;
  opponent: ArenaOpponent;
  my_nickname: string;
  item_count: number;
  /** client clock (ms) of the start */
  startsAt: number;
};

/** Everything the arena screens read. */
export type ArenaState = {
  phase: ArenaPhase;
  connection: ArenaConnection;
  arenaType: ArenaType | null;
  /** client clock (ms) when the student joined the queue */
  queuedAt: number | null;
  botAfterMs: number | null;
  match: ArenaMatchInfo | null;
  item: ArenaItemState | null;
  myScore: number;
  opponentScore: number;
  /** the opponent dropped: client clock of the drop and the grace they have */
  opponentAway: { since: number; graceMs: number } | null;
  /** a short-lived note: the opponent is back, or we are back */
  notice: "opponent_back" | "reconnected" | null;
  finished: ArenaServerFrameOf<"finished"> | null;
  failure: ArenaFailure | null;
  /** the server's last error frame (a refusal, or a late answer) */
  error: { key: string; message: string } | null;
};

/** The state before anything happened. */
export const INITIAL_ARENA_STATE: ArenaState = {
  phase: "idle",
  connection: "none",
  arenaType: null,
  queuedAt: null,
  botAfterMs: null,
  match: null,
  item: null,
  myScore: 0,
  opponentScore: 0,
  opponentAway: null,
  notice: null,
  finished: null,
  failure: null,
  error: null,
};
