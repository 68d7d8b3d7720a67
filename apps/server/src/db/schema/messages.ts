import { integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A system or teacher message (migration 20261122200000-create-classwork.sql). */
export const messages = pgTable("messages", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  tab: text("tab").$type<"system" | "teacher">().notNull(),
  kind: text("kind").$type<"message" | "notice">().notNull().default("message"),
  teacherId: integer("teacher_id"),
  senderName: text("sender_name").notNull(),
  title: text("title").notNull(),
  body: text("body").notNull(),
  jumpSchema: integer("jump_schema").notNull().default(3),
  homeworkId: integer("homework_id").notNull().default(0),
  taskId: integer("task_id").notNull().default(0),
  classId: integer("class_id"),
  studentId: integer("student_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One recipient of a message and when they read it. */
export const messageRecipients = pgTable(
  "message_recipients",
  {
    messageId: integer("message_id").notNull(),
    studentId: integer("student_id").notNull(),
    schoolId: integer("school_id").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.studentId] })],
);
