import type { ChangePasswordBody, LoginBody, StudentLoginData } from "@hibiki/contracts";
import type { Db } from "../../db/client.ts";
import { BadRequest } from "../../errors.ts";
import type { Mailer } from "../../lib/mailer.ts";
import { hashPassword, verifyPassword } from "../../lib/password.ts";
import { newNumericCode, newToken, sha256 } from "../../lib/tokens.ts";
import { type Caller, callerFromToken, type StudentCaller } from "../../plugins/auth.ts";
import { accountKey, type Gate } from "../../plugins/login-guard.ts";
import * as repo from "./repository.ts";
import {
  changePasswordError,
  loginInputError,
  maskEmail,
  newPasswordError,
  oldPasswordWrong,
  resetCodeInvalid,
  wrongCredentials,
} from "./rules.ts";
import { sessionsChanged } from "./session-cache.ts";
import { createSession, revokeOtherSessions, revokeSession } from "./session-repository.ts";

/** Minutes a reset code stays valid, and wrong tries allowed before it is closed. */
export const RESET_CODE_TTL_MINUTES = 15;
export const RESET_CODE_MAX_ATTEMPTS = 5;

async function startSession(db: Db, kind: "student" | "teacher", accountId: number, schoolId: number) {
  const token = newToken();
  await db.transaction((tx) => createSession(tx, { tokenHash: sha256(token), kind, accountId, schoolId }));
  // The account's earlier session ended (login elsewhere): every process forgets it before we answer.
  await sessionsChanged(db, { kind, accountId });
  return token;
}

/**
 * Signs a student in; any earlier session of the account ends as "login elsewhere".
 * @param gate - counts the attempt on the account (name and e-mail resolve to one), its IP and globally
 * @returns the login data with the new token
 * @throws 400 with the §5 key for missing input or wrong credentials, account_deactivated for a student
 *   the school deactivated (only after the right password, so it reveals nothing); 429 login_rate_limited
 */
export async function loginStudent(db: Db, input: LoginBody, gate: Gate): Promise<StudentLoginData> {
  const err = loginInputError(input.account, input.password);
  if (err) throw err;
  const student = await repo.findStudentByAccount(db, input.account);
  const attempt = await gate(accountKey("student", student?.id, input.account));
  if (!(await verifyPassword(student?.password_hash, input.password)) || !student) {
    await attempt.failed();
    throw wrongCredentials();
  }
  await attempt.succeeded();
  if (student.deactivated_at) {
    throw BadRequest(
      "account_deactivated",
      "このアカウントは利用を停止しています。続けて使うときは先生に相談してください。",
    );
  }
  const token = await startSession(db, "student", student.id, student.school_id);
  return {
    token,
    id: student.id,
    username: student.username,
    is_college_student: student.is_college_student === 1 ? 1 : 0,
  };
}

/**
 * Signs a teacher in (one session per account, like students).
 * @param gate - counts the attempt (see loginStudent)
 * @returns token, id and username
 * @throws 400 for missing input or wrong credentials; 429 login_rate_limited
 */
export async function loginTeacher(db: Db, input: LoginBody, gate: Gate) {
  const err = loginInputError(input.account, input.password);
  if (err) throw err;
  const teacher = await repo.findTeacherByAccount(db, input.account);
  const attempt = await gate(accountKey("teacher", teacher?.id, input.account));
  if (!(await verifyPassword(teacher?.password_hash, input.password)) || !teacher) {
    await attempt.failed();
    throw wrongCredentials();
  }
  await attempt.succeeded();
  const token = await startSession(db, "teacher", teacher.id, teacher.school_id);
  return { token, id: teacher.id, username: teacher.username };
}

/** Ends the caller's session; the token then answers 401 token_invalid. */
export async function logout(db: Db, caller: Caller): Promise<null> {
  await revokeSession(db, caller.sessionId, "logout");
  await sessionsChanged(db, { kind: caller.kind, accountId: caller.id });
  return null;
}

/**
 * Tells whether a student token is still the account's active session.
 * @returns `{ valid: 1 }` or `{ valid: 0 }`
 */
