import {
  aiHomeworkList,
  teacherAiHomeworkAssign,
  teacherAiHomeworkAssignments,
  teacherAiHomeworkDelete,
  teacherAiHomeworkHeatmap,
  teacherAiHomeworkOptions,
  teacherAiHomeworkProgress,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { heatmap } from "./heatmap.ts";
import * as service from "./service.ts";
import { list } from "./student.ts";

/**
 * AI homework (issue 24 part 3): teachers assign a class an AI study course (or chosen lessons) or an AI
 * speaking scenario and follow each student's progress and the class's mastery per grammar point
 * (`/v3/teacher/ai-homework/*`, teacher tokens, the caller's classes only); students list their open AI
 * homework (`/v3/ai/homework/list`, not for college students, like AI study).
 * @param app - the Fastify instance (db, content)
 */
export async function aiHomeworkRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.Deps = { db: app.db, content: app.content, now: () => new Date() };
  registerCall(app, teacherAiHomeworkOptions, ({ caller }) => service.options(deps, caller));
  registerCall(app, teacherAiHomeworkAssign, ({ caller, body }) => service.assign(deps, caller, body));
  registerCall(app, teacherAiHomeworkAssignments, ({ caller, query }) =>
    service.assignments(deps, caller, query.class_id),
  );
  registerCall(app, teacherAiHomeworkProgress, ({ caller, query }) =>
    service.progress(deps, caller, query.assignment_id),
  );
  registerCall(app, teacherAiHomeworkDelete, ({ caller, body }) =>
    service.remove(deps, caller, body.assignment_id),
  );
  registerCall(app, teacherAiHomeworkHeatmap, ({ caller, query }) =>
    heatmap(deps, caller, query.class_id, query.course_id),
  );
  registerCall(app, aiHomeworkList, ({ caller }) => list(deps, caller), { denyCollege: true });
}
