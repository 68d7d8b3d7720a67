import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { AUTH_MESSAGES, type Caller, callerFromToken } from "../plugins/auth.ts";

/** The largest frame a realtime socket takes (bytes); a larger one closes the socket. */
export const MAX_FRAME_BYTES = 16 * 1024;
/** How long a socket may stay open without its auth frame. */
export const AUTH_TIMEOUT_MS = 10_000;
/** How often an open socket's session is checked again (logout or a login elsewhere closes it). */
export const SESSION_RECHECK_MS = 15_000;

/** Close codes: 4401 not signed in (or no longer), 4403 not allowed, 4400 a broken frame. */
export const CLOSE_UNAUTHORISED = 4401;
export const CLOSE_FORBIDDEN = 4403;
export const CLOSE_BAD_FRAME = 4400;

/** A signed-in socket: its caller, and where its frames (parsed JSON) go. */
export type AcceptedSocket<C extends Caller = Caller> = {
  caller: C;
  /** sets the frame handler; frames that arrived before it are handed over first, in order */
  onFrame(handler: (frame: unknown) => void): void;
};

/** Sends a frame as JSON when the socket is open. */
export function sendFrame(socket: WebSocket, frame: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
}

/** Sends `{ type: "error", error_key, message }` and closes the socket. */
export function closeWithError(socket: WebSocket, errorKey: string, message: string, code = 4400): void {
  sendFrame(socket, { type: "error", error_key: errorKey, message });
  if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
    socket.close(code, errorKey);
}

/** Sends `{ type: "error", error_key, message }` and keeps the socket open. */
export function sendError(socket: WebSocket, errorKey: string, message: string): void {
  sendFrame(socket, { type: "error", error_key: errorKey, message });
}

/** @returns the frame as parsed JSON, or an error key */
export function parseFrame(data: unknown, isBinary: boolean): { frame: unknown } | { error: string } {
  if (isBinary) return { error: "bad_frame" };
  const buf = Array.isArray(data) ? Buffer.concat(data as Buffer[]) : Buffer.from(data as ArrayBuffer);
  if (buf.length > MAX_FRAME_BYTES) return { error: "frame_too_large" };
  try {
    return { frame: JSON.parse(buf.toString("utf8")) as unknown };
  } catch {
    return { error: "bad_frame" };
  }
}

const FRAME_MESSAGES: Record<string, string> = {
  bad_frame: "送られたデータを読み取れませんでした。",
  frame_too_large: "送られたデータが大きすぎます。",
};

/** @returns the caller's session is still valid (not logged out, not replaced by a login elsewhere) */
export async function stillSignedIn(app: FastifyInstance, caller: Caller): Promise<true | string> {
  const now = await callerFromToken(app.db, caller.token);
  return "error" in now ? now.error : true;
}

type Kind = Caller["kind"];
type CallerOf<K extends Kind> = Extract<Caller, { kind: K }>;

function tokenOf(frame: unknown): string | null {
  if (typeof frame !== "object" || frame === null) return null;
  const f = frame as { type?: unknown; token?: unknown };
  if (f.type !== "auth" || typeof f.token !== "string") return null;
  return f.token.length > 0 && f.token.length <= 200 ? f.token : null;
}

/**
 * Signs a realtime socket in: its first frame must be `{ type: "auth", token }` (browsers cannot set
 * headers on websockets, and tokens never go in URLs). Frames that arrive while the token is checked are
 * kept and handed to the handler; a broken frame gets an error frame (before sign-in, it closes the
 * socket); the session is checked again every SESSION_RECHECK_MS and the socket closed when it ended.
 * @param kind - the account kind the socket is for; another kind is refused
 * @returns the signed-in socket, or null when it was refused (an error frame was sent and it is closing)
 */
export function acceptSocket<K extends Kind>(
  app: FastifyInstance,
  socket: WebSocket,
  kind: K,
  opts: { authTimeoutMs?: number; recheckMs?: number } = {},
): Promise<AcceptedSocket<CallerOf<K>> | null> {
  return new Promise((resolve) => {
    const pending: unknown[] = [];
    let handler: ((frame: unknown) => void) | undefined;
    let state: "waiting" | "checking" | "open" | "refused" = "waiting";
    let recheck: NodeJS.Timeout | undefined;
    const refuse = (key: string, message: string, code: number) => {
      state = "refused";
      clearTimeout(timeout);
      closeWithError(socket, key, message, code);
      resolve(null);
    };
    const timeout = setTimeout(
      () => refuse("token_missing", AUTH_MESSAGES.token_missing, CLOSE_UNAUTHORISED),
      opts.authTimeoutMs ?? AUTH_TIMEOUT_MS,
    );
    socket.on("close", () => {
      clearTimeout(timeout);
      clearInterval(recheck);
      if (state === "waiting" || state === "checking") {
        state = "refused";
        resolve(null);
      }
    });
    socket.on("message", (data: unknown, isBinary: boolean) => {
      if (state === "refused") return;
      const parsed = parseFrame(data, isBinary);
      if ("error" in parsed) {
        const message = FRAME_MESSAGES[parsed.error] ?? "bad frame";
        if (state !== "open" || parsed.error === "frame_too_large")
          return refuse(parsed.error, message, CLOSE_BAD_FRAME);
        return sendError(socket, parsed.error, message);
      }
      if (state === "waiting") {
        const token = tokenOf(parsed.frame);
        if (!token) return refuse("token_missing", AUTH_MESSAGES.token_missing, CLOSE_UNAUTHORISED);
        state = "checking";
        void check(token);
        return;
      }
      if (state === "checking" || !handler) pending.push(parsed.frame);
      else handler(parsed.frame);
    });
    const check = async (token: string) => {
      let caller: Awaited<ReturnType<typeof callerFromToken>>;
      try {
        caller = await callerFromToken(app.db, token);
      } catch (err) {
        app.log.error({ err }, "realtime socket: the session check failed");
        return refuse(
          "server_error",
          "サーバーで問題が起きました。しばらくしてからもう一度お試しください。",
          1011,
        );
      }
      if (state === "refused") return;
      if ("error" in caller) return refuse(caller.error, AUTH_MESSAGES[caller.error], CLOSE_UNAUTHORISED);
      if (caller.kind !== kind)
        return refuse("token_invalid", AUTH_MESSAGES.token_invalid, CLOSE_UNAUTHORISED);
      if (caller.kind === "student") {
        if (caller.card?.active_status !== 1)
          return refuse("hint_common_no_active", AUTH_MESSAGES.hint_common_no_active, CLOSE_FORBIDDEN);
        if (caller.card.is_expired)
          return refuse("hint_common_expired", AUTH_MESSAGES.hint_common_expired, CLOSE_FORBIDDEN);
      }
      clearTimeout(timeout);
      state = "open";
      const signedIn = caller;
      recheck = setInterval(() => {
        void stillSignedIn(app, signedIn).then(
          (ok) => {
            if (ok !== true && state === "open") {
              const key = ok as keyof typeof AUTH_MESSAGES;
              refuse(key, AUTH_MESSAGES[key] ?? AUTH_MESSAGES.token_invalid, CLOSE_UNAUTHORISED);
            }
          },
          () => undefined,
        );
      }, opts.recheckMs ?? SESSION_RECHECK_MS);
      resolve({
        caller: signedIn as CallerOf<K>,
        onFrame: (h) => {
          handler = h;
          for (const frame of pending.splice(0)) h(frame);
        },
      });
    };
  });
}
