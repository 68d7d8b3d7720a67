/**
 * The live class's websocket client, shared by the student's /live and the teacher's console: it opens
 * /v3/live/ws, sends the bearer token as the first frame (browsers cannot set headers on a websocket and a
 * token never goes in a URL), then the caller's first frames (join / open), and hands every parsed frame
 * to the caller. When the connection drops it comes back by itself (1, 2, 4, then every 8 s) and sends the
 * first frames again, so the server re-sends the session's state; a closed session (close code 4401: the
 * token ended or the account signed in elsewhere) or close() ends it for good.
 */

/** Where the connection is: the page shows "connecting" / "reconnecting" from it. */
export type LiveSocketState = "connecting" | "open" | "reconnecting" | "closed";

/** The part of the browser's WebSocket the client uses (tests pass a fake). */
export type SocketLike = {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
};

/** Options of {@link openLiveSocket}. */
export type LiveSocketOptions = {
  /** the token sent in the auth frame (read at each connection) */
  token: () => string | null;
  /** frames sent after the auth frame on every (re)connection, e.g. `{ type: "join" }` */
  hello: () => readonly object[];
  /** each parsed frame from the server */
  onFrame: (frame: unknown) => void;
  onState: (state: LiveSocketState) => void;
  /** the socket factory (default: the browser's WebSocket on this host's /v3/live/ws) */
  connect?: () => SocketLike;
  /** waits between reconnections in ms (the last repeats) */
  delays?: readonly number[];
};

/** A running client. */
export type LiveSocket = {
  /** sends a frame now (false when not connected: the caller says so and the student may try again) */
  send: (frame: object) => boolean;
  close: () => void;
};

/** Close code the server uses when the session's token ended (never retried). */
export const CLOSE_AUTH = 4401;
const OPEN = 1;

/** @returns the live socket's URL on the page's own host (ws: or wss: like the page) */
export function liveSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === "https:" ? "wss" : "ws"}://${host}/v3/live/ws`;
}

/**
 * Opens the live socket and keeps it open until close().
 * @param opts - token, first frames, handlers
 * @returns send and close
 */
export function openLiveSocket(opts: LiveSocketOptions): LiveSocket {
  const connect = opts.connect ?? (() => new WebSocket(liveSocketUrl()) as unknown as SocketLike);
  const delays = opts.delays ?? [1000, 2000, 4000, 8000];
  let socket: SocketLike | null = null;
  let stopped = false;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const start = () => {
    if (stopped) return;
    const ws = connect();
    socket = ws;
    ws.onopen = () => {
      ws.send(JSON.stringify({ type: "auth", token: opts.token() ?? "" }));
      for (const f of opts.hello()) ws.send(JSON.stringify(f));
      failures = 0;
      opts.onState("open");
    };
    ws.onmessage = (ev) => {
      if (typeof ev.data !== "string") return;
      let frame: unknown;
      try {
        frame = JSON.parse(ev.data);
      } catch {
        return;
      }
      opts.onFrame(frame);
    };
    ws.onerror = () => undefined;
    ws.onclose = (ev) => {
      if (socket !== ws) return;
      socket = null;
      if (stopped || ev.code === CLOSE_AUTH) {
        stopped = true;
        opts.onState("closed");
        return;
      }
      opts.onState("reconnecting");
      const wait = delays[Math.min(failures, delays.length - 1)] ?? 1000;
      failures++;
      timer = setTimeout(start, wait);
    };
  };

  opts.onState("connecting");
  start();
  return {
    send: (frame) => {
      if (!socket || socket.readyState !== OPEN) return false;
      socket.send(JSON.stringify(frame));
      return true;
    },
    close: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      const ws = socket;
      socket = null;
      ws?.close(1000, "bye");
      opts.onState("closed");
    },
  };
}
