import type { Queryable } from "../db/client.ts";

/**
 * Whether a signed speech or TTS URL still belongs to a live sign-in: the session it was signed for is
 * the student's and not revoked (logout, password change, login elsewhere). URLs signed without a
 * session are refused, so no URL outlives the sign-in it was issued to.
 * @param db - connection
 * @param studentId - the URL's student_id
 * @param sessionId - the URL's signed session id
 * @returns true when the session is active
 */
export async function speechUrlSessionActive(
  db: Queryable,
  studentId: string,
  sessionId: string | undefined,
): Promise<boolean> {
  if (!sessionId || !/^\d{1,12}$/.test(sessionId) || !/^\d{1,12}$/.test(studentId)) return false;
  const row = await db.one<{ ok: number }>(
    `SELECT 1 AS ok FROM sessions
     WHERE id = $1 AND account_kind = 'student' AND account_id = $2 AND revoked_at IS NULL`,
    [Number(sessionId), Number(studentId)],
  );
  return row !== undefined;
}
