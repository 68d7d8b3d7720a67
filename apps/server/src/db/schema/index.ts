/** Drizzle schema of every table; the SQL in ../migrations is the source of truth for the database. */
export * from "./content.ts";
export * from "./favourites.ts";
export * from "./feedback.ts";
export * from "./homework.ts";
export * from "./messages.ts";
export * from "./practice.ts";
export * from "./reports.ts";
export * from "./schools.ts";
export * from "./sessions.ts";
export * from "./students.ts";
export * from "./word-tests.ts";
export * from "./writing.ts";
