import { messageDetail, messageList, teacherMessageList, teacherMessageSend } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { sendTeacherMessage, studentMessageDetail, studentMessageList, teacherSentList } from "./service.ts";

/**
 * Messages: the student's /news lists and detail (marks read), the teacher's send and sent list.
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
}
