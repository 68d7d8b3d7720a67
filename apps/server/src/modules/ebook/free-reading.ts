import type {
  EbookSummary,
  FreeReadingAssignment,
  FreeReadingPeriodStatus,
  FreeReadingProgress,
} from "@hibiki/contracts";
import { dayOf, STUDY_WORD_TIME_ZONE } from "@hibiki/exercises/study-word";
import type { Db } from "../../db/client.ts";
import { iso } from "../../lib/present.ts";
import type { StudentCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { type Library, libraryOf } from "./library.ts";
import type { AssignmentRow } from "./teacher-repository.ts";
import * as repo from "./teacher-repository.ts";

/**
 * Free-reading homework progress (the rule of packages/contracts/src/ebook-teacher.ts): a book counts when
 * it was finished (a finished reading log, or marked read) on a Japan day inside the period and is
 * eligible; words are the reading logs' words on days inside the period on eligible books.
 */

type Deps = { db: Db; content: ContentCatalog; now: () => Date };

/** Whether a period is ahead, running or over on a Japan day. */
export function periodStatus(
  a: { start_date: string; end_date: string },
  today: string,
): FreeReadingPeriodStatus {
  if (today < a.start_date) return "upcoming";
  if (today > a.end_date) return "ended";
  return "open";
}

/** Whether a book counts for an assignment. */
export function eligible(a: AssignmentRow, book: EbookSummary | undefined): boolean {
  if (!book) return false;
  if (a.mode === "books") return a.book_ids.includes(book.book_id);
  return book.yl >= (a.yl_min ?? 0) - 1e-9 && book.yl <= (a.yl_max ?? 99) + 1e-9;
}

/** An assignment row as the contract shows it. */
export function presentAssignment(a: AssignmentRow, library: Library, today: string): FreeReadingAssignment {
  return {
    assignment_id: a.id,
    class_id: a.class_id,
    class_name: a.class_name,
    teacher_name: a.teacher_name,
    title: a.title,
    mode: a.mode,
    yl_min: a.mode === "level" ? Number(a.yl_min) : null,
    yl_max: a.mode === "level" ? Number(a.yl_max) : null,
    books:
      a.mode === "books"
        ? a.book_ids.map((id) => {
            const b = library.byId.get(id);
            return { book_id: id, title: b?.title ?? id, title_ja: b?.title_ja ?? id, yl: b?.yl ?? 0 };
          })
        : [],
    target_type: a.target_type,
    target_value: a.target_value,
    start_date: a.start_date,
    end_date: a.end_date,
    status: periodStatus(a, today),
    created_at: iso(a.created_at),
  };
}

/** One student's progress with the eligible books finished in the period (first finish first). */
export type StudentProgress = FreeReadingProgress & {
  books: Array<{ book_id: string; title: string; read_at: string }>;
};

/**
 * Progress of students on an assignment.
 * @param studentIds - the students
 * @returns progress by student id (every given student has an entry)
 */
export async function progressOf(
  deps: Deps,
  a: AssignmentRow,
  studentIds: readonly number[],
  library?: Library,
): Promise<Map<number, StudentProgress>> {
  const lib = library ?? (await libraryOf(deps.content));
  const ok = (bookId: string) => eligible(a, lib.byId.get(bookId));
  const [logRows, readRows] = await Promise.all([
    repo.logsInPeriod(deps.db, studentIds, a.start_date, a.end_date),
    repo.readInPeriod(deps.db, studentIds, a.start_date, a.end_date),
  ]);
  const words = new Map<number, number>();
  const finished = new Map<number, Map<string, Date>>();
  const finish = (sid: number, bookId: string, at: Date) => {
    const m = finished.get(sid) ?? new Map<string, Date>();
    const prev = m.get(bookId);
    if (!prev || new Date(at) < new Date(prev)) m.set(bookId, at);
    finished.set(sid, m);
  };
  for (const r of logRows) {
    if (!ok(r.book_id)) continue;
    words.set(r.student_id, (words.get(r.student_id) ?? 0) + r.words);
    if (r.finished_at) finish(r.student_id, r.book_id, r.finished_at);
  }
  for (const r of readRows) if (ok(r.book_id)) finish(r.student_id, r.book_id, r.read_at);
  const out = new Map<number, StudentProgress>();
  for (const sid of studentIds) {
    const books = [...(finished.get(sid) ?? new Map<string, Date>()).entries()]
      .sort((x, y) => new Date(x[1]).getTime() - new Date(y[1]).getTime())
      .map(([id, at]) => ({ book_id: id, title: lib.byId.get(id)?.title ?? id, read_at: iso(at) }));
    const w = words.get(sid) ?? 0;
    const progress = a.target_type === "books" ? books.length : w;
    out.set(sid, {
      books_read: books.length,
      words_read: w,
      progress,
      percent: Math.min(100, Math.floor((progress * 100) / a.target_value)),
      done: progress >= a.target_value,
      books,
    });
  }
  return out;
}

const STATUS_ORDER: Record<FreeReadingPeriodStatus, number> = { open: 0, upcoming: 1, ended: 2 };

/** The student's class's assignments with their progress, open first, then by end date. */
export async function studentList(deps: Deps, caller: StudentCaller) {
  const classId = await repo.classOfStudent(deps.db, caller.id, caller.schoolId);
  if (classId === null) return { items: [] };
  const rows = await repo.assignmentsOfClass(deps.db, classId);
  const library = await libraryOf(deps.content);
  const today = dayOf(deps.now(), STUDY_WORD_TIME_ZONE);
  const items = [];
  for (const a of rows) {
    const p = (await progressOf(deps, a, [caller.id], library)).get(caller.id) as StudentProgress;
    const { books: _, ...progress } = p;
    items.push({ ...presentAssignment(a, library, today), ...progress });
  }
  items.sort(
    (x, y) =>
      STATUS_ORDER[x.status] - STATUS_ORDER[y.status] ||
      x.end_date.localeCompare(y.end_date) ||
      x.assignment_id - y.assignment_id,
  );
  return { items };
}

/** Open free-reading homework the student has not finished (the index's badge). */
export async function openFreeReadingCount(deps: Deps, caller: StudentCaller): Promise<number> {
  const { items } = await studentList(deps, caller);
  return items.filter((i) => i.status === "open" && !i.done).length;
}
