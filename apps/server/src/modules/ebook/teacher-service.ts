import {
  EBOOK_YL_MAX,
  EBOOK_YL_MIN,
  FREE_READING_TARGET_BOOKS_MAX,
  type FreeReadingAssignBodySchema,
} from "@hibiki/contracts";
import { addDays, dayOf, STUDY_WORD_TIME_ZONE } from "@hibiki/exercises/study-word";
import type { z } from "zod";
import { BadRequest, NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { classInScope, openClassInScope } from "../teacher-console/policy.ts";
import { presentAssignment, progressOf } from "./free-reading.ts";
import { libraryOf } from "./library.ts";
import type { Deps } from "./service.ts";
import * as repo from "./teacher-repository.ts";

/**
 * The teacher's free-reading calls, scoped like the teacher console (teacher-console/policy.ts): teachers
 * their own classes, administrators every class of their school; anything else is 404.
 */

/** Longest period of one assignment, in days. */
const PERIOD_MAX_DAYS = 366;

const today = (deps: Deps) => dayOf(deps.now(), STUDY_WORD_TIME_ZONE);
const bad = (field: string, message: string) =>
  BadRequest("bad_request", message, { [`body.${field}`]: message });
/** Whether YYYY-MM-DD names a real calendar day. */
const realDay = (d: string) => {
  const t = new Date(`${d}T00:00:00Z`);
  return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d;
};

export async function books(deps: Deps) {
  return { items: (await libraryOf(deps.content)).books };
}

/**
 * Assigns free reading to a class.
 * @throws AppError 404 for a class out of scope, 400 class_archived, 400 bad_request naming the field for
 *   an empty or unknown book list, a reversed level range, an impossible or reversed period, a period
 *   ended before today, or a book target above the chosen books
 */
export async function assign(
  deps: Deps,
  caller: TeacherCaller,
  body: z.output<typeof FreeReadingAssignBodySchema>,
) {
  const cls = await openClassInScope(deps.db, caller, body.class_id);
  const library = await libraryOf(deps.content);
  let ylMin: number | null = null;
  let ylMax: number | null = null;
  let bookIds: string[] = [];
  if (body.mode === "level") {
    ylMin = body.yl_min ?? EBOOK_YL_MIN;
    ylMax = body.yl_max ?? EBOOK_YL_MAX;
    if (ylMin > ylMax) throw bad("yl_max", "最高レベル（YL）は最低レベル以上にしてください。");
  } else {
    bookIds = [...new Set(body.book_ids ?? [])];
    if (bookIds.length === 0) throw bad("book_ids", "本を 1 冊以上選んでください。");
    const unknown = bookIds.filter((id) => !library.byId.has(id));
    if (unknown.length) throw bad("book_ids", `ライブラリにない本が含まれています: ${unknown.join(", ")}`);
  }
  if (body.target_type === "books") {
    const most =
      body.mode === "books"
        ? Math.min(bookIds.length, FREE_READING_TARGET_BOOKS_MAX)
        : FREE_READING_TARGET_BOOKS_MAX;
    if (body.target_value > most) throw bad("target_value", `目標の冊数は ${most} 冊以下にしてください。`);
  }
  for (const f of ["start_date", "end_date"] as const)
    if (!realDay(body[f]))
      throw bad(f, `${f === "start_date" ? "開始日" : "終了日"}が正しい日付ではありません。`);
  if (body.end_date < body.start_date) throw bad("end_date", "終了日は開始日以降にしてください。");
  if (body.end_date < today(deps)) throw bad("end_date", "終了日は今日以降にしてください。");
  if (addDays(body.start_date, PERIOD_MAX_DAYS) <= body.end_date)
    throw bad("end_date", `期間は ${PERIOD_MAX_DAYS} 日以内にしてください。`);
  const id = await repo.insertAssignment(deps.db, {
    school_id: caller.schoolId,
    class_id: cls.id,
    teacher_id: caller.id,
    title: body.title,
    mode: body.mode,
    yl_min: ylMin,
    yl_max: ylMax,
    book_ids: bookIds,
    target_type: body.target_type,
    target_value: body.target_value,
    start_date: body.start_date,
    end_date: body.end_date,
  });
  const row = await repo.assignmentOf(deps.db, caller.schoolId, id);
  if (!row) throw NotFound();
  const students = await repo.classStudents(deps.db, cls.id);
  return { assignment: presentAssignment(row, library, today(deps)), students: students.length };
}

/** An assignment of a class in the caller's scope, or 404. */
async function assignmentInScope(deps: Deps, caller: TeacherCaller, id: number) {
  const a = await repo.assignmentOf(deps.db, caller.schoolId, id);
  if (!a) throw NotFound(`多読課題が見つかりません: ${id}`);
  try {
    await classInScope(deps.db, caller, a.class_id);
  } catch {
    throw NotFound(`多読課題が見つかりません: ${id}`);
  }
  return a;
}

/** A class's assignments with how many students are done. */
export async function assignments(deps: Deps, caller: TeacherCaller, classId: number) {
  await classInScope(deps.db, caller, classId);
  const library = await libraryOf(deps.content);
  const students = (await repo.classStudents(deps.db, classId)).map((s) => s.id);
  const rows = await repo.assignmentsOfClass(deps.db, classId);
  const items = [];
  for (const a of rows) {
    const progress = await progressOf(deps, a, students, library);
    items.push({
      ...presentAssignment(a, library, today(deps)),
      students: students.length,
      done_count: [...progress.values()].filter((p) => p.done).length,
    });
  }
  return { items };
}

/** Per-student progress of an assignment (the class's current students). */
export async function progress(deps: Deps, caller: TeacherCaller, assignmentId: number) {
  const a = await assignmentInScope(deps, caller, assignmentId);
  const library = await libraryOf(deps.content);
  const students = await repo.classStudents(deps.db, a.class_id);
  const byStudent = await progressOf(
    deps,
    a,
    students.map((s) => s.id),
    library,
  );
  return {
    assignment: presentAssignment(a, library, today(deps)),
    items: students.map((s) => ({
      student_id: s.id,
      name: s.name,
      class_number: s.class_number,
      ...(byStudent.get(s.id) ?? {
        books_read: 0,
        words_read: 0,
        progress: 0,
        percent: 0,
        done: false,
        books: [],
      }),
    })),
  };
}

export async function remove(deps: Deps, caller: TeacherCaller, assignmentId: number) {
  await assignmentInScope(deps, caller, assignmentId);
  await repo.deleteAssignment(deps.db, assignmentId);
  return { deleted: true as const };
}
