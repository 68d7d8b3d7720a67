import { JUMP_SCHEMA, type WordTestUpdateBodySchema } from "@hibiki/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { type Notice, pushNotice, storeNotice } from "../messages/notice.ts";
import { teacherName } from "../messages/repository.ts";
import { logTeacherChange } from "../teacher-console/change-log.ts";
import { japanTime } from "../teacher-console/csv.ts";
import { studentInScope } from "../teacher-console/policy.ts";
import { answersOf, examsOf, grantRetake, updateWordTest, withdrawWordTest } from "./repository.ts";
import { teacherWordTest } from "./teacher-service.ts";

/** @throws AppError 400 naming the field when the time is not in the future */
function future(iso: string, field: string): void {
  if (Date.parse(iso) <= Date.now()) {
    throw BadRequest("bad_request", "終了日時は未来の日時にしてください。", { [field]: "in the past" });
  }
}

/**
 * Changes a word test's title and period (any teacher of its class, or an administrator); logged.
 * @throws AppError 404 out of scope, 400 for an end in the past
 */
export async function updateWordTestByTeacher(
  db: Db,
  caller: TeacherCaller,
  body: z.output<typeof WordTestUpdateBodySchema>,
): Promise<{ task_id: number }> {
  const w = await teacherWordTest(db, caller, body.task_id);
  future(body.end_at, "body.end_at");
  await db.transaction(async (tx) => {
    await updateWordTest(tx, w.id, { title: body.title, startAt: body.start_at, endAt: body.end_at });
    await logTeacherChange(tx, caller, "word_test.update", w.id, {
      title_before: w.title,
      start_at_before: new Date(w.start_at).toISOString(),
      end_at_before: new Date(w.end_at).toISOString(),
    });
  });
  return { task_id: w.id };
}

/**
 * Lets one student of the test's class take it again until end_at: an earlier exam (aborted, cut off or
 * finished) is set aside, its score and answers kept in the change log, and the student is told in /news.
 * @throws AppError 404 out of scope or not in the class, 400 for an end in the past
 */
export async function retakeWordTest(
  db: Db,
  log: FastifyBaseLogger,
  caller: TeacherCaller,
  body: { task_id: number; student_id: number; end_at: string },
): Promise<{ task_id: number; student_id: number; end_at: string }> {
  const w = await teacherWordTest(db, caller, body.task_id);
  const student = await studentInScope(db, caller, body.student_id);
  if (student.class_id !== w.class_id)
    throw NotFound(`このテストのクラスの生徒ではありません: ${student.id}`);
  future(body.end_at, "body.end_at");
  const exam = (await examsOf(db, [w.id], student.id))[0];
  const answers = exam ? await answersOf(db, [exam.id]) : [];
  const notice: Notice = {
    schoolId: caller.schoolId,
    tab: "system",
    kind: "notice",
    teacherId: caller.id,
    senderName: await teacherName(db, caller.id),
    title: `単語テストをもう一度受けられます: ${w.title}`,
    body: `${japanTime(body.end_at)}（日本時間）までに受けてください。`,
    jumpSchema: JUMP_SCHEMA.newsDetail,
    taskId: w.id,
    studentId: student.id,
    studentIds: [student.id],
  };
  const msgId = await db.transaction(async (tx) => {
    await grantRetake(tx, {
      testId: w.id,
      studentId: student.id,
      schoolId: caller.schoolId,
      endAt: body.end_at,
    });
    await logTeacherChange(tx, caller, "word_test.retake", w.id, {
      student_id: student.id,
      end_at: body.end_at,
      earlier_exam: exam
        ? {
            state: exam.state,
            end_reason: exam.end_reason,
            score: exam.score,
            started_at: exam.started_at,
            finished_at: exam.finished_at,
            answers: answers
              .filter((a) => a.practice_only !== 1)
              .map((a) => ({ question_id: a.question_id, is_right: a.is_right, answer_text: a.answer_text })),
          }
        : null,
    });
    return storeNotice(tx, notice);
  });
  pushNotice(db, log, notice, msgId);
  return { task_id: w.id, student_id: student.id, end_at: new Date(body.end_at).toISOString() };
}

/**
 * Withdraws a word test: it leaves every list and /news; the exams stay; logged.
 * @throws AppError 404 out of scope (or already withdrawn)
 */
export async function withdrawWordTestByTeacher(
  db: Db,
  caller: TeacherCaller,
  taskId: number,
): Promise<null> {
  const w = await teacherWordTest(db, caller, taskId);
  await db.transaction(async (tx) => {
    await withdrawWordTest(tx, w.id);
    await logTeacherChange(tx, caller, "word_test.withdraw", w.id, { title: w.title, class_id: w.class_id });
  });
  return null;
}
