import { tokyoPracticeResourceList } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { practiceResourceList } from "./service.ts";

/**
 * The Tokyo speaking test calls (spec "Exam": tokyo-higher/practice-resource/list). Students only, not
 * college students. The tests themselves are played and stored with the textbook calls (module tokyo).
 * @param app - the Fastify instance
 */
export async function tokyoRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, content: app.content };
  registerCall(
    app,
    tokyoPracticeResourceList,
    ({ caller, query }) => practiceResourceList(deps, caller, query.dir_id),
    { denyCollege: true },
  );
}
