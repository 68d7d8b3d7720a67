import { integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

/** A homework for a class (migration 20261122200000-create-classwork.sql). */
export const homework = pgTable("homework", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  classId: integer("class_id").notNull(),
  teacherId: integer("teacher_id").notNull(),
  messageId: integer("message_id"),
  title: text("title").notNull(),
  comment: text("comment").notNull().default(""),
  deadline: timestamp("deadline", { withTimezone: true }).notNull(),
  requiredTimes: integer("required_times").notNull().default(0),
  hasLimit: smallint("has_limit").notNull().default(0),
  limitNumber: integer("limit_number").notNull().default(0),
  sampleAnswer: smallint("sample_answer").notNull().default(1),
  speechSpeed: smallint("speech_speed").notNull().default(1),
  subtitle: smallint("subtitle").notNull().default(1),
  translation: smallint("translation").notNull().default(1),
  answerTips: smallint("answer_tips").notNull().default(1),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** One resource (with an optional item set) of a homework. */
export const homeworkTopics = pgTable("homework_topics", {
  id: serial("id").primaryKey(),
  homeworkId: integer("homework_id").notNull(),
  resCode: text("res_code").notNull(),
  questionIds: text("question_ids").notNull().default(""),
  sortOrder: integer("sort_order").notNull().default(0),
});

/** Links a practice attempt (mode homework) to its homework topic; is_returned = handed back by the teacher. */
export const homeworkAttempts = pgTable("homework_attempts", {
  attemptId: integer("attempt_id").primaryKey(),
  homeworkId: integer("homework_id").notNull(),
  topicId: integer("topic_id").notNull(),
  studentId: integer("student_id").notNull(),
  schoolId: integer("school_id").notNull(),
  isReturned: smallint("is_returned").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A teacher's note (correct_notes) on an answer of a homework attempt. */
export const homeworkNotes = pgTable("homework_notes", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  attemptId: integer("attempt_id").notNull(),
  homeworkId: integer("homework_id").notNull(),
  topicId: integer("topic_id").notNull(),
  studentId: integer("student_id").notNull(),
  questionId: text("question_id").notNull(),
  startPos: integer("start_pos").notNull().default(0),
  endPos: integer("end_pos").notNull().default(0),
  comments: text("comments").notNull(),
  teacherId: integer("teacher_id").notNull(),
  teacherName: text("teacher_name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
