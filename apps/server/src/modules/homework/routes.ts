import {
  homeworkDetail,
  homeworkList,
  homeworkTopicAnswerRecord,
  homeworkTopicAnswerResult,
  homeworkTopicResourceInfo,
  teacherHomeworkCreate,
  teacherHomeworkDetail,
  teacherHomeworkExtend,
  teacherHomeworkList,
  teacherHomeworkRemind,
  teacherHomeworkUpdate,
  teacherHomeworkWithdraw,
  teacherSubmission,
  teacherSubmissionNote,
  teacherSubmissionNoteDelete,
  teacherSubmissionNoteUpdate,
  teacherSubmissionReturn,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import {
  extendHomework,
  remindHomework,
  updateHomeworkByTeacher,
  withdrawHomeworkByTeacher,
} from "./edit-service.ts";
import { deleteNoteByTeacher, updateNoteByTeacher } from "./notes-service.ts";
import { addNote, returnSubmission, submission } from "./review-service.ts";
import {
  studentHomeworkDetail,
  studentHomeworkList,
  topicAnswerRecord,
  topicAnswerResult,
  topicResourceInfo,
} from "./student-service.ts";
import {
  createHomework,
  teacherHomeworkDetail as hwDetail,
  teacherHomeworkList as hwList,
} from "./teacher-service.ts";

/**
 * Homework calls, student side (list, detail, topic resource info, answers, result) and teacher side
 * (create, list, detail, submission review, notes, return). Needs `app.content`.
 * @param app - the Fastify instance
 */
export async function homeworkRoutes(app: FastifyInstance): Promise<void> {
  const { db, content } = app;
  registerCall(app, homeworkList, ({ caller, query }) =>
    studentHomeworkList(db, content, caller, query.tab, query.page),
  );
  registerCall(app, homeworkDetail, ({ caller, query }) =>
    studentHomeworkDetail(db, content, caller, query.homework_id),
  );
  registerCall(app, homeworkTopicResourceInfo, ({ caller, query }) =>
    topicResourceInfo(db, content, caller, query.homework_id, query.topic_id),
  );
  registerCall(app, homeworkTopicAnswerRecord, ({ caller, body }) =>
    topicAnswerRecord(db, content, caller, body),
  );
  registerCall(app, homeworkTopicAnswerResult, ({ caller, query }) =>
    topicAnswerResult(db, content, caller, query),
  );
  registerCall(app, teacherHomeworkCreate, ({ caller, body, req }) =>
    createHomework(db, content, req.log, caller, body),
  );
  registerCall(app, teacherHomeworkList, ({ caller, query }) =>
    hwList(db, caller, query.class_id, query.page),
  );
  registerCall(app, teacherHomeworkDetail, ({ caller, query }) =>
    hwDetail(db, content, caller, query.homework_id),
  );
  registerCall(app, teacherHomeworkUpdate, ({ caller, body, req }) =>
    updateHomeworkByTeacher(db, req.log, caller, body),
  );
  registerCall(app, teacherHomeworkExtend, ({ caller, body, req }) =>
    extendHomework(db, req.log, caller, body),
  );
  registerCall(app, teacherHomeworkRemind, ({ caller, body, req }) =>
    remindHomework(db, req.log, caller, body.homework_id),
  );
  registerCall(app, teacherHomeworkWithdraw, ({ caller, body }) =>
    withdrawHomeworkByTeacher(db, caller, body.homework_id),
  );
  registerCall(app, teacherSubmission, ({ caller, query }) => submission(db, content, caller, query));
  registerCall(app, teacherSubmissionNote, ({ caller, body }) => addNote(db, caller, body));
  registerCall(app, teacherSubmissionNoteUpdate, ({ caller, body }) => updateNoteByTeacher(db, caller, body));
  registerCall(app, teacherSubmissionNoteDelete, ({ caller, body }) =>
    deleteNoteByTeacher(db, caller, body.note_id),
  );
  registerCall(app, teacherSubmissionReturn, ({ caller, body, req }) =>
    returnSubmission(db, content, req.log, caller, body),
  );
}