export async function checkToken(db: Db, token: string | undefined): Promise<{ valid: 0 | 1 }> {
  if (!token) return { valid: 0 };
  const caller = await callerFromToken(db, token);
  return { valid: "error" in caller || caller.kind !== "student" ? 0 : 1 };
}

/**
 * Changes the student's password (§5 rules); every other session of the account ends, this one stays.
 * @param gate - counts the old-password check on the account (the same counter as its logins) and IP
 * @returns the caller's (still valid) token
 * @throws 400 with the first failing rule, or password_old_wrong; 429 rate_limited
 */
export async function changePassword(db: Db, caller: StudentCaller, body: ChangePasswordBody, gate: Gate) {
  const err = changePasswordError(body.old_password, body.new_password, body.confirm_password);
  if (err) throw err;
  const attempt = await gate(accountKey("student", caller.id, ""));
  const stored = await repo.studentPasswordHash(db, caller.id, caller.schoolId);
  if (!(await verifyPassword(stored, body.old_password))) {
    await attempt.failed();
    throw oldPasswordWrong();
  }
  await attempt.succeeded();
  const hash = await hashPassword(body.new_password);
  await db.transaction(async (tx) => {
    await repo.setStudentPassword(tx, caller.id, caller.schoolId, hash);
    await revokeOtherSessions(tx, "student", caller.id, caller.sessionId, "password_changed");
  });
  await sessionsChanged(db, { kind: "student", accountId: caller.id });
  return { token: caller.token };
}

/**
 * Starts a password reset. School-issued accounts (no verified e-mail), and unknown accounts so that
 * account IDs cannot be probed, are told to ask their teacher; accounts with a verified e-mail get a
 * 6-digit one-time code by mail.
 * @param gate - counts every request per account and IP (each may send a mail)
 * @returns how the reset continues
 * @throws 429 rate_limited
 */
export async function forgotPassword(db: Db, mailer: Mailer, account: string, gate: Gate) {
  const student = await repo.findStudentByAccount(db, account);
  await gate(accountKey("student", student?.id, account));
  if (!student?.email_verified || !student.email) return { method: "ask_teacher" as const };
  const code = newNumericCode();
  await db.transaction((tx) =>
    repo.createResetCode(tx, {
      studentId: student.id,
      schoolId: student.school_id,
      codeHash: sha256(`${student.id}:${code}`),
      ttlMinutes: RESET_CODE_TTL_MINUTES,
    }),
  );
  await mailer.send({
    to: student.email,
    subject: "【Hibiki】パスワード再設定の認証コード",
    text: `認証コード: ${code}\n\nこのコードは${RESET_CODE_TTL_MINUTES}分間有効です。心当たりがない場合は、このメールを破棄してください。`,
  });
  return { method: "email" as const, masked_email: maskEmail(student.email) };
}

/**
 * Sets a new password with a one-time code; every session of the account ends.
 * @param gate - counts the code check per account and IP
 * @throws 400 reset_code_invalid (wrong, expired, used or too many tries) or a §5 password rule; 429
 */
export async function resetPassword(
  db: Db,
  body: { account: string; code: string; new_password: string; confirm_password: string },
  gate: Gate,
): Promise<null> {
  const err = newPasswordError(body.new_password, body.confirm_password);
  if (err) throw err;
  const student = await repo.findStudentByAccount(db, body.account);
  const attempt = await gate(accountKey("student", student?.id, body.account));
  if (!student?.email_verified) {
    await attempt.failed();
    throw resetCodeInvalid();
  }
  const hash = await hashPassword(body.new_password);
  const ok = await db.transaction(async (tx) => {
    const open = await repo.openResetCode(tx, student.id);
    if (!open) return false;
    if (open.code_hash !== sha256(`${student.id}:${body.code}`)) {
      await repo.countResetAttempt(tx, open.id, RESET_CODE_MAX_ATTEMPTS);
      return false;
    }
    await repo.useResetCode(tx, open.id);
    await repo.setStudentPassword(tx, student.id, student.school_id, hash);
    await revokeOtherSessions(tx, "student", student.id, null, "password_changed");
    return true;
  });
  if (ok) await sessionsChanged(db, { kind: "student", accountId: student.id });
  if (!ok) {
    await attempt.failed();
    throw resetCodeInvalid();
  }
  await attempt.succeeded();
  return null;
}
