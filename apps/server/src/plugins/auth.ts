import type { CurCard } from "@hibiki/contracts";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client.ts";
import { Forbidden, Unauthorized } from "../errors.ts";
import { sha256 } from "../lib/tokens.ts";
import { sessionCacheOf } from "../modules/auth/session-cache.ts";
import { findSessionByTokenHash, type SessionRow } from "../modules/auth/session-repository.ts";

/** A signed-in student, with the current study card (null when none was issued). */
export type StudentCaller = {
  kind: "student";
  id: number;
  schoolId: number;
  sessionId: number;
  token: string;
  card: CurCard;
};

/** A signed-in teacher or school administrator. */
export type TeacherCaller = {
  kind: "teacher";
  id: number;
  schoolId: number;
  sessionId: number;
  token: string;
  role: "teacher" | "admin";
};

export type Caller = StudentCaller | TeacherCaller;

/** Messages of the auth errors (spec §4 and §8). */
export const AUTH_MESSAGES = {
  token_missing: "ログインしてください。",
  token_invalid: "ログインの有効期限が切れました。もう一度ログインしてください。",
  token_login_elsewhere: "他の端末でログインされたため、ログアウトしました。",
  hint_common_no_active: "学習カードが有効化されていません。有効化してからご利用ください。",
  hint_common_expired: "学習カードの有効期限が切れています。先生に相談してください。",
} as const;

/**
 * Reads the bearer token of a request.
 * @returns the token, or undefined when the header is absent or malformed
 */
export function bearerToken(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S{1,200})$/i.exec(h.trim());
  return m?.[1];
}

function cardOf(row: SessionRow): CurCard {
  if (row.card_id === null) return null;
  return {
    card_id: row.card_id,
    active_status: row.card_active_status === 1 ? 1 : 0,
    // Cached rows live no longer than their card stays unexpired (session-cache.ts), so the flag holds.
    is_expired: row.card_is_expired ? 1 : 0,
    activated_at: row.card_activated_at?.toISOString() ?? null,
    expires_at: row.card_expires_at?.toISOString() ?? null,
  };
}

/**
 * Turns a token into the caller it belongs to. Valid sessions are reused from the session cache
 * (modules/auth/session-cache.ts) for a few seconds; every change to them invalidates it at once.
 * @param db - database
 * @param token - raw bearer token
 * @returns the caller, or the 401 error key explaining why not
 */
export async function callerFromToken(
  db: Db,
  token: string,
): Promise<Caller | { error: "token_invalid" | "token_login_elsewhere" }> {
  const hash = sha256(token);
  const row = await sessionCacheOf(db).get(hash, () => findSessionByTokenHash(db, hash));
  if (!row) return { error: "token_invalid" };
  if (row.revoked)
    return { error: row.revoked_reason === "login_elsewhere" ? "token_login_elsewhere" : "token_invalid" };
  const base = { id: row.account_id, schoolId: row.school_id, sessionId: row.session_id, token };
  if (row.account_kind === "teacher") return { kind: "teacher", ...base, role: row.role ?? "teacher" };
  return { kind: "student", ...base, card: cardOf(row) };
}

/**
 * Authenticates a request for a call that needs an account of the given kind.
 * @param opts.allowInactiveCard - students: let the call through before activation or after expiry
 * @returns the caller
 * @throws 401 (missing, invalid, replaced token or wrong account kind), 403 (card not active / expired)
 */
export async function authenticate(
  db: Db,
  req: FastifyRequest,
  kind: "student" | "teacher",
  opts: { allowInactiveCard?: boolean | undefined } = {},
): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) throw Unauthorized("token_missing", AUTH_MESSAGES.token_missing);
  const caller = await callerFromToken(db, token);
  if ("error" in caller) throw Unauthorized(caller.error, AUTH_MESSAGES[caller.error]);
  if (caller.kind !== kind) throw Unauthorized("token_invalid", AUTH_MESSAGES.token_invalid);
  if (caller.kind === "student" && !opts.allowInactiveCard) {
    const card = caller.card;
    if (card?.active_status !== 1)
      throw Forbidden("hint_common_no_active", AUTH_MESSAGES.hint_common_no_active);
    if (card.is_expired) throw Forbidden("hint_common_expired", AUTH_MESSAGES.hint_common_expired);
  }
  return caller;
}
