import { boolean, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** Spec entity "User info" plus the auth flags and user-level fields. Flags are 0/1 smallints. */
export const students = pgTable("students", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  classId: integer("class_id"),
  username: text("username").notNull(),
  passwordHash: text("password_hash").notNull(),
  nickname: text("nickname").notNull().default(""),
  email: text("email").notNull().default(""),
  emailVerified: boolean("email_verified").notNull().default(false),
  isCollegeStudent: smallint("is_college_student").notNull().default(0),
  speakingTest: smallint("speaking_test").notNull().default(1),
  freeRecitation: smallint("free_recitation").notNull().default(1),
  aiWriting: smallint("ai_writing").notNull().default(1),
  aiChat: smallint("ai_chat").notNull().default(1),
  studentFlag: integer("student_flag").notNull().default(0),
  logo: text("logo").notNull().default(""),
  showFullScreen: smallint("show_full_screen").notNull().default(1),
  changePasswordRemind: smallint("change_password_remind").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  passwordChangedAt: timestamp("password_changed_at", { withTimezone: true }),
});

/** Push (FCM) tokens a student's browsers registered. */
export const studentFcmTokens = pgTable("student_fcm_tokens", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  studentId: integer("student_id").notNull(),
  token: text("token").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Study cards: issued by the school, activated by the student; the use period starts on activation. */
export const studyCards = pgTable("study_cards", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  cardId: text("card_id").notNull(),
  studentId: integer("student_id"),
  durationDays: integer("duration_days").notNull(),
  activeStatus: smallint("active_status").notNull().default(0),
  issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
  activatedAt: timestamp("activated_at", { withTimezone: true }),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
});
