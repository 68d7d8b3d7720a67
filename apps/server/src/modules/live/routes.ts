import {
  LIVE_SOCKET_PATH,
  liveCurrent,
  liveHistory,
  teacherLiveCreate,
  teacherLiveDetail,
  teacherLiveEnd,
  teacherLiveList,
  teacherLiveSampleSets,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { detail } from "./detail.ts";
import { LiveHub } from "./hub.ts";
import { SAMPLE_SETS } from "./sample-sets.ts";
import * as service from "./service.ts";
import { acceptLiveSocket } from "./socket-kind.ts";
import { runStudentSocket } from "./student-socket.ts";
import { runTeacherSocket } from "./teacher-socket.ts";

/**
 * Live class sessions (issue 25 part 5): teachers create, list, inspect and end sessions of their classes
 * (`/v3/teacher/live/*`); students see the open session of their class and their past ones
 * (`/v3/live/current`, `/v3/live/history`); the sessions run over the socket `/v3/live/ws` (first frame:
 * auth, a teacher's or a student's token), every frame fanned out through app.bus so the teacher and the
 * students may be on different processes.
 * @param app - the Fastify instance (db, bus, websocket)
 */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.Deps = { db: app.db, log: app.log, hub: new LiveHub(app.bus, app.log) };
  registerCall(app, teacherLiveCreate, ({ caller, body }) => service.create(deps, caller, body));
  registerCall(app, teacherLiveList, ({ caller, query }) => service.list(deps, caller, query));
  registerCall(app, teacherLiveDetail, ({ caller, query }) => detail(deps.db, caller, query.live_id));
  registerCall(app, teacherLiveEnd, ({ caller, body }) => service.end(deps, caller, body.live_id));
  registerCall(app, teacherLiveSampleSets, async () => ({ sets: [...SAMPLE_SETS] }));
  registerCall(app, liveCurrent, ({ caller }) => service.current(deps, caller));
  registerCall(app, liveHistory, ({ caller, query }) => service.history(deps, caller, query));

  app.get(LIVE_SOCKET_PATH, { websocket: true }, (socket) =>
    acceptLiveSocket(app, socket, {
      teacher: (caller) => runTeacherSocket(deps, socket, caller),
      student: (caller) => runStudentSocket(deps, socket, caller),
    }),
  );
}
