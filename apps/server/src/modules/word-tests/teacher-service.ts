import type { WordTestCreateBodySchema } from "@hibiki/contracts";
import { JUMP_SCHEMA, WORD_EXAM_IDLE_MINUTES } from "@hibiki/contracts";
import { averageScore } from "@hibiki/exercises";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db, Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import type { ContentCatalog } from "../content/catalog-store.ts";
import { insertMessage, teacherName } from "../messages/repository.ts";
import { pushInBackground } from "../push/service.ts";
import { classInScope, openClassInScope, scopedClassIds } from "../teacher-console/policy.ts";
import { resPath } from "../textbook/presenter.ts";
import { buildItems, wordsOf } from "./items.ts";
import { periodState, presentTask } from "./presenter.ts";
import {
  answersOf,
  classStudents,
  examsOf,
  findWordTest,
  insertWordTest,
  retakesOf,
  settleIdleExams,
  testsOfClasses,
  type WordTestRow,
} from "./repository.ts";

type CreateBody = z.output<typeof WordTestCreateBodySchema>;

/**
 * Creates a word test for one of the teacher's classes from a word list resource, announces it with a
 * system message and a Web Push.
 * @throws AppError 404 class out of scope, 400 unknown/unsuitable resource or too few words
 */
export async function createWordTest(
  db: Db,
  content: ContentCatalog,
  log: FastifyBaseLogger,
  caller: TeacherCaller,
  body: CreateBody,
): Promise<{ task_id: number; word_count: number }> {
  const cls = await openClassInScope(db, caller, body.class_id);
  const found = await content.resource(body.res_code);
  if (!found)
    throw BadRequest("bad_request", `教材が見つかりません: ${body.res_code}`, { "body.res_code": "unknown" });
  let words = wordsOf(found.resource);
  if (body.question_ids) {
    const keep = new Set(body.question_ids.split(",").map((s) => s.trim()));
    words = words.filter((w) => keep.has(w.question_id));
  }
  const needsChoice = body.test_type !== 3 && body.test_type !== 4;
  if (words.length === 0 || (needsChoice && words.length < 2)) {
    throw BadRequest("bad_request", `単語テストに使える単語が足りません: ${body.res_code}`, {
      "body.res_code": "not a word list",
    });
  }
  const version = found.entry.res_version;
  const items = buildItems(words, body.test_type, (file) => resPath(body.res_code, version, file));
  const students = await classStudents(db, caller.schoolId, cls.id);
  const sender = await teacherName(db, caller.id);
  const ids = await db.transaction(async (tx) => {
    const taskId = await insertWordTest(tx, {
      schoolId: caller.schoolId,
      classId: cls.id,
      teacherId: caller.id,
      title: body.title,
      testType: body.test_type,
      resCode: body.res_code,
      items,
      startAt: body.start_at,
      endAt: body.end_at,
    });
    const msgId = await insertMessage(
      tx,
      {
        schoolId: caller.schoolId,
        tab: "system",
        kind: "notice",
        teacherId: caller.id,
        senderName: sender,
        title: `単語テスト: ${body.title}`,
        body: `${cls.name} に単語テストが出されました。`,
        jumpSchema: JUMP_SCHEMA.newsDetail,
        taskId,
        classId: cls.id,
      },
      students.map((s) => s.id),
    );
    return { taskId, msgId };
  });
  void pushInBackground(
    db,
    log,
    students.map((s) => s.id),
    {
      title: `単語テスト: ${body.title}`,
      body: `${cls.name} に単語テストが出されました。`,
      jump_schema: JUMP_SCHEMA.newsDetail,
      homework_id: 0,
      message_id: ids.msgId,
    },
  );
  return { task_id: ids.taskId, word_count: items.length };
}

async function presentRow(db: Queryable, w: WordTestRow) {
  await settleIdleExams(db, [w.id], WORD_EXAM_IDLE_MINUTES);
  const students = await classStudents(db, w.school_id, w.class_id);
  const exams = await examsOf(db, [w.id]);
  const retakes = await retakesOf(db, w.id);
  const answers = await answersOf(
    db,
    exams.map((e) => e.id),
  );
  // a student given a retake has their own end of the period
  const own = (studentId: number): WordTestRow => {
    const end = retakes.get(studentId);
    return end && end > new Date(w.end_at) ? { ...w, end_at: end } : w;
  };
  const tasks = exams
    .filter((e) => students.some((s) => s.id === e.student_id))
    .map((e) => ({ exam: e, task: presentTask(own(e.student_id), e, answers) }));
  const done = tasks.filter((t) => t.task.exam_state === "finished" || t.task.exam_state === "aborted");
  return {
    row: {
      task_id: w.id,
      title: w.title,
      test_type: w.test_type,
      class_id: w.class_id,
      class_name: w.class_name,
      res_code: w.res_code,
      start_at: new Date(w.start_at).toISOString(),
      end_at: new Date(w.end_at).toISOString(),
      period_state: periodState(w),
      word_count: w.items.length,
      student_count: students.length,
      finished_count: done.length,
      average_score: averageScore(done.map((t) => t.task.score)),
    },
    students,
    tasks,
    answers,
    retakes,
  };
}

/** @returns a retake's end when it is later than the class's, else null */
const ownEnd = (end: Date | undefined, w: WordTestRow) =>
  end && end > new Date(w.end_at) ? end.toISOString() : null;

/** @returns word tests of the caller's classes (optionally one class) */
export async function wordTestList(db: Queryable, caller: TeacherCaller, classId?: number) {
  const tests = await testsOfClasses(db, caller.schoolId, await scopedClassIds(db, caller, classId));
  const items = [];
  for (const w of tests) items.push((await presentRow(db, w)).row);
  return { items };
}

/**
 * A word test of one of the caller's classes.
 * @throws AppError 404 out of scope (or withdrawn)
 */
export async function teacherWordTest(db: Queryable, caller: TeacherCaller, taskId: number) {
  const w = await findWordTest(db, caller.schoolId, taskId);
  if (!w) throw NotFound(`単語テストが見つかりません: ${taskId}`);
  await classInScope(db, caller, w.class_id).catch(() => {
    throw NotFound(`単語テストが見つかりません: ${taskId}`);
  });
  return w;
}

/**
 * Results of a word test: per student and per word.
 * @throws AppError 404 out of scope
 */
export async function wordTestResult(db: Queryable, caller: TeacherCaller, taskId: number) {
  const w = await teacherWordTest(db, caller, taskId);
  const { row, students, tasks, answers, retakes } = await presentRow(db, w);
  return {
    task: row,
    students: students.map((s) => {
      const t = tasks.find((x) => x.exam.student_id === s.id);
      return {
        student_id: s.id,
        username: s.username,
        nickname: s.nickname,
        exam_state: t?.task.exam_state ?? ("not_taken" as const),
        answered: t?.task.answered ?? 0,
        correct: t?.task.correct ?? 0,
        score: t?.task.score ?? 0,
        finished_at: t?.exam.finished_at ? new Date(t.exam.finished_at).toISOString() : null,
        end_reason: t?.task.end_reason ?? null,
        own_end_at: ownEnd(retakes.get(s.id), w),
      };
    }),
    words: w.items.map((i) => {
      const mine = answers.filter((a) => a.question_id === i.question_id && a.practice_only !== 1);
      return {
        question_id: i.question_id,
        word: i.word,
        mean: i.mean,
        right_count: mine.filter((a) => a.is_right).length,
        answered_count: mine.length,
      };
    }),
  };
}
