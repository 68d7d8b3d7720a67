import {
  teacherStudyWordAssign,
  teacherStudyWordAssignList,
  teacherStudyWordAssignments,
  teacherStudyWordBooks,
  teacherStudyWordMastery,
  teacherStudyWordMatchWords,
  teacherStudyWordUnassign,
  teacherStudyWordWordSearch,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { registerCall } from "../../plugins/calls.ts";
import type { Deps } from "./plan-state.ts";
import * as service from "./teacher-service.ts";

/**
 * The teacher's study-word calls (teacher/study-word/*), with teacher tokens and scoped to the caller's
 * classes like the teacher console.
 */
export async function teacherStudyWordRoutes(
  app: FastifyInstance,
  deps: Omit<Deps, "db"> & { db: Db },
): Promise<void> {
  registerCall(app, teacherStudyWordBooks, () => service.books(deps));
  registerCall(app, teacherStudyWordAssign, ({ caller, body }) => service.assign(deps, caller, body));
  registerCall(app, teacherStudyWordAssignments, ({ caller, query }) =>
    service.assignments(deps, caller, query.class_id),
  );
  registerCall(app, teacherStudyWordMastery, ({ caller, query }) => service.mastery(deps, caller, query));
  registerCall(app, teacherStudyWordUnassign, ({ caller, body }) =>
    service.unassign(deps, caller, body.assignment_id),
  );
  registerCall(app, teacherStudyWordWordSearch, ({ query }) => service.wordSearch(deps, query));
  registerCall(app, teacherStudyWordMatchWords, ({ body }) => service.matchPasted(deps, body.words));
  registerCall(app, teacherStudyWordAssignList, ({ caller, body }) => service.assignList(deps, caller, body));
}
