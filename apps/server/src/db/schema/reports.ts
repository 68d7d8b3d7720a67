import { integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/** Errors the web client reports silently (spec entity "Error report"). */
export const clientErrors = pgTable("client_errors", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id"),
  studentId: integer("student_id"),
  errorCode: text("error_code").notNull(),
  errorMessage: text("error_message").notNull(),
  deviceInfo: text("device_info").notNull(),
  clientInfo: text("client_info").notNull(),
  userInfo: text("user_info").notNull(),
  ip: text("ip").notNull().default(""),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Speech SDK errors reported by a signed-in student. */
export const evaluateErrors = pgTable("evaluate_errors", {
  id: serial("id").primaryKey(),
  schoolId: integer("school_id").notNull(),
  studentId: integer("student_id").notNull(),
  client: text("client").notNull(),
  resourceId: text("resource_id").notNull(),
  moduleName: text("module_name").notNull(),
  deviceOs: text("device_os").notNull(),
  sid: text("sid").notNull(),
  sdkErrorCode: text("sdk_error_code").notNull(),
  sdkErrorMessage: text("sdk_error_message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
