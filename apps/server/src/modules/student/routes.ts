import {
  studentCardActive,
  studentChangeName,
  studentClassByCode,
  studentDashboard,
  studentDismissPasswordRemind,
  studentFcmToken,
  studentInfo,
  studentJoinClass,
  studentLeaveClass,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { unfinishedCountOf } from "../study-word/service.ts";
import { studyWordClock } from "../study-word/study-word-clock.ts";
import * as service from "./service.ts";

/**
 * The student's own account: info, dashboard, name, push token, study card and class membership.
 * @param app - the Fastify instance
 */
export async function studentRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const words = { db, content: app.content, now: () => studyWordClock.now() };
  // spec "studyword unfinished_count": today's unfinished words of the word-study plans
  registerCall(app, studentInfo, ({ caller }) =>
    service.studentInfo(db, caller, async () => (await unfinishedCountOf(words, caller)).unfinished_count),
  );
  registerCall(app, studentDashboard, ({ caller }) => service.dashboard(db, caller));
  registerCall(app, studentChangeName, ({ caller, body }) => service.changeName(db, caller, body.nickname));
  registerCall(app, studentDismissPasswordRemind, ({ caller }) => service.dismissPasswordRemind(db, caller));
  registerCall(app, studentFcmToken, ({ caller, body }) => service.saveFcmToken(db, caller, body.fcm_token));
  registerCall(app, studentCardActive, ({ caller, body }) => service.activateCard(db, caller, body.card_id));
  registerCall(app, studentClassByCode, ({ caller, query }) =>
    service.classByCode(db, caller, query.class_code),
  );
  registerCall(app, studentJoinClass, ({ caller, body }) => service.joinClass(db, caller, body.class_code));
  registerCall(app, studentLeaveClass, ({ caller }) => service.leaveClass(db, caller));
}
