import { hashPassword } from "../lib/password.ts";
import type { Db, Queryable } from "./client.ts";
import {
  DEMO_PASSWORD,
  DEMO_SCHOOL,
  SEED_BANNERS,
  SEED_NOTICES,
  SEED_PROTOCOLS,
  SEED_SCHOOLS,
  type SeedSchool,
  type SeedStudent,
} from "./seed-data.ts";
import { seedStudyWord } from "./seed-study-word.ts";

/** Card activation offsets used by the seed: active cards started 30 days ago, expired ones 400. */
const CARD_DAYS = 365;

async function idOf(db: Queryable, sql: string, params: unknown[]): Promise<number> {
  const row = await db.one<{ id: number }>(sql, params);
  if (!row) throw new Error(`seed: no id from ${sql}`);
  return row.id;
}

async function seedCard(
  db: Queryable,
  schoolId: number,
  studentId: number,
  cardId: string,
  state: SeedStudent["card"],
) {
  if (state === "none") return;
  const activatedDaysAgo = state === "active" ? 30 : state === "expired" ? 400 : null;
  await db.query(
    `INSERT INTO study_cards (school_id, card_id, student_id, duration_days, active_status, issued_at, activated_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, now() - make_interval(days => COALESCE($6::int, 0) + 1),
             CASE WHEN $6::int IS NULL THEN NULL ELSE now() - make_interval(days => $6::int) END,
             CASE WHEN $6::int IS NULL THEN NULL ELSE now() - make_interval(days => $6::int) + make_interval(days => $4) END)`,
    [schoolId, cardId, studentId, CARD_DAYS, activatedDaysAgo === null ? 0 : 1, activatedDaysAgo],
  );
}

async function seedSchool(db: Queryable, school: SeedSchool, hash: string): Promise<number> {
  const schoolId = await idOf(db, "INSERT INTO schools (name) VALUES ($1) RETURNING id", [school.name]);
  const teacherIds = new Map<string, number>();
  for (const t of school.teachers) {
    teacherIds.set(
      t.username,
      await idOf(
        db,
        "INSERT INTO teachers (school_id, username, password_hash, name, email, role) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        [schoolId, t.username, hash, t.name, t.email ?? "", t.role],
      ),
    );
  }
  const classIds = new Map<string, number>();
  for (const c of school.classes) {
    classIds.set(
      c.code,
      await idOf(
        db,
        "INSERT INTO classes (school_id, name, class_code, teacher_id) VALUES ($1, $2, $3, $4) RETURNING id",
        [schoolId, c.name, c.code, teacherIds.get(c.teacher) ?? null],
      ),
    );
  }
  // 出席番号: each class numbers its students 1, 2, … in the order they are listed
  const numbers = new Map<string, number>();
  for (const s of school.students) {
    const classNumber = s.classCode ? (numbers.get(s.classCode) ?? 0) + 1 : null;
    if (s.classCode && classNumber !== null) numbers.set(s.classCode, classNumber);
    const studentId = await idOf(
      db,
      `INSERT INTO students (school_id, class_id, username, password_hash, nickname, email, email_verified,
         is_college_student, class_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
      [
        schoolId,
        s.classCode ? (classIds.get(s.classCode) ?? null) : null,
        s.username,
        hash,
        s.nickname,
        s.email ?? "",
        Boolean(s.email),
        s.college ? 1 : 0,
        classNumber,
      ],
    );
    // Card numbers name their owner (HB-NEWCARD1) so demos and tests can type them.
    await seedCard(db, schoolId, studentId, `${school.cardPrefix}-${s.username.toUpperCase()}`, s.card);
  }
  for (let i = 1; i <= school.spareCards; i++) {
    await db.query("INSERT INTO study_cards (school_id, card_id, duration_days) VALUES ($1, $2, $3)", [
      schoolId,
      `${school.cardPrefix}-SPARE-${String(i).padStart(4, "0")}`,
      CARD_DAYS,
    ]);
  }
  return schoolId;
}

async function seedContent(db: Queryable, schoolIds: Map<string, number>) {
  const scope = (name: string | null) => (name ? (schoolIds.get(name) ?? null) : null);
  for (const [i, b] of SEED_BANNERS.entries()) {
    await db.query(
      `INSERT INTO banners (school_id, title, image_url, link_url, sort_order, audience)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [scope(b.school), b.title, b.image, b.link, i, b.audience ?? "all"],
    );
  }
  for (const n of SEED_NOTICES) {
    await db.query(
      `INSERT INTO notices (school_id, title, summary, content, published_at)
       VALUES ($1, $2, $3, $4, now() - make_interval(days => $5))`,
      [scope(n.school), n.title, n.summary, n.content, n.daysAgo],
    );
  }
  for (const p of SEED_PROTOCOLS) {
    await db.query("INSERT INTO protocols (type, version, title, content) VALUES ($1, 1, $2, $3)", [
      p.type,
      p.title,
      p.content,
    ]);
  }
}

/**
 * Seeds the demo schools once: does nothing when any school exists. Every demo password is pass1234,
 * hashed once (argon2 is slow) and shared by all demo accounts.
 * @param db - a migrated database
 * @returns whether anything was written
 */
export async function seed(db: Db): Promise<boolean> {
  const existing = await db.one<{ n: number }>("SELECT count(*)::int AS n FROM schools");
  if ((existing?.n ?? 0) > 0) return false;
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const school of SEED_SCHOOLS) ids.set(school.name, await seedSchool(tx, school, hash));
    await seedContent(tx, ids);
    await seedStudyWord(tx, ids.get(DEMO_SCHOOL) ?? 0);
  });
  return true;
}
