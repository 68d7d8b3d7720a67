import {
  ARENA_GRACE_MS,
  ARENA_WS_PATH,
  type ArenaClientFrame,
  type ArenaServerFrame,
  ArenaServerFrameSchema,
  type ArenaType,
} from "@hibiki/contracts";
import { reduceFrame } from "./reduce-frame.ts";
import { type ArenaState, INITIAL_ARENA_STATE } from "./types.ts";

/** What a session needs from the outside (tests hand in fakes). */
export type ArenaSessionDeps = {
  /** the socket URL (ws(s)://host/v3/arena/ws) */
  url: string;
  /** the bearer token, read when a socket opens */
  token: () => string | null;
  WebSocketImpl: typeof WebSocket;
  now?: () => number;
  /** the socket must answer (`queued` / `resumed`) within this long, else it failed */
  openTimeoutMs?: number;
  /** waits between reconnect attempts after a drop mid-match */
  retryDelaysMs?: readonly number[];
};

const MATCH_KEY = "hibiki.arena.match_id";

/** @returns the match this tab last played and did not see finish (a reload can rejoin it) */
function storedMatchId(): number | null {
  try {
    const v = Number(sessionStorage.getItem(MATCH_KEY));
    return Number.isInteger(v) && v > 0 ? v : null;
  } catch {
    return null;
  }
}

function storeMatchId(id: number | null): void {
  try {
    if (id === null) sessionStorage.removeItem(MATCH_KEY);
    else sessionStorage.setItem(MATCH_KEY, String(id));
  } catch {
    // storage is a nicety here
  }
}

/** Close codes from 4000 are the server's decision (4401 auth, 4403 not allowed): no reconnect then. */
const SERVER_CLOSE_FROM = 4000;
const DEFAULT_RETRY_DELAYS = [250, 1000, 2000, 3000] as const;

/** @returns the socket URL of this page's server */
export function arenaSocketUrl(origin: string = location.origin): string {
  return `${origin.replace(/^http/i, "ws")}${ARENA_WS_PATH}`;
}

/**
 * The arena's one websocket and its state, kept for the whole visit of /arena (type → pkwait →
 * pkansweresult → pkresult) and closed when the student leaves it. `join` opens the socket (auth first,
 * then the join); a drop mid-match reconnects by itself and sends `rejoin` until the grace runs out.
 * Screens read the state through `subscribe` / `getState` (useSyncExternalStore).
 */
export class ArenaSession {
  private state: ArenaState = INITIAL_ARENA_STATE;
  private readonly listeners = new Set<() => void>();
  private socket: WebSocket | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private dropDeadline = 0;
  private attempt = 0;
  private disposed = false;
  private readonly now: () => number;

