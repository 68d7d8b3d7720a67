import {
  type Gradebook,
  type GradeCell,
  type GradeColumn,
  type GradeItemKind,
  type GradeStatus,
  WORD_EXAM_IDLE_MINUTES,
} from "@hibiki/contracts";
import { averageScore, type ExerciseKind, WRITTEN_ANSWER_KINDS } from "@hibiki/exercises";
import { scoreTokyo, type TokyoAnswer, type TokyoScore } from "@hibiki/exercises/tokyo";
import type { Db, Queryable } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import { round1 } from "../../lib/present.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import type { Storage } from "../../storage/storage.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import {
  extensionsOf,
  findHomework,
  homeworkOfClasses,
  pendingReturns,
  topicStats,
  topicsOf,
} from "../homework/repository.ts";
import { statOf, topicMeta } from "../homework/topics.ts";
import { logTeacherChange } from "../teacher-console/change-log.ts";
import { classInScope, studentInScope } from "../teacher-console/policy.ts";
import { findClass, rosterOfClass } from "../teacher-console/repository.ts";
import { presentTask } from "../word-tests/presenter.ts";
import {
  answersOf,
  examsOf,
  findWordTest,
  retakesOf,
  settleIdleExams,
  testsOfClasses,
} from "../word-tests/repository.ts";
import { checkerPercentOfFile } from "../writing/checker-percent.ts";
import {
  finishedTopicAttempts,
  homeworkWritings,
  marksOf,
  practiceAverages,
  STUDY_GAP_CAP_SECONDS,
  saveCheckerPercent,
  setMark,
  studySeconds,
} from "./repository.ts";

const key = (kind: GradeItemKind, id: number, studentId: number) => `${kind}:${id}:${studentId}`;

type Built = { column: GradeColumn; cells: Map<number, Omit<GradeCell, "mark" | "mark_reason">> };

