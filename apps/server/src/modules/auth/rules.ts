import { LIMITS, PASSWORD_PATTERN } from "@hibiki/contracts";
import { type AppError, BadRequest } from "../../errors.ts";

/** Japanese messages of the §5 validation rules, by error key. */
export const AUTH_RULE_MESSAGES = {
  login_required_both: "アカウントIDとパスワードを入力してください。",
  login_required_account: "ユーザーIDまたはメールアドレスを入力してください。",
  login_required_password: "パスワードを入力してください。",
  login_wrong_credentials: "アカウントIDまたはパスワードが正しくありません。",
  password_old_required: "現在のパスワードを入力してください。",
  password_new_required: "新しいパスワードを入力してください。",
  password_min_length: `新しいパスワードは${LIMITS.passwordMin}文字以上で入力してください。`,
  // the length check before this one already asks for 6, so this message states the same 6 to 10
  password_alnum_5_10: `パスワードは${LIMITS.passwordMin}〜${LIMITS.passwordMax}文字の半角英数字で入力してください。`,
  password_confirm_required: "確認のため、新しいパスワードをもう一度入力してください。",
  password_confirm_mismatch: "新しいパスワードと確認用パスワードが一致しません。",
  password_same_as_old: "新しいパスワードは現在のパスワードと異なるものを設定してください。",
  password_old_wrong: "現在のパスワードが正しくありません。",
  reset_code_invalid: "認証コードが正しくないか、有効期限が切れています。もう一度コードを送信してください。",
} as const;

const fail = (key: keyof typeof AUTH_RULE_MESSAGES, field: string): AppError =>
  BadRequest(key, AUTH_RULE_MESSAGES[key], { [field]: AUTH_RULE_MESSAGES[key] });

/**
 * The §5 login rule: which of account and password is missing.
 * @returns the 400 error to throw, or null when both are present
 */
export function loginInputError(account: string, password: string): AppError | null {
  if (!account && !password) return fail("login_required_both", "account");
  if (!account) return fail("login_required_account", "account");
  if (!password) return fail("login_required_password", "password");
  return null;
}

/**
 * The §5 rules for a new password (required, at least 6, half-width alphanumerics up to 10, re-entered
 * identically). The "differs from the old one" rule is checked by the caller that knows the old one.
 * @returns the first failing rule as a 400 error, or null
 */
export function newPasswordError(next: string, confirm: string): AppError | null {
  if (!next) return fail("password_new_required", "new_password");
  if (next.length < LIMITS.passwordMin) return fail("password_min_length", "new_password");
  if (!PASSWORD_PATTERN.test(next)) return fail("password_alnum_5_10", "new_password");
  if (!confirm) return fail("password_confirm_required", "confirm_password");
  if (confirm !== next) return fail("password_confirm_mismatch", "confirm_password");
  return null;
}

/**
 * The §5 rules for a password change, in the order the form shows them.
 * @returns the first failing rule as a 400 error, or null
 */
export function changePasswordError(old: string, next: string, confirm: string): AppError | null {
  if (!old) return fail("password_old_required", "old_password");
  const err = newPasswordError(next, confirm);
  if (err) return err;
  if (next === old) return fail("password_same_as_old", "new_password");
  return null;
}

/** @returns the 400 for wrong credentials (same answer for unknown account and wrong password) */
export const wrongCredentials = (): AppError =>
  BadRequest("login_wrong_credentials", AUTH_RULE_MESSAGES.login_wrong_credentials);
/** @returns the 400 for a wrong current password */
export const oldPasswordWrong = (): AppError => fail("password_old_wrong", "old_password");
/** @returns the 400 for a wrong, used, expired or exhausted reset code */
export const resetCodeInvalid = (): AppError => fail("reset_code_invalid", "code");

/**
 * Masks an e-mail for display: keeps the first character of the local part and the domain.
 * @returns e.g. "s***@example.com"
 */
export function maskEmail(email: string): string {
  const at = email.indexOf("@");
  if (at <= 0) return "***";
  return `${email[0]}***${email.slice(at)}`;
}
