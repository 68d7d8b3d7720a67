import type { Queryable } from "../../db/client.ts";
import type { AccountKind, RevokedReason } from "../../db/sessions.ts";

/** A session row with the study card state of a student account (null columns for teachers). */
export type SessionRow = {
  session_id: number;
  account_kind: AccountKind;
  account_id: number;
  school_id: number;
  revoked_reason: RevokedReason | null;
  revoked: boolean;
  role: "teacher" | "admin" | null;
  card_id: string | null;
  card_active_status: number | null;
  card_activated_at: Date | null;
  card_expires_at: Date | null;
  card_is_expired: boolean | null;
};

/**
 * Finds the session of a token hash, with the account's current card (students) or role (teachers).
 * The SQL is the function hibiki_session_by_token (migration 20261122181500), whose plan stays cached.
 * @param db - connection
 * @param tokenHash - SHA-256 of the bearer token
 * @returns the row, or undefined when no session ever had this token
 */
export function findSessionByTokenHash(db: Queryable, tokenHash: string): Promise<SessionRow | undefined> {
  return db.one<SessionRow>("SELECT * FROM hibiki_session_by_token($1)", [tokenHash]);
}

/** The table of each account kind (a fixed map: never built from input). */
const ACCOUNT_TABLE: Record<AccountKind, string> = { student: "students", teacher: "teachers" };

/**
 * Starts a session and revokes the account's other active ones as "login elsewhere" (one token per account).
 * The account row is locked first (FOR NO KEY UPDATE, so rows referring to it are not held up): parallel
 * logins of one account then run one after the other, and each revokes the session the previous one made.
 * @param db - a transaction (the lock lasts until it ends)
 * @returns the new session id
 */
export async function createSession(
  db: Queryable,
  s: { tokenHash: string; kind: AccountKind; accountId: number; schoolId: number },
): Promise<number> {
  await db.query(`SELECT id FROM ${ACCOUNT_TABLE[s.kind]} WHERE id = $1 FOR NO KEY UPDATE`, [s.accountId]);
  await db.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = 'login_elsewhere'
     WHERE account_kind = $1 AND account_id = $2 AND revoked_at IS NULL`,
    [s.kind, s.accountId],
  );
  const row = await db.one<{ id: number }>(
    `INSERT INTO sessions (token_hash, account_kind, account_id, school_id) VALUES ($1, $2, $3, $4) RETURNING id`,
    [s.tokenHash, s.kind, s.accountId, s.schoolId],
  );
  return row!.id;
}

/**
 * Ends one session.
 * @param db - connection
 * @param sessionId - the session
 * @param reason - recorded so the old token's 401 can say why
 */
export async function revokeSession(db: Queryable, sessionId: number, reason: RevokedReason): Promise<void> {
  await db.query(
    "UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL",
    [sessionId, reason],
  );
}

/**
 * Ends every active session of an account except one (e.g. after a password change).
 * @param exceptSessionId - session to keep, or null to end them all
 */
export async function revokeOtherSessions(
  db: Queryable,
  kind: AccountKind,
  accountId: number,
  exceptSessionId: number | null,
  reason: RevokedReason,
): Promise<void> {
  await db.query(
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $4
     WHERE account_kind = $1 AND account_id = $2 AND revoked_at IS NULL AND id IS DISTINCT FROM $3`,
    [kind, accountId, exceptSessionId, reason],
  );
}
