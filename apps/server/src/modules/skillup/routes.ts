import { skillupResourceList, skillupTypeList } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { resourceList, typeList } from "./service.ts";

/**
 * Skill-up calls: the practice types with the student's progress and one type's resources. Playing and
 * saving go through the textbook calls (the catalogue indexes skill-up res_codes too). Needs `app.content`.
 * @param app - the Fastify instance
 */
export async function skillupRoutes(app: FastifyInstance): Promise<void> {
  const { db, content } = app;
  // skill-up is not part of a college student's product (spec §2/§6)
  const opts = { denyCollege: true };
  registerCall(
    app,
    skillupTypeList,
    async ({ caller }) => ({ items: await typeList(db, content, caller.id) }),
    opts,
  );
  registerCall(
    app,
    skillupResourceList,
    ({ caller, query }) => resourceList(db, content, caller.id, query.type),
    opts,
  );
}
