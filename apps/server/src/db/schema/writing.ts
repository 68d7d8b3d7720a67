import { doublePrecision, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Every submitted writing (never overwritten); the engine result JSON lives in a file (engine_path). */
export const writingSubmissions = pgTable("writing_submissions", {
  id: serial("id").primaryKey(),
  studentId: integer("student_id").notNull(),
  schoolId: integer("school_id").notNull(),
  source: text("source").notNull(),
  topicId: text("topic_id"),
  title: text("title"),
  resCode: text("res_code"),
  questionId: text("question_id"),
  level: text("level").notNull(),
  content: text("content").notNull(),
  wordCount: integer("word_count").notNull(),
  errorCount: integer("error_count").notNull().default(0),
  percentScore: doublePrecision("percent_score").notNull().default(100),
  totalScore: doublePrecision("total_score").notNull().default(5),
  engineFileId: text("engine_file_id").notNull(),
  enginePath: text("engine_path").notNull(),
  correctNotes: jsonb("correct_notes").notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
