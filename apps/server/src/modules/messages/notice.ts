import type { FastifyBaseLogger } from "fastify";
import type { Db, Queryable } from "../../db/client.ts";
import { pushInBackground } from "../push/service.ts";
import { insertMessage, type NewMessage } from "./repository.ts";

/** A message for some students about a change (a homework, a return, a reply), and its push. */
export type Notice = NewMessage & { studentIds: number[] };

/**
 * A teacher's message to one student in the 先生から tab (a return, a reply to their report).
 * @param caller - the teacher's school and id
 * @param senderName - the teacher's name as shown
 * @param studentId - the student
 * @param m - the title, the text, where it opens, and the homework it is about when there is one
 * @returns the notice
 */
export function messageToStudent(
  caller: { schoolId: number; id: number },
  senderName: string,
  studentId: number,
  m: Pick<NewMessage, "title" | "body" | "jumpSchema" | "homeworkId">,
): Notice {
  return {
    schoolId: caller.schoolId,
    tab: "teacher",
    kind: "message",
    teacherId: caller.id,
    senderName,
    studentId,
    studentIds: [studentId],
    ...m,
  };
}

/**
 * Stores a notice in /news for its students, in the change's own transaction (nothing is stored for no
 * students).
 * @param tx - the change's transaction
 * @param n - the notice
 * @returns the message id, 0 when there was no one to tell
 */
export async function storeNotice(tx: Queryable, n: Notice): Promise<number> {
  if (n.studentIds.length === 0) return 0;
  const { studentIds, ...message } = n;
  return insertMessage(tx, message, studentIds);
}

/**
 * Pushes a stored notice in the background, once its transaction has committed (the push names the
 * message, so opening it lands on what it says).
 * @param db - the app's database
 * @param log - where a failed fan-out is logged
 * @param n - the notice
 * @param messageId - its message (storeNotice)
 */
export function pushNotice(db: Db, log: FastifyBaseLogger, n: Notice, messageId: number): void {
  if (n.studentIds.length === 0) return;
  void pushInBackground(db, log, n.studentIds, {
    title: n.title,
    body: n.body.slice(0, 120),
    jump_schema: n.jumpSchema,
    homework_id: n.homeworkId ?? 0,
    message_id: messageId,
  });
}
