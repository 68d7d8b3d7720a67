import { resourceFeedback, resourceFeedbackOptions, teacherFeedbackList } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { serveSignedFiles } from "../../lib/signed-file-route.ts";
import { registerCall } from "../../plugins/calls.ts";
import { IMAGE_FILE, IMAGE_TYPES, LIMITS } from "./images.ts";
import { imageStored } from "./repository.ts";
import {
  FEEDBACK_OPTIONS,
  feedbackImageKey,
  readFeedbackForm,
  submitFeedback,
  teacherFeedback,
} from "./service.ts";

/**
 * Resource feedback: the form's options, the multipart submit (text plus up to 9 images), the teacher's
 * list and the signed image URLs it links to.
 * @param app - the Fastify instance (db, storage, app.secret); images live in app.storage under feedback/
 */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage } = app;

  registerCall(app, resourceFeedbackOptions, async () => ({ items: [...FEEDBACK_OPTIONS] }));
  registerCall(
    app,
    resourceFeedback,
    async ({ req, caller }) => submitFeedback(db, storage, caller, await readFeedbackForm(req)),
    { bodyLimit: LIMITS.imagesMax * LIMITS.imageMaxBytes + 256 * 1024 },
  );
  registerCall(app, teacherFeedbackList, async ({ caller, query }) =>
    teacherFeedback(db, await app.secret(), caller, query.page),
  );
  // Students' pictures: kept by the browser (the name never changes content), never by shared caches.
  serveSignedFiles(app, IMAGE_FILE, {
    find: async (name) => ((await imageStored(db, name)) ? feedbackImageKey(name) : null),
    contentType: (name) => IMAGE_TYPES[name.split(".")[1] as string] ?? "application/octet-stream",
    cacheControl: "private, max-age=31536000, immutable",
  });
}
