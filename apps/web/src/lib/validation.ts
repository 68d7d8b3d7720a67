import { LIMITS, PASSWORD_PATTERN } from "@hibiki/contracts/limits";

/** A failed rule: the i18n key of its message (the same keys as the server's error_key). */
export type RuleKey =
  | "login_required_both"
  | "login_required_account"
  | "login_required_password"
  | "password_old_required"
  | "password_new_required"
  | "password_min_length"
  | "password_alnum_5_10"
  | "password_confirm_required"
  | "password_confirm_mismatch"
  | "password_same_as_old"
  | "name_required"
  | "name_too_long";

/**
 * Login rules of spec §5.
 * @param account - account ID or e-mail
 * @param password - password
 * @returns the first failed rule, or null
 */
export function validateLogin(account: string, password: string): RuleKey | null {
  const a = account.trim();
  if (!a && !password) return "login_required_both";
  if (!a) return "login_required_account";
  if (!password) return "login_required_password";
  return null;
}

/**
 * Password-change rules of spec §5, in the order a user meets them.
 * @param old - current password ("" skips the old-password checks, as in the e-mail reset)
 * @param next - new password
 * @param confirm - re-entry
 * @param needOld - whether the current password is required
 * @returns the first failed rule, or null
 */
export function validatePasswordChange(
  old: string,
  next: string,
  confirm: string,
  needOld = true,
): RuleKey | null {
  if (needOld && !old) return "password_old_required";
  if (!next) return "password_new_required";
  if (next.length < LIMITS.passwordMin) return "password_min_length";
  if (!PASSWORD_PATTERN.test(next)) return "password_alnum_5_10";
  if (!confirm) return "password_confirm_required";
  if (confirm !== next) return "password_confirm_mismatch";
  if (needOld && next === old) return "password_same_as_old";
  return null;
}

/**
 * Nickname rule: required, at most LIMITS.nicknameMax characters after trimming.
 * @param name - the nickname
 * @returns the failed rule, or null
 */
export function validateNickname(name: string): RuleKey | null {
  const n = name.trim();
  if (!n) return "name_required";
  if ([...n].length > LIMITS.nicknameMax) return "name_too_long";
  return null;
}
