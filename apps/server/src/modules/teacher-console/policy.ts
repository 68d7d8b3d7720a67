import type { Queryable } from "../../db/client.ts";
import { BadRequest, Forbidden, NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";

/** A class the caller may manage. */
export type ScopedClass = {
  id: number;
  school_id: number;
  name: string;
  teacher_id: number | null;
  archived_at: Date | null;
};
/** A student the caller may manage. */
export type ScopedStudent = {
  id: number;
  school_id: number;
  class_id: number | null;
  username: string;
  nickname: string;
};

/**
 * Whether a teacher may manage a class: admins every class of their school, teachers the classes they
 * own. Other schools never match, whatever the role.
 * @returns true when allowed
 */
export function canManageClass(caller: TeacherCaller, cls: { school_id: number; teacher_id: number | null }) {
  if (cls.school_id !== caller.schoolId) return false;
  return caller.role === "admin" || cls.teacher_id === caller.id;
}

/**
 * Loads a class the caller may manage.
 * @throws AppError 404 when it does not exist or is out of the caller's scope (ids are not revealed)
 */
export async function classInScope(
  db: Queryable,
  caller: TeacherCaller,
  classId: number,
): Promise<ScopedClass> {
  const row = await db.one<ScopedClass>(
    "SELECT id, school_id, name, teacher_id, archived_at FROM classes WHERE id = $1 AND school_id = $2",
    [classId, caller.schoolId],
  );
  if (!row || !canManageClass(caller, row)) throw NotFound(`クラスが見つかりません: ${classId}`);
  return row;
}

/**
 * A class in scope that takes new work, messages and students (not archived).
 * @throws AppError 404 out of scope, 400 class_archived when archived
 */
export async function openClassInScope(
  db: Queryable,
  caller: TeacherCaller,
  classId: number,
): Promise<ScopedClass> {
  const cls = await classInScope(db, caller, classId);
  if (cls.archived_at) {
    throw BadRequest(
      "class_archived",
      `「${cls.name}」はアーカイブ済みです。新しい課題や生徒は追加できません。`,
      {
        class_id: "archived",
      },
    );
  }
  return cls;
}

/**
 * Loads a student the caller may manage (in one of the caller's classes; admins: any of the school).
 * @throws AppError 404 when out of scope
 */
export async function studentInScope(
  db: Queryable,
  caller: TeacherCaller,
  studentId: number,
): Promise<ScopedStudent> {
  const row = await db.one<ScopedStudent & { teacher_id: number | null }>(
    `SELECT s.id, s.school_id, s.class_id, s.username, s.nickname, c.teacher_id
     FROM students s LEFT JOIN classes c ON c.id = s.class_id
     WHERE s.id = $1 AND s.school_id = $2`,
    [studentId, caller.schoolId],
  );
  const allowed = row && (caller.role === "admin" || (row.class_id !== null && row.teacher_id === caller.id));
  if (!row || !allowed) throw NotFound(`生徒が見つかりません: ${studentId}`);
  const { teacher_id: _t, ...student } = row;
  return student;
}

/**
 * SQL condition limiting classes (alias `c`) to the caller's scope; parameters $1 = school, $2 = teacher.
 * @returns the condition and its two parameters
 */
export function classScopeSql(caller: TeacherCaller): { where: string; params: [number, number | null] } {
  return {
    where: "c.school_id = $1 AND ($2::int IS NULL OR c.teacher_id = $2)",
    params: [caller.schoolId, caller.role === "admin" ? null : caller.id],
  };
}

/**
 * Only school administrators may manage teacher accounts.
 * @throws AppError 403 for a plain teacher
 */
export function requireAdmin(caller: TeacherCaller): void {
  if (caller.role !== "admin") throw Forbidden("forbidden", "学校管理者のみが操作できます。");
}

/**
 * Ids of the classes in the caller's scope, or just the given one after checking it.
 * @throws AppError 404 when classId is out of scope
 */
export async function scopedClassIds(
  db: Queryable,
  caller: TeacherCaller,
  classId?: number,
): Promise<number[]> {
  if (classId !== undefined) return [(await classInScope(db, caller, classId)).id];
  const scope = classScopeSql(caller);
  const rows = await db.query<{ id: number }>(
    `SELECT c.id FROM classes c WHERE ${scope.where} ORDER BY c.id`,
    scope.params,
  );
  return rows.map((r) => r.id);
}
