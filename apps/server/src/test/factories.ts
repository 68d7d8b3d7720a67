import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Queryable } from "../db/client.ts";
import { hashPassword } from "../lib/password.ts";
import { activateCard } from "../modules/student/repository.ts";
import {
  insertCard,
  insertClass,
  insertStudent,
  insertTeacher,
} from "../modules/teacher-console/repository.ts";

/**
 * Test data made by each test for itself, through the repository code the app writes with. Names carry a
 * per-file random tag and a counter, so files can share one database and never meet each other's rows.
 * Every account's password is pass1234. Homework and answers are made through the calls: classwork.ts.
 */

export const TEST_PASSWORD = "pass1234";

let hashOnce: Promise<string> | undefined;
/** The argon2 hash of pass1234, computed once per test file. */
const passHash = () => {
  hashOnce ??= hashPassword(TEST_PASSWORD);
  return hashOnce;
};

const fileTag = randomBytes(3).toString("hex");
let counter = 0;

/**
 * A name no other test file or call uses: `<prefix>_<random tag of this file><counter>`.
 * @param prefix - what the name is for (e.g. "stu", "teacher"; letters and digits)
 */
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${fileTag}${counter}`;
}

/**
 * Inserts a school.
 * @param name - its name (default: a unique one)
 * @returns its id
 */
export async function createSchool(db: Queryable, name = uniqueName("School")): Promise<number> {
  const row = await db.one<{ id: number }>("INSERT INTO schools (name) VALUES ($1) RETURNING id", [name]);
  return row!.id;
}

/**
 * Inserts a teacher (or school administrator) account with password pass1234.
 * @returns its id and username
 */
export async function createTeacher(
  db: Queryable,
  t: { schoolId: number; username?: string; name?: string; email?: string; role?: "teacher" | "admin" },
): Promise<{ id: number; username: string }> {
  const username = t.username ?? uniqueName(t.role ?? "teacher");
  const id = await insertTeacher(db, {
    schoolId: t.schoolId,
    username,
    hash: await passHash(),
    name: t.name ?? username,
    email: t.email ?? "",
    role: t.role ?? "teacher",
  });
  return { id, username };
}

/**
 * Inserts a class with a join code, optionally with its teacher.
 * @returns its id
 */
export async function createClass(
  db: Queryable,
  schoolId: number,
  name: string,
  code: string,
  teacherId: number | null = null,
): Promise<number> {
  if (teacherId !== null) return insertClass(db, { schoolId, name, code, teacherId });
  const row = await db.one<{ id: number }>(
    "INSERT INTO classes (school_id, name, class_code) VALUES ($1, $2, $3) RETURNING id",
    [schoolId, name, code],
  );
  return row!.id;
}

/**
 * Inserts a student (password pass1234) with an optional study card in the given state.
 * @param s.username - default: a unique one
 * @param s.card - "active" (started today), "new" (not activated), "expired", or "none" (default)
 * @returns the student's id, username and card number (null without a card)
 */
export async function createStudent(
  db: Queryable,
  s: {
    schoolId: number;
    username?: string;
    classId?: number | null;
    card?: "active" | "new" | "expired" | "none";
  },
): Promise<{ id: number; username: string; cardId: string | null }> {
  const username = s.username ?? uniqueName("stu");
  const hash = await passHash();
  const id = s.classId
    ? await insertStudent(db, {
        schoolId: s.schoolId,
        classId: s.classId,
        username,
        hash,
        nickname: username,
      })
    : (await db.one<{ id: number }>(
        "INSERT INTO students (school_id, class_id, username, password_hash, nickname) VALUES ($1, NULL, $2, $3, $2) RETURNING id",
        [s.schoolId, username, hash],
      ))!.id;
  const card = s.card ?? "none";
  if (card === "none") return { id, username, cardId: null };
  const cardId = `T-${username.toUpperCase()}`;
  await insertCard(db, { schoolId: s.schoolId, cardId, studentId: id, days: 365 });
  if (card !== "new") {
    const row = await db.one<{ id: number }>("SELECT id FROM study_cards WHERE card_id = $1", [cardId]);
    await activateCard(db, row!.id, id);
  }
  if (card === "expired") {
    await db.query(
      `UPDATE study_cards SET activated_at = now() - interval '400 days',
         expires_at = now() - interval '400 days' + make_interval(days => duration_days) WHERE card_id = $1`,
      [cardId],
    );
  }
  return { id, username, cardId };
}

/**
 * Inserts a spare study card of a school: issued, held by no student, not activated (as the seed's).
 * @returns its card number
 */
export async function createSpareCard(db: Queryable, schoolId: number): Promise<string> {
  const cardId = uniqueName("SPARE").toUpperCase();
  await db.query("INSERT INTO study_cards (school_id, card_id, duration_days) VALUES ($1, $2, 365)", [
    schoolId,
    cardId,
  ]);
  return cardId;
}

/**
 * Inserts a notice published now (the console has no notice editor; the seed writes them the same way).
 * @param n.schoolId - the school that sees it, or null for every school
 * @returns its id
 */
export async function createNotice(
  db: Queryable,
  n: { schoolId: number | null; title?: string; content?: string },
): Promise<number> {
  const title = n.title ?? uniqueName("notice");
  const row = await db.one<{ id: number }>(
    "INSERT INTO notices (school_id, title, summary, content, published_at) VALUES ($1, $2, $3, $4, now()) RETURNING id",
    [n.schoolId, title, title, n.content ?? `${title}: the whole text`],
  );
  return row!.id;
}

/**
 * Signs an account in through the login call, as the apps do.
 * @param kind - "student" (default) or "teacher" (teachers and administrators)
 * @returns the bearer token (fails the test when login fails)
 */
export async function signIn(
  app: FastifyInstance,
  account: string,
  kind: "student" | "teacher" = "student",
): Promise<string> {
  const r = await app.inject({
    method: "POST",
    url: `/v3/${kind}/login`,
    payload: { account, password: TEST_PASSWORD },
  });
  if (r.statusCode !== 200) throw new Error(`login ${account} failed: ${r.statusCode} ${r.body}`);
  return (r.json() as { data: { token: string } }).data.token;
}

/** An account a factory made, and how to sign it in (a new sign-in ends its previous session). */
export type TestAccount = { id: number; username: string; signIn(): Promise<string> };

/** A school with a teacher, one class of that teacher and its students (each with an active card). */
export type TestSchool = {
  schoolId: number;
  schoolName: string;
  classId: number;
  className: string;
  classCode: string;
  teacher: TestAccount;
  students: Array<TestAccount & { cardId: string }>;
  /** the first student */
  student: TestAccount & { cardId: string };
};

/**
 * Creates a school with a teacher, a class and its students, all with unique names.
 * @param t - the test app (its database is written, its login call signs the accounts in)
 * @param opts.students - how many students (default 1)
 */
export async function createTestSchool(
  t: { app: FastifyInstance; db: Queryable },
  opts: { students?: number } = {},
): Promise<TestSchool> {
  const schoolName = uniqueName("School");
  const schoolId = await createSchool(t.db, schoolName);
  const teacher = await createTeacher(t.db, { schoolId });
  const classCode = uniqueName("C").toUpperCase();
  const className = uniqueName("class");
  const classId = await createClass(t.db, schoolId, className, classCode, teacher.id);
  const students: TestSchool["students"] = [];
  for (let i = 0; i < (opts.students ?? 1); i++) {
    const s = await createStudent(t.db, { schoolId, classId, card: "active" });
    students.push({
      id: s.id,
      username: s.username,
      cardId: s.cardId!,
      signIn: () => signIn(t.app, s.username),
    });
  }
  return {
    schoolId,
    schoolName,
    classId,
    className,
    classCode,
    teacher: { ...teacher, signIn: () => signIn(t.app, teacher.username, "teacher") },
    students,
    student: students[0]!,
  };
}

/**
 * Gives a student what a school-issued account lacks: a verified e-mail address (forgot-password then
 * mails a code, and the address signs in) or the college flag. The seed writes them the same way.
 * @param p.email - the verified address
 * @param p.college - marks a college student
 */
export async function updateStudentProfile(
  db: Queryable,
  studentId: number,
  p: { email?: string; college?: boolean },
): Promise<void> {
  if (p.email !== undefined)
    await db.query("UPDATE students SET email = $1, email_verified = true WHERE id = $2", [
      p.email,
      studentId,
    ]);
  if (p.college !== undefined)
    await db.query("UPDATE students SET is_college_student = $1 WHERE id = $2", [
      p.college ? 1 : 0,
      studentId,
    ]);
}

/**
 * Inserts an active home-screen banner (the console has no banner editor; the seed writes them the same way).
 * @param b.schoolId - the school that sees it, or null for every school
 * @returns its title
 */
export async function createBanner(
  db: Queryable,
  b: { schoolId: number | null; title?: string; imageUrl?: string; audience?: "all" | "card_inactive" },
): Promise<string> {
  const title = b.title ?? uniqueName("banner");
  await db.query("INSERT INTO banners (school_id, title, image_url, audience) VALUES ($1, $2, $3, $4)", [
    b.schoolId,
    title,
    b.imageUrl ?? "data:image/svg+xml;utf8,<svg xmlns='http://www.w3.org/2000/svg'/>",
    b.audience ?? "all",
  ]);
  return title;
}
