import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** A school: the tenant every other row belongs to. */
export const schools = pgTable("schools", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Teachers and school administrators (role admin). */
export const teachers = pgTable("teachers", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  username: text("username").notNull(),
  passwordHash: text("password_hash").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull().default(""),
  role: text("role").$type<"teacher" | "admin">().notNull().default("teacher"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A class; students join it with its class code. */
export const classes = pgTable("classes", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  name: text("name").notNull(),
  classCode: text("class_code").notNull(),
  teacherId: integer("teacher_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
