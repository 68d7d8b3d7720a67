import type { Queryable } from "../../db/client.ts";

/** The columns login and password flows need. */
export type AccountRow = {
  id: number;
  school_id: number;
  username: string;
  password_hash: string;
  email: string;
  email_verified: boolean;
};

export type StudentLoginRow = AccountRow & { is_college_student: number; deactivated_at: Date | null };
export type TeacherLoginRow = AccountRow;

/**
 * Finds a student by account ID, or by verified e-mail (case-insensitive).
 * @returns the student, or undefined
 */
export function findStudentByAccount(db: Queryable, account: string): Promise<StudentLoginRow | undefined> {
  return db.one<StudentLoginRow>(
    `SELECT id, school_id, username, password_hash, email, email_verified, is_college_student, deactivated_at
     FROM students
     WHERE username = $1 OR (email_verified AND lower(email) = lower($1))
     ORDER BY (username = $1) DESC LIMIT 1`,
    [account],
  );
}

/** @returns the teacher with this account ID, or undefined */
export function findTeacherByAccount(db: Queryable, account: string): Promise<TeacherLoginRow | undefined> {
  return db.one<TeacherLoginRow>(
    `SELECT id, school_id, username, password_hash, email, (email <> '') AS email_verified
     FROM teachers WHERE username = $1`,
    [account],
  );
}

/** @returns the password hash of a student of this school, or undefined */
export async function studentPasswordHash(db: Queryable, studentId: number, schoolId: number) {
  const row = await db.one<{ password_hash: string }>(
    "SELECT password_hash FROM students WHERE id = $1 AND school_id = $2",
    [studentId, schoolId],
  );
  return row?.password_hash;
}

/** Stores a new password hash; the password-change tip is no longer needed. */
export async function setStudentPassword(db: Queryable, studentId: number, schoolId: number, hash: string) {
  await db.query(
    `UPDATE students SET password_hash = $3, password_changed_at = now(), change_password_remind = 0
     WHERE id = $1 AND school_id = $2`,
    [studentId, schoolId, hash],
  );
}

/** Replaces any open reset code of the student with a new one. */
export async function createResetCode(
  db: Queryable,
  c: { studentId: number; schoolId: number; codeHash: string; ttlMinutes: number },
): Promise<void> {
  await db.query(
    "UPDATE password_reset_codes SET used_at = now() WHERE student_id = $1 AND used_at IS NULL",
    [c.studentId],
  );
  await db.query(
    `INSERT INTO password_reset_codes (school_id, student_id, code_hash, expires_at)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
    [c.schoolId, c.studentId, c.codeHash, c.ttlMinutes],
  );
}

export type ResetCodeRow = { id: number; code_hash: string; attempts: number };

/** @returns the student's open, unexpired reset code (locked for update), or undefined */
export function openResetCode(db: Queryable, studentId: number): Promise<ResetCodeRow | undefined> {
  return db.one<ResetCodeRow>(
    `SELECT id, code_hash, attempts FROM password_reset_codes
     WHERE student_id = $1 AND used_at IS NULL AND expires_at > now()
     ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [studentId],
  );
}

/** Counts a wrong try; the code is closed once attempts reach the limit. */
export async function countResetAttempt(db: Queryable, id: number, maxAttempts: number): Promise<void> {
  await db.query(
    `UPDATE password_reset_codes SET attempts = attempts + 1,
       used_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE used_at END
     WHERE id = $1`,
    [id, maxAttempts],
  );
}

/** Closes a code after a successful reset. */
export async function useResetCode(db: Queryable, id: number): Promise<void> {
  await db.query("UPDATE password_reset_codes SET used_at = now() WHERE id = $1", [id]);
}