/** The homework columns of a class: per student the status, score (writing: the checker's) and time. */
async function homeworkColumns(
  db: Queryable,
  content: ContentCatalog,
  storage: Storage,
  schoolId: number,
  classId: number,
  studentIds: number[],
): Promise<Built[]> {
  const hws = (await homeworkOfClasses(db, schoolId, [classId])).reverse();
  if (hws.length === 0) return [];
  const ids = hws.map((h) => h.id);
  const topics = await topicsOf(db, ids);
  const stats = await topicStats(db, ids, studentIds);
  const returns = await pendingReturns(db, ids, studentIds);
  const writings = await homeworkWritings(db, ids);
  for (const w of writings) {
    if (w.checker_percent !== null || w.writing_id === null || !w.engine_path) continue;
    const p = await checkerPercentOfFile(storage, w.engine_path);
    if (p === null) continue;
    w.checker_percent = p;
    await saveCheckerPercent(db, w.writing_id, p);
  }
  // Tokyo speaking tests count as the test does: the best attempt's 0-100 score, with its grade and parts.
  const { catalog } = await content.load();
  const tokyoOf = (resCode: string) => catalog.tokyo_speaking.find((r) => r.res_code === resCode);
  const tokyoTopics = topics.filter((t) => tokyoOf(t.res_code));
  const tokyoBest = new Map<string, TokyoScore>();
  for (const a of await finishedTopicAttempts(
    db,
    tokyoTopics.map((t) => t.id),
    studentIds,
  )) {
    const entry = tokyoOf(tokyoTopics.find((t) => t.id === a.topic_id)?.res_code ?? "");
    if (!entry) continue;
    const result = scoreTokyo(entry.items, a.answers as unknown as TokyoAnswer[]);
    const k = `${a.topic_id}:${a.student_id}`;
    if ((tokyoBest.get(k)?.score ?? -1) < result.score) tokyoBest.set(k, result);
  }
  const out: Built[] = [];
  for (const hw of hws) {
    const mine = topics.filter((t) => t.homework_id === hw.id);
    const kinds = await Promise.all(mine.map(async (t) => (await topicMeta(content, t.res_code)).kind));
    const isWriting = (i: number) => WRITTEN_ANSWER_KINDS.has(kinds[i] as ExerciseKind);
    const extensions = await extensionsOf(db, hw.id);
    const cells = new Map<number, Omit<GradeCell, "mark" | "mark_reason">>();
    for (const sid of studentIds) {
      if (hw.student_ids && !hw.student_ids.includes(sid)) {
        cells.set(sid, { status: "not_assigned", score: null, submitted_at: null });
        continue;
      }
      const st = mine.map((t) => statOf(stats, t.id, sid));
      const started = st.some((s) => s.last_at !== null);
      const returned = returns.some((r) => r.homework_id === hw.id && r.student_id === sid);
      const done = mine.length > 0 && st.every((s) => s.used > 0);
      const tokyo = mine.map((t) => tokyoBest.get(`${t.id}:${sid}`));
      const scores = mine.map((t, i) => {
        if (st[i]!.used === 0) return 0;
        const test = tokyo[i];
        if (test) return test.score;
        if (!isWriting(i)) return st[i]!.best;
        const found = writings.filter(
          (w) =>
            w.homework_id === hw.id &&
            w.topic_id === t.id &&
            w.student_id === sid &&
            w.checker_percent !== null,
        );
        return found.length ? averageScore(found.map((w) => w.checker_percent as number)) : st[i]!.best;
      });
      const last = st.map((s) => s.last_finished_at).filter((d): d is Date => d !== null);
      const submittedAt =
        done && last.length ? new Date(Math.max(...last.map((d) => new Date(d).getTime()))) : null;
      const deadline = Math.max(new Date(hw.deadline).getTime(), extensions.get(sid)?.getTime() ?? 0);
      const status: GradeStatus = returned
        ? "returned"
        : done
          ? submittedAt && submittedAt.getTime() > deadline
            ? "late"
            : "submitted"
          : started
            ? "in_progress"
            : "not_started";
      const test = tokyo.find((x) => x !== undefined);
      cells.set(sid, {
        status,
        score: done ? round1(averageScore(scores)) : null,
        submitted_at: submittedAt ? submittedAt.toISOString() : null,
        tokyo: done && test ? { grade: test.grade, parts: test.parts } : null,
      });
    }
    out.push({
      column: {
        kind: "homework",
        id: hw.id,
        title: hw.title,
        due_at: new Date(hw.deadline).toISOString(),
        is_writing: mine.length > 0 && mine.every((_, i) => isWriting(i)) ? 1 : 0,
      },
      cells,
    });
  }
  return out;
}

/** The word-test columns of a class: per student the exam's state and score. */
async function wordTestColumns(db: Queryable, schoolId: number, classId: number, studentIds: number[]) {
  const tests = (await testsOfClasses(db, schoolId, [classId])).reverse();
  await settleIdleExams(
    db,
    tests.map((t) => t.id),
    WORD_EXAM_IDLE_MINUTES,
  );
  const exams = await examsOf(
    db,
    tests.map((t) => t.id),
  );
  const answers = await answersOf(
    db,
    exams.map((e) => e.id),
  );
  const out: Built[] = [];
  for (const w of tests) {
    const retakes = await retakesOf(db, w.id);
    const cells = new Map<number, Omit<GradeCell, "mark" | "mark_reason">>();
    for (const sid of studentIds) {
      const end = retakes.get(sid);
      const own = end && end > new Date(w.end_at) ? { ...w, end_at: end } : w;
      const exam = exams.find((e) => e.word_test_id === w.id && e.student_id === sid);
      const task = presentTask(own, exam, answers);
      const status: GradeStatus =
        task.exam_state === "finished"
          ? "submitted"
          : task.exam_state === "aborted"
            ? "left"
            : task.exam_state === "in_progress"
              ? "in_progress"
              : "not_started";
      const over = status === "submitted" || status === "left";
      cells.set(sid, {
        status,
        score: over ? task.score : null,
        submitted_at: over ? new Date(exam?.finished_at ?? own.end_at).toISOString() : null,
      });
    }
    out.push({
      column: {
        kind: "word_test",
        id: w.id,
        title: w.title,
        due_at: new Date(w.end_at).toISOString(),
        is_writing: 0,
      },
      cells,
    });
  }
  return out;
}

