import {
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

/** A word test of a class with its generated items (migration 20261122200000-create-classwork.sql). */
export const wordTests = pgTable("word_tests", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  classId: integer("class_id").notNull(),
  teacherId: integer("teacher_id").notNull(),
  title: text("title").notNull(),
  testType: smallint("test_type").notNull(),
  resCode: text("res_code").notNull(),
  items: jsonb("items").notNull(),
  startAt: timestamp("start_at", { withTimezone: true }).notNull(),
  endAt: timestamp("end_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A student's one exam of a word test. */
export const wordTestExams = pgTable("word_test_exams", {
  id: serial("id").primaryKey(),
  wordTestId: integer("word_test_id").notNull(),
  studentId: integer("student_id").notNull(),
  schoolId: integer("school_id").notNull(),
  state: text("state").$type<"in_progress" | "finished" | "aborted">().notNull().default("in_progress"),
  score: doublePrecision("score").notNull().default(0),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

/** The first answer per word of an exam; fixed = later answered right in wrong-topic mode. */
export const wordTestAnswers = pgTable(
  "word_test_answers",
  {
    examId: integer("exam_id").notNull(),
    questionId: text("question_id").notNull(),
    isRight: smallint("is_right").notNull(),
    answerText: text("answer_text").notNull().default(""),
    fixed: smallint("fixed").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.examId, t.questionId] })],
);
