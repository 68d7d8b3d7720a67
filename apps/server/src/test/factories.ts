import type { Queryable } from "../db/client.ts";
import { hashPassword } from "../lib/password.ts";

let demoHash: Promise<string> | undefined;
/** The argon2 hash of pass1234, computed once per test file. */
const passHash = () => {
  demoHash ??= hashPassword("pass1234");
  return demoHash;
};

/**
 * Inserts a school.
 * @returns its id
 */
export async function createSchool(db: Queryable, name: string): Promise<number> {
  const row = await db.one<{ id: number }>("INSERT INTO schools (name) VALUES ($1) RETURNING id", [name]);
  return row!.id;
}

/**
 * Inserts a student (password pass1234) with an optional study card in the given state.
 * @param s.card - "active" (started today), "new" (not activated), "expired", or "none" (default)
 * @returns the student's id and card number (null without a card)
 */
export async function createStudent(
  db: Queryable,
  s: {
    schoolId: number;
    username: string;
    classId?: number | null;
    card?: "active" | "new" | "expired" | "none";
  },
): Promise<{ id: number; cardId: string | null }> {
  const row = await db.one<{ id: number }>(
    "INSERT INTO students (school_id, class_id, username, password_hash, nickname) VALUES ($1, $2, $3, $4, $3) RETURNING id",
    [s.schoolId, s.classId ?? null, s.username, await passHash()],
  );
  const id = row!.id;
  const card = s.card ?? "none";
  if (card === "none") return { id, cardId: null };
  const cardId = `T-${s.username.toUpperCase()}`;
  const started = card === "active" ? "now()" : card === "expired" ? "now() - interval '400 days'" : "NULL";
  await db.query(
    `INSERT INTO study_cards (school_id, card_id, student_id, duration_days, active_status, activated_at, expires_at)
     VALUES ($1, $2, $3, 365, $4, ${started}, ${started} + interval '365 days')`,
    [s.schoolId, cardId, id, card === "new" ? 0 : 1],
  );
  return { id, cardId };
}

/**
 * Inserts a class with a join code.
 * @returns its id
 */
export async function createClass(
  db: Queryable,
  schoolId: number,
  name: string,
  code: string,
): Promise<number> {
  const row = await db.one<{ id: number }>(
    "INSERT INTO classes (school_id, name, class_code) VALUES ($1, $2, $3) RETURNING id",
    [schoolId, name, code],
  );
  return row!.id;
}