/**
 * The grade book of a class: students (in 出席番号 order) × homework and word tests (oldest first), each
 * cell with status, automatic score, and the teacher's mark. A row's average counts what was handed in
 * or marked (never a not-started 0), plus the student's own practice when includePractice.
 * @throws AppError 404 out of scope
 */
export async function gradebook(
  db: Queryable,
  content: ContentCatalog,
  storage: Storage,
  caller: TeacherCaller,
  classId: number,
  includePractice: boolean,
): Promise<Gradebook> {
  await classInScope(db, caller, classId);
  const cls = (await findClass(db, caller.schoolId, classId))!;
  const roster = (await rosterOfClass(db, caller.schoolId, classId)).filter((s) => !s.deactivated_at);
  const ids = roster.map((s) => s.id);
  const built = [
    ...(await homeworkColumns(db, content, storage, caller.schoolId, classId, ids)),
    ...(await wordTestColumns(db, caller.schoolId, classId, ids)),
  ].sort((a, b) => Date.parse(a.column.due_at) - Date.parse(b.column.due_at));
  const marks = new Map(
    (await marksOf(db, caller.schoolId, ids)).map((m) => [key(m.item_kind, m.item_id, m.student_id), m]),
  );
  const practice = await practiceAverages(db, ids);
  const study = await studySeconds(db, ids, STUDY_GAP_CAP_SECONDS);
  return {
    class_id: cls.id,
    class_name: cls.name,
    include_practice: includePractice ? 1 : 0,
    columns: built.map((b) => b.column),
    rows: roster.map((s) => {
      const cells: GradeCell[] = built.map((b) => {
        const cell = b.cells.get(s.id) ?? { status: "not_started", score: null, submitted_at: null };
        const m = marks.get(key(b.column.kind, b.column.id, s.id));
        return { ...cell, mark: m?.mark ?? null, mark_reason: m?.reason ?? null };
      });
      const counted = cells.map((c) => c.mark ?? c.score).filter((v): v is number => v !== null);
      const own = practice.get(s.id);
      const averaged = includePractice && own !== undefined ? [...counted, own] : counted;
      return {
        student_id: s.id,
        username: s.username,
        nickname: s.nickname,
        class_number: s.class_number,
        cells,
        average: averaged.length ? round1(averageScore(averaged)) : null,
        counted: counted.length,
        practice_average: own === undefined ? null : round1(own),
        study_seconds: study.get(s.id) ?? 0,
      };
    }),
  };
}

/**
 * Enters, changes or (mark null) removes a teacher's mark for one student's homework or word test of the
 * student's class; logged with the mark before.
 * @throws AppError 404 when the student or the item is out of scope or not of the student's class
 */
export async function markGrade(
  db: Db,
  caller: TeacherCaller,
  body: { kind: GradeItemKind; item_id: number; student_id: number; mark: number | null; reason: string },
): Promise<{ mark: number | null; mark_reason: string | null }> {
  const student = await studentInScope(db, caller, body.student_id);
  const hw = body.kind === "homework" ? await findHomework(db, caller.schoolId, body.item_id) : undefined;
  const classId =
    body.kind === "homework"
      ? hw?.class_id
      : (await findWordTest(db, caller.schoolId, body.item_id))?.class_id;
  // a homework given to chosen students has nothing to mark for the others
  const notGiven = hw?.student_ids && !hw.student_ids.includes(student.id);
  if (classId === undefined || classId !== student.class_id || notGiven) {
    throw NotFound(`成績をつけられる課題が見つかりません: ${body.kind} ${body.item_id}`);
  }
  await db.transaction(async (tx) => {
    const before = await setMark(tx, {
      schoolId: caller.schoolId,
      kind: body.kind,
      itemId: body.item_id,
      studentId: student.id,
      mark: body.mark,
      reason: body.reason,
      teacherId: caller.id,
    });
    await logTeacherChange(tx, caller, "gradebook.mark", body.item_id, {
      kind: body.kind,
      student_id: student.id,
      mark: body.mark,
      reason: body.reason,
      mark_before: before?.mark ?? null,
      reason_before: before?.reason ?? null,
    });
  });
  return body.mark === null
    ? { mark: null, mark_reason: null }
    : { mark: body.mark, mark_reason: body.reason };
}
