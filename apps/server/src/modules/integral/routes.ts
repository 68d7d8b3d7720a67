import {
  integralDateForSelect,
  integralMissionGetPoints,
  integralMissionList,
  integralMissionLogs,
  integralMissionReachMessage,
  integralStudentIndex,
  integralTotalUnclaimedMission,
  messageLang,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { integralClock } from "./clock.ts";
import * as service from "./service.ts";

/**
 * The integral calls (issue 25 part 1, `/v3/integral/*`): the points head, the missions of a kind with
 * progress, claiming a reached mission once, the months with logs, the logs, the unclaimed count and the
 * newly reached missions' messages. Students only (not college students); every call reads only the
 * caller's own activity and claims.
 * @param app - the Fastify instance (db)
 */
export async function integralRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.Deps = { db: app.db, now: () => integralClock.now() };
  const opts = { denyCollege: true };
  registerCall(app, integralStudentIndex, ({ caller }) => service.studentIndex(deps, caller), opts);
  registerCall(
    app,
    integralMissionList,
    ({ caller, query }) => service.missionList(deps, caller, query.type_id),
    opts,
  );
  registerCall(
    app,
    integralMissionGetPoints,
    ({ caller, body }) => service.claim(deps, caller, body.mission_id),
    opts,
  );
  registerCall(
    app,
    integralDateForSelect,
    ({ caller, query }) => service.dateForSelect(deps, caller, query.year_num),
    opts,
  );
  registerCall(
    app,
    integralMissionLogs,
    ({ caller, query }) => service.missionLogs(deps, caller, query),
    opts,
  );
  registerCall(
    app,
    integralTotalUnclaimedMission,
    ({ caller }) => service.totalUnclaimed(deps, caller),
    opts,
  );
  registerCall(
    app,
    integralMissionReachMessage,
    ({ caller, req }) =>
      service.reachMessages(deps, caller, messageLang(req.headers["accept-language"]) === "en"),
    opts,
  );
}
