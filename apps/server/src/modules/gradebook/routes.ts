import { teacherGradebook, teacherGradebookCsv, teacherGradebookMark } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { registerCall } from "../../plugins/calls.ts";
import { gradebookCsv } from "./csv.ts";
import { gradebook, markGrade } from "./service.ts";

/**
 * The grade book: a class's students × homework and word tests, its CSV, and the teacher's marks.
 * Needs `app.content` and `app.storage` (writing scores come from the checker's stored results).
 * @param app - the Fastify instance
 */
export async function gradebookRoutes(app: FastifyInstance): Promise<void> {
  const { db, content, storage } = app;
  registerCall(app, teacherGradebook, ({ caller, query }) =>
    gradebook(db, content, storage, caller, query.class_id, query.include_practice === 1),
  );
  registerCall(app, teacherGradebookCsv, async ({ caller, query }) => {
    const g = await gradebook(db, content, storage, caller, query.class_id, query.include_practice === 1);
    return { filename: `class-${g.class_id}-gradebook.csv`, csv: gradebookCsv(g) };
  });
  registerCall(app, teacherGradebookMark, ({ caller, body }) => markGrade(db, caller, body));
}
