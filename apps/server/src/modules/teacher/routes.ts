import { teacherInfo } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { Unauthorized } from "../../errors.ts";
import { registerCall } from "../../plugins/calls.ts";
import { findTeacher } from "./repository.ts";

/**
 * Teacher account calls (sign-in and sign-out live in the auth module).
 * @param app - the Fastify instance
 */
export async function teacherRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerCall(app, teacherInfo, async ({ caller }) => {
    const row = await findTeacher(db, caller.id, caller.schoolId);
    if (!row) throw Unauthorized();
    return { ...row };
  });
}
