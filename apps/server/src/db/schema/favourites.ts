import { doublePrecision, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";

/** Sentences and words a student collected (migration 20261123090000-create-favourites.sql). */
export const favourites = pgTable(
  "favourites",
  {
    id: serial("id").primaryKey(),
    studentId: integer("student_id").notNull(),
    schoolId: integer("school_id").notNull(),
    kind: text("kind").$type<"sentence" | "word">().notNull(),
    itemKey: text("item_key").notNull(),
    client: text("client").notNull().default(""),
    resourceCode: text("resource_code").notNull().default(""),
    resourceId: integer("resource_id").notNull().default(0),
    questionIndex: integer("question_index").notNull().default(0),
    sentenceId: text("sentence_id").notNull().default(""),
    sentenceSource: text("sentence_source").notNull().default(""),
    screenEnText: text("screen_en_text").notNull(),
    evaluateText: text("evaluate_text").notNull().default(""),
    screenJpText: text("screen_jp_text").notNull().default(""),
    ipa: text("ipa").notNull().default(""),
    audioFileName: text("audio_file_name").notNull().default(""),
    category: text("category").notNull().default("read_sentence"),
    recordMaxTime: integer("record_max_time").notNull().default(20),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.studentId, t.kind, t.itemKey)],
);

/** The latest practice of a favourite sentence. */
export const favouritePractice = pgTable("favourite_practice", {
  favouriteId: integer("favourite_id").primaryKey(),
  studentId: integer("student_id").notNull(),
  client: text("client").notNull().default(""),
  soundFile: text("sound_file").notNull(),
  totalScore: doublePrecision("total_score").notNull().default(0),
  percentScore: doublePrecision("percent_score").notNull().default(0),
  accuracyScore: doublePrecision("accuracy_score").notNull().default(0),
  fluencyScore: doublePrecision("fluency_score").notNull().default(0),
  integrityScore: doublePrecision("integrity_score").notNull().default(0),
  evaluateHtml: text("evaluate_html").notNull().default(""),
  evaluateResult: text("evaluate_result").notNull().default(""),
  recordDuration: doublePrecision("record_duration").notNull().default(0),
  practiceCount: integer("practice_count").notNull().default(1),
  practicedAt: timestamp("practiced_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Poorly-read words a student collected. */
export const poorlyWords = pgTable(
  "poorly_words",
  {
    id: serial("id").primaryKey(),
    studentId: integer("student_id").notNull(),
    schoolId: integer("school_id").notNull(),
    word: text("word").notNull(),
    wordKey: text("word_key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique().on(t.studentId, t.wordKey)],
);

/** Words never collected as poorly read: for everyone (student_id null) or one student. */
export const poorlyWordBlacklist = pgTable("poorly_word_blacklist", {
  id: serial("id").primaryKey(),
  studentId: integer("student_id"),
  wordKey: text("word_key").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
