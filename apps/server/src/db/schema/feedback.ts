import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A student's resource feedback, shared with the school (migration 20261122200000-create-classwork.sql). */
export const resourceFeedback = pgTable("resource_feedback", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  studentId: integer("student_id").notNull(),
  options: text("options").notNull().default(""),
  content: text("content").notNull(),
  resourceCode: text("resource_code").notNull().default(""),
  clientName: text("client_name").notNull().default(""),
  images: jsonb("images").$type<string[]>().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
