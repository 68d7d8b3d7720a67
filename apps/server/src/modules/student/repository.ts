import type { Queryable } from "../../db/client.ts";

/** A student row with school and class names and whether the current protocols were agreed. */
export type StudentRow = {
  id: number;
  school_id: number;
  school_name: string;
  class_id: number | null;
  class_name: string | null;
  username: string;
  nickname: string;
  email: string;
  is_college_student: number;
  speaking_test: number;
  free_recitation: number;
  ai_writing: number;
  ai_chat: number;
  student_flag: number;
  logo: string;
  show_full_screen: number;
  change_password_remind: number;
  protocols_agreed: boolean;
};

/** @returns the caller's own row (scoped by id and school), or undefined */
export function findStudent(db: Queryable, id: number, schoolId: number): Promise<StudentRow | undefined> {
  return db.one<StudentRow>(
    `SELECT s.id, s.school_id, sc.name AS school_name, s.class_id, c.name AS class_name, s.username, s.nickname,
            s.email, s.is_college_student, s.speaking_test, s.free_recitation, s.ai_writing, s.ai_chat,
            s.student_flag, s.logo, s.show_full_screen, s.change_password_remind,
            NOT EXISTS (
              SELECT 1 FROM (SELECT type, max(version) AS version FROM protocols GROUP BY type) p
              WHERE NOT EXISTS (SELECT 1 FROM protocol_agreements a
                                WHERE a.student_id = s.id AND a.protocol_type = p.type AND a.version = p.version)
            ) AS protocols_agreed
     FROM students s
     JOIN schools sc ON sc.id = s.school_id
     LEFT JOIN classes c ON c.id = s.class_id AND c.school_id = s.school_id
     WHERE s.id = $1 AND s.school_id = $2`,
    [id, schoolId],
  );
}

/** Sets the nickname. */
export async function setNickname(db: Queryable, id: number, schoolId: number, nickname: string) {
  await db.query("UPDATE students SET nickname = $3 WHERE id = $1 AND school_id = $2", [
    id,
    schoolId,
    nickname,
  ]);
}

/** Turns the password-change tip off for good. */
export async function clearPasswordRemind(db: Queryable, id: number, schoolId: number) {
  await db.query("UPDATE students SET change_password_remind = 0 WHERE id = $1 AND school_id = $2", [
    id,
    schoolId,
  ]);
}

/** Stores a push token (refreshing its time) and keeps only the 10 newest per student. */
export async function saveFcmToken(db: Queryable, id: number, schoolId: number, token: string) {
  await db.query(
    `INSERT INTO student_fcm_tokens (school_id, student_id, token) VALUES ($1, $2, $3)
     ON CONFLICT (student_id, token) DO UPDATE SET updated_at = now()`,
    [schoolId, id, token],
  );
  await db.query(
    `DELETE FROM student_fcm_tokens WHERE student_id = $1 AND id NOT IN (
       SELECT id FROM student_fcm_tokens WHERE student_id = $1 ORDER BY updated_at DESC, id DESC LIMIT 10)`,
    [id],
  );
}

/** @returns the push tokens of a student, newest first */
export async function fcmTokens(db: Queryable, id: number): Promise<string[]> {
  const rows = await db.query<{ token: string }>(
    "SELECT token FROM student_fcm_tokens WHERE student_id = $1 ORDER BY updated_at DESC, id DESC",
    [id],
  );
  return rows.map((r) => r.token);
}

export type CardRow = {
  id: number;
  card_id: string;
  school_id: number;
  student_id: number | null;
  active_status: number;
  activated_at: Date | null;
  expires_at: Date | null;
};

/** @returns the study card with this number in the given school (case-insensitive), or undefined */
export function findCard(db: Queryable, cardId: string, schoolId: number): Promise<CardRow | undefined> {
  return db.one<CardRow>(
    `SELECT id, card_id, school_id, student_id, active_status, activated_at, expires_at
     FROM study_cards WHERE upper(card_id) = upper($1) AND school_id = $2`,
    [cardId, schoolId],
  );
}

/**
 * Activates a card for a student: the use period starts now and lasts the card's duration.
 * @returns the activated card, or undefined when someone else took or activated it meanwhile
 */
export function activateCard(db: Queryable, id: number, studentId: number): Promise<CardRow | undefined> {
  return db.one<CardRow>(
    `UPDATE study_cards SET student_id = $2, active_status = 1, activated_at = now(),
       expires_at = now() + make_interval(days => duration_days)
     WHERE id = $1 AND active_status = 0 AND (student_id IS NULL OR student_id = $2)
     RETURNING id, card_id, school_id, student_id, active_status, activated_at, expires_at`,
    [id, studentId],
  );
}

export type ClassRow = {
  class_id: number;
  class_name: string;
  school_name: string;
  teacher_name: string | null;
};

/** @returns the class with this join code in the given school (case-insensitive), or undefined */
export function findClassByCode(
  db: Queryable,
  code: string,
  schoolId: number,
): Promise<ClassRow | undefined> {
  return db.one<ClassRow>(
    `SELECT c.id AS class_id, c.name AS class_name, s.name AS school_name, t.name AS teacher_name
     FROM classes c JOIN schools s ON s.id = c.school_id
     LEFT JOIN teachers t ON t.id = c.teacher_id AND t.school_id = c.school_id
     WHERE upper(c.class_code) = upper($1) AND c.school_id = $2`,
    [code, schoolId],
  );
}

/** Puts the student in a class, or takes them out with null. */
export async function setClass(db: Queryable, id: number, schoolId: number, classId: number | null) {
  await db.query("UPDATE students SET class_id = $3 WHERE id = $1 AND school_id = $2", [
    id,
    schoolId,
    classId,
  ]);
}

/** @returns whether the caller is a college student (reduced product, spec §2/§6); false when not found */
export async function isCollegeStudent(db: Queryable, id: number, schoolId: number): Promise<boolean> {
  const row = await db.one<{ is_college_student: number }>(
    "SELECT is_college_student FROM students WHERE id = $1 AND school_id = $2",
    [id, schoolId],
  );
  return row?.is_college_student === 1;
}
