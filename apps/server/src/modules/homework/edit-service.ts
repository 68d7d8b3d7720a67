import { type HomeworkUpdateBodySchema, JUMP_SCHEMA } from "@hibiki/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db, Queryable } from "../../db/client.ts";
import { BadRequest, NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { type Notice, pushNotice, storeNotice } from "../messages/notice.ts";
import { teacherName } from "../messages/repository.ts";
import { logTeacherChange } from "../teacher-console/change-log.ts";
import { japanTime } from "../teacher-console/csv.ts";
import { studentInScope } from "../teacher-console/policy.ts";
import {
  claimReminder,
  setExtension,
  studentsOfHomework,
  updateHomework,
  withdrawHomework,
} from "./repository.ts";
import { classStatus, teacherHomework } from "./teacher-service.ts";

/** @throws AppError 400 naming the field when the deadline is not in the future */
function futureDeadline(deadline: string, field: string): void {
  if (Date.parse(deadline) <= Date.now()) {
    throw BadRequest("bad_request", "締め切りは未来の日時にしてください。", { [field]: "in the past" });
  }
}

/** A system notice about a homework from the caller, opening the homework. */
async function homeworkNotice(
  db: Queryable,
  caller: TeacherCaller,
  n: Pick<Notice, "homeworkId" | "classId" | "studentIds" | "title" | "body">,
): Promise<Notice> {
  return {
    schoolId: caller.schoolId,
    tab: "system",
    kind: "notice",
    teacherId: caller.id,
    senderName: await teacherName(db, caller.id),
    jumpSchema: JUMP_SCHEMA.homeworkDetail,
    ...n,
  };
}

/**
 * Changes a homework's title, comment and deadline (any teacher of its class, or an administrator); the
 * change is logged, and when the deadline moves the class is told in /news (Japan time).
 * @throws AppError 404 out of scope, 400 for a deadline in the past
 */
export async function updateHomeworkByTeacher(
  db: Db,
  log: FastifyBaseLogger,
  caller: TeacherCaller,
  body: z.output<typeof HomeworkUpdateBodySchema>,
): Promise<{ homework_id: number }> {
  const hw = await teacherHomework(db, caller, body.homework_id);
  futureDeadline(body.deadline, "body.deadline");
  const moved = Date.parse(body.deadline) !== new Date(hw.deadline).getTime();
  const told = await db.transaction(async (tx) => {
    await updateHomework(tx, hw.id, body);
    await logTeacherChange(tx, caller, "homework.update", hw.id, {
      title_before: hw.title,
      deadline_before: new Date(hw.deadline).toISOString(),
    });
    if (!moved) return null;
    const notice = await homeworkNotice(tx, caller, {
      homeworkId: hw.id,
      classId: hw.class_id,
      studentIds: (await studentsOfHomework(tx, hw)).map((s) => s.id),
      title: `宿題の締め切りが変わりました: ${body.title}`,
      body: `新しい締め切りは ${japanTime(body.deadline)}（日本時間）です。`,
    });
    return { notice, messageId: await storeNotice(tx, notice) };
  });
  if (told) pushNotice(db, log, told.notice, told.messageId);
  return { homework_id: hw.id };
}

/**
 * Gives one student of the homework's class a later deadline (null: back to the class deadline); the
 * student is told in /news, and the change is logged.
 * @throws AppError 404 out of scope or not in the class, 400 for a deadline in the past or not after the
 *   class deadline
 */
export async function extendHomework(
  db: Db,
  log: FastifyBaseLogger,
  caller: TeacherCaller,
  body: { homework_id: number; student_id: number; deadline: string | null },
): Promise<{ homework_id: number; student_id: number; deadline: string }> {
  const hw = await teacherHomework(db, caller, body.homework_id);
  const student = await studentInScope(db, caller, body.student_id);
  if (student.class_id !== hw.class_id) throw NotFound(`この宿題のクラスの生徒ではありません: ${student.id}`);
  if (body.deadline !== null) {
    futureDeadline(body.deadline, "body.deadline");
    if (Date.parse(body.deadline) <= new Date(hw.deadline).getTime()) {
      throw BadRequest("bad_request", "延長の締め切りはクラスの締め切りより後にしてください。", {
        "body.deadline": "not after the class deadline",
      });
    }
  }
  const notice =
    body.deadline === null
      ? null
      : await homeworkNotice(db, caller, {
          homeworkId: hw.id,
          classId: null,
          studentIds: [student.id],
          title: `宿題の締め切りが延長されました: ${hw.title}`,
          body: `あなたの締め切りは ${japanTime(body.deadline)}（日本時間）までです。`,
        });
  const messageId = await db.transaction(async (tx) => {
    await setExtension(tx, {
      homeworkId: hw.id,
      studentId: student.id,
      schoolId: caller.schoolId,
      deadline: body.deadline,
    });
    await logTeacherChange(tx, caller, "homework.extend", hw.id, {
      student_id: student.id,
      deadline: body.deadline,
    });
    return notice ? storeNotice(tx, notice) : 0;
  });
  if (notice) pushNotice(db, log, notice, messageId);
  const deadline = body.deadline ?? new Date(hw.deadline).toISOString();
  return { homework_id: hw.id, student_id: student.id, deadline: new Date(deadline).toISOString() };
}

/**
 * Withdraws a homework: it leaves the class's lists and /news; the answers already given are kept, and the
 * withdrawal is logged.
 * @throws AppError 404 out of scope (or already withdrawn)
 */
export async function withdrawHomeworkByTeacher(
  db: Db,
  caller: TeacherCaller,
  homeworkId: number,
): Promise<null> {
  const hw = await teacherHomework(db, caller, homeworkId);
  await db.transaction(async (tx) => {
    await withdrawHomework(tx, hw.id);
    await logTeacherChange(tx, caller, "homework.withdraw", hw.id, {
      title: hw.title,
      class_id: hw.class_id,
    });
  });
  return null;
}

/** The least time between two reminders of one homework. */
export const REMIND_GAP_MINUTES = 10;

/**
 * Reminds the students of the homework's class who have not submitted it (every topic answered), in /news
 * and by push; logged. A second reminder within REMIND_GAP_MINUTES is refused, so a double click sends one.
 * @throws AppError 404 out of scope, 400 when reminded a moment ago
 * @returns how many students were reminded
 */
export async function remindHomework(
  db: Db,
  log: FastifyBaseLogger,
  caller: TeacherCaller,
  homeworkId: number,
): Promise<{ recipient_count: number }> {
  const hw = await teacherHomework(db, caller, homeworkId);
  const status = await classStatus(db, hw);
  const pending = status.students.filter((s) => s.status !== "answered").map((s) => s.student_id);
  const notice = await homeworkNotice(db, caller, {
    homeworkId: hw.id,
    classId: null,
    studentIds: pending,
    title: `宿題のお知らせ: ${hw.title}`,
    body: `まだ提出されていません。締め切りは ${japanTime(new Date(hw.deadline).toISOString())}（日本時間）です。`,
  });
  const sent = await db.transaction(async (tx) => {
    if (!(await claimReminder(tx, hw.id, REMIND_GAP_MINUTES))) return null;
    const messageId = await storeNotice(tx, notice);
    await logTeacherChange(tx, caller, "homework.remind", hw.id, { student_ids: pending });
    return { messageId };
  });
  if (!sent) {
    throw BadRequest(
      "bad_request",
      `リマインドは ${REMIND_GAP_MINUTES} 分に1回までです。少し待ってから送ってください。`,
    );
  }
  pushNotice(db, log, notice, sent.messageId);
  return { recipient_count: pending.length };
}
