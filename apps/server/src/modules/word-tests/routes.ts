import {
  teacherWordTestCreate,
  teacherWordTestList,
  teacherWordTestResult,
  teacherWordTestRetake,
  teacherWordTestUpdate,
  teacherWordTestWithdraw,
  wordQuizAbortExam,
  wordQuizAnswer,
  wordQuizResource,
  wordQuizTasks,
  wordQuizTopics,
  wordQuizWrongTopicList,
  wordQuizWrongTopicResource,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { retakeWordTest, updateWordTestByTeacher, withdrawWordTestByTeacher } from "./edit-service.ts";
import {
  abortExam,
  answerWord,
  examResource,
  taskList,
  taskTopics,
  wrongResource,
  wrongTopicList,
} from "./student-service.ts";
import { createWordTest, wordTestList, wordTestResult } from "./teacher-service.ts";

/**
 * Word tests: the student's exam (one attempt, abort = 0, 423 after the period), wrong-topic practice,
 * and the teacher's create / list / result / update / retake / withdraw. Needs `app.content`.
 * @param app - the Fastify instance
 */
export async function wordTestsRoutes(app: FastifyInstance): Promise<void> {
  const { db, content } = app;
  registerCall(app, wordQuizTasks, async ({ caller }) => ({ items: await taskList(db, caller) }));
  registerCall(app, wordQuizTopics, ({ caller, query }) => taskTopics(db, caller, query.task_id));
  registerCall(app, wordQuizResource, ({ caller, query }) => examResource(db, caller, query.task_id));
  registerCall(app, wordQuizWrongTopicList, ({ caller }) => wrongTopicList(db, caller));
  registerCall(app, wordQuizWrongTopicResource, ({ caller, query }) =>
    wrongResource(db, caller, query.task_id),
  );
  registerCall(app, wordQuizAnswer, ({ caller, body }) => answerWord(db, caller, body));
  registerCall(app, wordQuizAbortExam, ({ caller, body }) => abortExam(db, caller, body.task_id));
  registerCall(app, teacherWordTestCreate, ({ caller, body, req }) =>
    createWordTest(db, content, req.log, caller, body),
  );
  registerCall(app, teacherWordTestList, ({ caller, query }) => wordTestList(db, caller, query.class_id));
  registerCall(app, teacherWordTestResult, ({ caller, query }) => wordTestResult(db, caller, query.task_id));
  registerCall(app, teacherWordTestUpdate, ({ caller, body }) => updateWordTestByTeacher(db, caller, body));
  registerCall(app, teacherWordTestRetake, ({ caller, body, req }) =>
    retakeWordTest(db, req.log, caller, body),
  );
  registerCall(app, teacherWordTestWithdraw, ({ caller, body }) =>
    withdrawWordTestByTeacher(db, caller, body.task_id),
  );
}
