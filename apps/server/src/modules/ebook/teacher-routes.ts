import {
  teacherFreeReadingAssign,
  teacherFreeReadingAssignments,
  teacherFreeReadingBooks,
  teacherFreeReadingDelete,
  teacherFreeReadingProgress,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import type { Deps } from "./service.ts";
import * as service from "./teacher-service.ts";

/**
 * The teacher's free-reading homework calls (teacher/free-reading/*), teacher tokens, scoped to the
 * caller's classes.
 */
export async function teacherFreeReadingRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  registerCall(app, teacherFreeReadingBooks, () => service.books(deps));
  registerCall(app, teacherFreeReadingAssign, ({ caller, body }) => service.assign(deps, caller, body));
  registerCall(app, teacherFreeReadingAssignments, ({ caller, query }) =>
    service.assignments(deps, caller, query.class_id),
  );
  registerCall(app, teacherFreeReadingProgress, ({ caller, query }) =>
    service.progress(deps, caller, query.assignment_id),
  );
  registerCall(app, teacherFreeReadingDelete, ({ caller, body }) =>
    service.remove(deps, caller, body.assignment_id),
  );
}
