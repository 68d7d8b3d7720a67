import {
  messageDetail,
  messageList,
  teacherMessageDelete,
  teacherMessageList,
  teacherMessageSend,
  teacherMessageUpdate,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import {
  deleteTeacherMessage,
  sendTeacherMessage,
  studentMessageDetail,
  studentMessageList,
  teacherSentList,
  updateTeacherMessage,
} from "./service.ts";

/**
 * Messages: the student's /news lists and detail (marks read), the teacher's send, sent list, edit and
 * withdrawal.
 * @param app - the Fastify instance
 */
export async function messageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerCall(app, messageList, ({ caller, query }) =>
    studentMessageList(db, caller.id, query.tab, query.page),
  );
  registerCall(app, messageDetail, ({ caller, query }) => studentMessageDetail(db, caller.id, query.msg_id));
  registerCall(app, teacherMessageSend, ({ caller, body, req }) =>
    sendTeacherMessage(db, req.log, caller, body),
  );
  registerCall(app, teacherMessageList, ({ caller, query }) => teacherSentList(db, caller, query.page));
  registerCall(app, teacherMessageUpdate, ({ caller, body }) => updateTeacherMessage(db, caller, body));
  registerCall(app, teacherMessageDelete, ({ caller, body }) =>
    deleteTeacherMessage(db, caller, body.msg_id),
  );
}
