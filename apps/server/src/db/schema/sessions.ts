import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Why a session ended: decides whether the old token gets token_login_elsewhere or token_invalid. */
export type RevokedReason = "login_elsewhere" | "logout" | "password_changed";
export type AccountKind = "student" | "teacher";

/** Bearer sessions; only the SHA-256 of the token is stored. One active session per account. */
export const sessions = pgTable("sessions", {
  id: serial("id").primaryKey(),
  tokenHash: text("token_hash").notNull(),
  accountKind: text("account_kind").$type<AccountKind>().notNull(),
  accountId: integer("account_id").notNull(),
  schoolId: integer("school_id").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  revokedReason: text("revoked_reason").$type<RevokedReason>(),
});

/** One-time codes for resetting a password by e-mail; only the hash is stored, attempts are counted. */
export const passwordResetCodes = pgTable("password_reset_codes", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  studentId: integer("student_id").notNull(),
  codeHash: text("code_hash").notNull(),
  attempts: integer("attempts").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});
