import { boolean, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Key/value settings: service status, score overrides, the generated secret. */
export const config = pgTable("config", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Versioned legal texts (terms, privacy policy, SDK list, permissions). */
export const protocols = pgTable("protocols", {
  id: serial("id").primaryKey(),
  type: text("type").notNull(),
  version: integer("version").notNull(),
  title: text("title").notNull(),
  content: text("content").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Which protocol versions a student agreed to. */
export const protocolAgreements = pgTable("protocol_agreements", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  studentId: integer("student_id").notNull(),
  protocolType: text("protocol_type").notNull(),
  version: integer("version").notNull(),
  agreedAt: timestamp("agreed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** System notices; school_id null means every school. */
export const notices = pgTable("notices", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id"),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  content: text("content").notNull(),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
});

export const noticeReads = pgTable("notice_reads", {
  noticeId: integer("notice_id").notNull(),
  studentId: integer("student_id").notNull(),
  schoolId: integer("school_id").notNull(),
  readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Home banners; school_id null means every school. */
export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id"),
  title: text("title").notNull(),
  imageUrl: text("image_url").notNull(),
  linkUrl: text("link_url").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
});
