/** Why a session ended: decides whether the old token gets token_login_elsewhere or token_invalid. */
export type RevokedReason = "login_elsewhere" | "logout" | "password_changed" | "deactivated";

/** Who a session (sessions.account_kind) belongs to. */
export type AccountKind = "student" | "teacher";
