import type { MessageDetail, MessageListItem, MessageSendBodySchema } from "@hibiki/contracts";
import { JUMP_SCHEMA } from "@hibiki/contracts";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db, Queryable } from "../../db/client.ts";
import { NotFound } from "../../errors.ts";
import type { TeacherCaller } from "../../plugins/auth.ts";
import { pushInBackground } from "../push/service.ts";
import { logTeacherChange } from "../teacher-console/change-log.ts";
import { openClassInScope, studentInScope } from "../teacher-console/policy.ts";
import {
  deleteMessage,
  findEditableMessage,
  findForStudent,
  insertMessage,
  listForStudent,
  listSent,
  type MessageRow,
  markRead,
  studentIdsOfClass,
  teacherName,
  unreadByTab,
  updateMessage,
} from "./repository.ts";

/** Page size of the message lists. */
export const MESSAGE_PAGE_SIZE = 20;

function present(row: MessageRow): MessageListItem {
  return {
    msg_id: row.id,
    tab: row.tab,
    kind: row.kind,
    title: row.title,
    summary: row.body.slice(0, 80),
    sender_name: row.sender_name,
    is_read: row.read_at ? 1 : 0,
    jump_schema: row.jump_schema,
    homework_id: row.homework_id,
    task_id: row.task_id,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * One page of a student's messages in a tab, with unread counts per tab.
 * @returns items, total and unread counts
 */
export async function studentMessageList(db: Queryable, studentId: number, tab: string, page: number) {
  const { rows, total } = await listForStudent(
    db,
    studentId,
    tab,
    MESSAGE_PAGE_SIZE,
    (page - 1) * MESSAGE_PAGE_SIZE,
  );
  const unread = await unreadByTab(db, studentId);
  return { items: rows.map(present), total, unread_system: unread.system, unread_teacher: unread.teacher };
}

/**
 * A message of the student, marked read.
 * @throws AppError 404 when the student is not a recipient
 */
export async function studentMessageDetail(
  db: Queryable,
  studentId: number,
  msgId: number,
): Promise<MessageDetail> {
  const row = await findForStudent(db, studentId, msgId);
  if (!row) throw NotFound(`メッセージが見つかりません: ${msgId}`);
  await markRead(db, studentId, msgId);
  return { ...present({ ...row, read_at: row.read_at ?? new Date() }), body: row.body };
}

/**
 * A teacher's message or notice to one of their classes or students; recipients get a Web Push
 * (jump_schema 3, news detail) in the background.
 * @throws AppError 404 when the class or student is outside the teacher's scope
 */
export async function sendTeacherMessage(
  db: Db,
  log: FastifyBaseLogger,
  caller: TeacherCaller,
  body: z.output<typeof MessageSendBodySchema>,
): Promise<{ msg_id: number; recipient_count: number }> {
  let studentIds: number[];
  if (body.class_id !== undefined) {
    await openClassInScope(db, caller, body.class_id);
    studentIds = await studentIdsOfClass(db, caller.schoolId, body.class_id);
  } else {
    studentIds = [(await studentInScope(db, caller, body.student_id as number)).id];
  }
  const senderName = await teacherName(db, caller.id);
  const msgId = await db.transaction((tx) =>
    insertMessage(
      tx,
      {
        schoolId: caller.schoolId,
        tab: "teacher",
        kind: body.kind,
        teacherId: caller.id,
        senderName,
        title: body.title,
        body: body.body,
        jumpSchema: JUMP_SCHEMA.newsDetail,
        classId: body.class_id ?? null,
        studentId: body.student_id ?? null,
      },
      studentIds,
    ),
  );
  void pushInBackground(db, log, studentIds, {
    title: body.title,
    body: body.body.slice(0, 120),
    jump_schema: JUMP_SCHEMA.newsDetail,
    homework_id: 0,
    message_id: msgId,
  });
  return { msg_id: msgId, recipient_count: studentIds.length };
}

/**
 * Messages the teacher sent (admins: every teacher message of the school).
 * @returns one page and the total
 */
export async function teacherSentList(db: Queryable, caller: TeacherCaller, page: number) {
  const { rows, total } = await listSent(
    db,
    caller.schoolId,
    caller.role === "admin" ? null : caller.id,
    MESSAGE_PAGE_SIZE,
    (page - 1) * MESSAGE_PAGE_SIZE,
  );
  return {
    items: rows.map((r) => ({
      msg_id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      target_name: r.target_name,
      recipient_count: r.recipient_count,
      read_count: r.read_count,
      created_at: new Date(r.created_at).toISOString(),
      edited_at: r.edited_at ? new Date(r.edited_at).toISOString() : null,
      editable: r.editable ? (1 as const) : (0 as const),
    })),
    total,
  };
}

/**
 * The plain message a teacher may change (their own; an administrator: any teacher message of the school).
 * @throws AppError 404 otherwise (another school's, another teacher's, or one sent with homework)
 */
async function editableMessage(db: Queryable, caller: TeacherCaller, msgId: number) {
  const found = await findEditableMessage(
    db,
    caller.schoolId,
    caller.role === "admin" ? null : caller.id,
    msgId,
  );
  if (!found) throw NotFound(`編集できるメッセージが見つかりません: ${msgId}`);
  return found;
}

/**
 * Edits a sent message or notice; its students see the new text, and the change is logged.
 * @throws AppError 404 when the message is not the teacher's to change
 */
export async function updateTeacherMessage(
  db: Db,
  caller: TeacherCaller,
  body: { msg_id: number; title: string; body: string },
): Promise<{ msg_id: number }> {
  const found = await editableMessage(db, caller, body.msg_id);
  await db.transaction(async (tx) => {
    await updateMessage(tx, found.id, body.title, body.body);
    await logTeacherChange(tx, caller, "message.update", found.id, { title_before: found.title });
  });
  return { msg_id: found.id };
}

/**
 * Withdraws a sent message or notice: it leaves every student's /news; the change is logged.
 * @throws AppError 404 when the message is not the teacher's to change
 */
export async function deleteTeacherMessage(db: Db, caller: TeacherCaller, msgId: number): Promise<null> {
  const found = await editableMessage(db, caller, msgId);
  await db.transaction(async (tx) => {
    await deleteMessage(tx, found.id);
    await logTeacherChange(tx, caller, "message.delete", found.id, { title: found.title });
  });
  return null;
}
