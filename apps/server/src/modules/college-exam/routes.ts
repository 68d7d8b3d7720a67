import {
  collegeExamRegionIndex,
  collegeExamRegionList,
  collegeExamRegionLogSubmit,
  collegeExamRegionLogs,
  collegeExamRegionSubmit,
  collegeExamReviewIndex,
  collegeExamReviewLogSubmit,
  collegeExamReviewLogs,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import * as service from "./service.ts";

/**
 * The listening-exam calls (spec "College exam"): the Common Test and the high-school entrance exams by
 * region style, their sets with the student's results, recording a finished sitting on the exam's scale
 * and the review of wrong questions. Students only, not college students. The sets themselves are played
 * and stored with the textbook calls (module listening).
 * @param app - the Fastify instance
 */
export async function collegeExamRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, content: app.content };
  const opts = { denyCollege: true };
  registerCall(app, collegeExamRegionIndex, ({ caller }) => service.regionIndex(deps, caller), opts);
  registerCall(
    app,
    collegeExamRegionList,
    ({ caller, query }) => service.regionList(deps, caller, query.region_id),
    opts,
  );
  registerCall(
    app,
    collegeExamRegionSubmit,
    ({ caller, body }) => service.submitRegion(deps, caller, body.region_id),
    opts,
  );
  registerCall(
    app,
    collegeExamRegionLogs,
    ({ caller, query }) => service.regionLogs(deps, caller, query.res_id),
    opts,
  );
  registerCall(
    app,
    collegeExamRegionLogSubmit,
    ({ caller, body }) => service.logSubmit(deps, caller, body),
    opts,
  );
  registerCall(
    app,
    collegeExamReviewIndex,
    ({ caller, query }) => service.reviewIndex(deps, caller, query.region_id),
    opts,
  );
  registerCall(
    app,
    collegeExamReviewLogs,
    ({ caller, query }) => service.reviewLogs(deps, caller, query.eiken_id),
    opts,
  );
  registerCall(
    app,
    collegeExamReviewLogSubmit,
    ({ caller, body }) => service.reviewLogSubmit(deps, caller, body),
    opts,
  );
}
