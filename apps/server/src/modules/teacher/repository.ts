import type { Queryable } from "../../db/client.ts";

export type TeacherRow = {
  id: number;
  username: string;
  name: string;
  email: string;
  role: "teacher" | "admin";
  school_id: number;
  school_name: string;
};

/** @returns the caller's own teacher row (scoped by id and school), or undefined */
export function findTeacher(db: Queryable, id: number, schoolId: number): Promise<TeacherRow | undefined> {
  return db.one<TeacherRow>(
    `SELECT t.id, t.username, t.name, t.email, t.role, t.school_id, s.name AS school_name
     FROM teachers t JOIN schools s ON s.id = t.school_id WHERE t.id = $1 AND t.school_id = $2`,
    [id, schoolId],
  );
}
