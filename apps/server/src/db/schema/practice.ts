import {
  bigint,
  bigserial,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/** One attempt at a textbook resource; the client makes the guid. */
export const practiceAttempts = pgTable("practice_attempts", {
  id: serial("id").primaryKey(),
  guid: text("guid").notNull(),
  studentId: integer("student_id").notNull(),
  schoolId: integer("school_id").notNull(),
  resCode: text("res_code").notNull(),
  resVersion: bigint("res_version", { mode: "number" }).notNull(),
  mode: text("mode").notNull(),
  questionIds: text("question_ids").notNull().default(""),
  currentIndex: integer("current_index").notNull().default(0),
  isCompleted: smallint("is_completed").notNull().default(0),
  totalScore: doublePrecision("total_score").notNull().default(0),
  percentScore: doublePrecision("percent_score").notNull().default(0),
  answered: integer("answered").notNull().default(0),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

/** Every submitted answer (never overwritten; the latest per question counts). */
export const practiceAnswers = pgTable("practice_answers", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  attemptId: integer("attempt_id").notNull(),
  questionId: text("question_id").notNull(),
  payload: jsonb("payload").notNull(),
  score: doublePrecision("score").notNull().default(0),
  totalScore: doublePrecision("total_score").notNull().default(0),
  percentScore: doublePrecision("percent_score").notNull().default(0),
  isSkipped: smallint("is_skipped").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** learn_count and best_score per student and question. */
export const practiceItemStats = pgTable(
  "practice_item_stats",
  {
    studentId: integer("student_id").notNull(),
    resCode: text("res_code").notNull(),
    questionId: text("question_id").notNull(),
    learnCount: integer("learn_count").notNull().default(0),
    bestScore: doublePrecision("best_score").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.resCode, t.questionId] })],
);

/** Uploaded files (recordings), stored under HIBIKI_DATA_DIR/files. */
export const files = pgTable("files", {
  id: text("id").primaryKey(),
  studentId: integer("student_id").notNull(),
  schoolId: integer("school_id").notNull(),
  kind: text("kind").notNull().default("rec"),
  path: text("path").notNull(),
  bytes: integer("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