  /** @param deps - URL, token, socket constructor, clock and timings */
  constructor(private readonly deps: ArenaSessionDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** @returns the current state (a new object on every change) */
  getState = (): ArenaState => this.state;

  /**
   * @param listener - called after every change
   * @returns the unsubscribe
   */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Opens a fresh socket and enters the queue of `type` (any earlier socket is closed first). */
  join(type: ArenaType): void {
    this.shutSocket();
    this.disposed = false;
    this.set({ ...INITIAL_ARENA_STATE, phase: "connecting", connection: "connecting", arenaType: type });
    this.open([{ type: "join", arena_type: type }]);
  }

  /** Leaves the queue (the server answers `cancelled`); the socket is closed too. */
  cancel(): void {
    this.send({ type: "cancel" });
    this.shutSocket();
    this.set({ ...INITIAL_ARENA_STATE });
  }

  /** Answers the open item once; later presses are ignored. */
  answer(choice: number): void {
    const { item, match } = this.state;
    if (!item || !match || item.closed || item.myChoice !== null) return;
    this.set({ ...this.state, item: { ...item, myChoice: choice } });
    this.send({
      type: "answer",
      match_id: match.match_id,
      item_index: item.frame.item_index,
      choice_index: choice,
    });
  }

  /** Clears a short note (the opponent is back, we are back). */
  clearNotice(): void {
    if (this.state.notice) this.set({ ...this.state, notice: null });
  }

  /** Closes the socket for good (leaving the arena); timers stop. */
  close(): void {
    this.disposed = true;
    this.shutSocket();
    if (this.state.connection !== "none") this.set({ ...this.state, connection: "closed" });
  }

  private set(next: ArenaState): void {
    this.state = next;
    for (const l of this.listeners) l();
  }

  private send(frame: ArenaClientFrame): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(frame));
  }

  private shutSocket(): void {
    clearTimeout(this.timer);
    const s = this.socket;
    this.socket = null;
    if (!s) return;
    s.onopen = s.onmessage = s.onclose = s.onerror = null;
    if (s.readyState <= 1) s.close(1000, "leaving");
  }

  /** Opens a socket, sends auth and then `then`; the socket must answer within the open timeout. */
  private open(then: ArenaClientFrame[]): void {
    let socket: WebSocket;
    try {
      socket = new this.deps.WebSocketImpl(this.deps.url);
    } catch {
      this.lost();
      return;
    }
    this.socket = socket;
    let answered = false;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      if (!answered && this.socket === socket) {
        this.shutSocket();
        this.lost();
      }
    }, this.deps.openTimeoutMs ?? 10_000);
    socket.onopen = () => {
      socket.send(JSON.stringify({ type: "auth", token: this.deps.token() ?? "" }));
      for (const f of then) socket.send(JSON.stringify(f));
    };
    socket.onmessage = (ev: MessageEvent) => {
      let raw: unknown;
      try {
        raw = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      const parsed = ArenaServerFrameSchema.safeParse(raw);
      if (!parsed.success) return;
      if (!answered) {
        answered = true;
        clearTimeout(this.timer);
      }
      this.onFrame(parsed.data);
    };
    socket.onclose = (ev: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearTimeout(this.timer);
      if (ev.code >= SERVER_CLOSE_FROM) {
        if (this.state.phase !== "failed") this.set({ ...this.state, phase: "failed", failure: "refused" });
        this.set({ ...this.state, connection: "closed" });
        return;
      }
      this.lost();
    };
  }

  private onFrame(f: ArenaServerFrame): void {
    // A reload mid-match: the server still holds the match for the grace; go back into it.
    const stored = storedMatchId();
    if (f.type === "error" && f.error_key === "arena_already_in_match" && stored) {
      this.send({ type: "rejoin", match_id: stored });
      return;
    }
    if (f.type === "matched") storeMatchId(f.match_id);
    if (f.type === "finished" || (f.type === "error" && f.error_key === "arena_rejoin_expired"))
      storeMatchId(null);
    this.set(reduceFrame(this.state, f, this.now()));
    if (f.type === "resumed") this.attempt = 0;
    if (this.state.phase === "queued" || this.state.phase === "matched" || this.state.phase === "playing")
      if (this.state.connection !== "open") this.set({ ...this.state, connection: "open" });
    if (f.type === "finished") {
      this.shutSocket();
      this.set({ ...this.state, connection: "closed" });
    }
  }

  /** The socket failed or dropped: reconnect mid-match (within the grace), else stop with a message. */
  private lost(): void {
    if (this.disposed) return;
    const { phase, match } = this.state;
    const midMatch = (phase === "matched" || phase === "playing") && match;
    if (!midMatch) {
      if (phase === "finished" || phase === "failed" || phase === "idle") return;
      this.set({
        ...this.state,
        phase: "failed",
        connection: "closed",
        failure: phase === "connecting" ? "socket_failed" : "connection_lost",
      });
      return;
    }
    if (this.state.connection !== "reconnecting") {
      this.dropDeadline = this.now() + ARENA_GRACE_MS;
      this.attempt = 0;
      this.set({ ...this.state, connection: "reconnecting", notice: null });
    }
    if (this.now() >= this.dropDeadline) {
      this.set({ ...this.state, phase: "failed", connection: "closed", failure: "connection_lost" });
      return;
    }
    const delays = this.deps.retryDelaysMs ?? DEFAULT_RETRY_DELAYS;
    const wait = delays[Math.min(this.attempt, delays.length - 1)] ?? 1000;
    this.attempt++;
    this.timer = setTimeout(() => {
      if (!this.disposed) this.open([{ type: "rejoin", match_id: match.match_id }]);
    }, wait);
  }
}
