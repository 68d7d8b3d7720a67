import {
  userCardAchievePhotoList,
  userCardAchieveRanking,
  userCardAchieveTitleList,
  userCardChangeAchieve,
  userCardGetStudentInfo,
  userCardMyAchieveRanking,
  userCardMySelected,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import * as service from "./service.ts";

/**
 * The user-card calls (issue 25 part 3, `/v3/user-card/*`): the caller's titles, frames and badges with
 * what earns them, the caller's card, a card of the caller's school (another school's: 404), choosing what
 * the card shows (only earned achievements), and the achievement ranking of the class and the school.
 * Open to college students too (the user centre is theirs; their achievements come from textbooks and
 * homework).
 * @param app - the Fastify instance (db, content)
 */
export async function userCardRoutes(app: FastifyInstance): Promise<void> {
  const deps: service.Deps = { db: app.db, content: app.content };
  registerCall(app, userCardAchieveTitleList, ({ caller, query }) => service.titleList(deps, caller, query));
  registerCall(app, userCardAchievePhotoList, ({ caller, query }) => service.photoList(deps, caller, query));
  registerCall(app, userCardMySelected, ({ caller }) => service.mySelected(deps, caller));
  registerCall(app, userCardGetStudentInfo, ({ caller, query }) => service.studentInfo(deps, caller, query));
  registerCall(app, userCardChangeAchieve, ({ caller, body }) => service.changeAchieve(deps, caller, body));
  registerCall(app, userCardAchieveRanking, ({ caller, query }) => service.ranking(deps, caller, query));
  registerCall(app, userCardMyAchieveRanking, ({ caller }) => service.myRanking(deps, caller));
}
