import { mkdir } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import { resourceFeedback, resourceFeedbackOptions, teacherFeedbackList } from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { Forbidden, NotFound } from "../../errors.ts";
import { registerCall } from "../../plugins/calls.ts";
import { IMAGE_NAME, IMAGE_TYPES, LIMITS, verifyImageSig } from "./images.ts";
import { imageStored } from "./repository.ts";
import {
  FEEDBACK_OPTIONS,
  feedbackDir,
  readFeedbackForm,
  submitFeedback,
  teacherFeedback,
} from "./service.ts";

/**
 * Resource feedback: the form's options, the multipart submit (text plus up to 9 images), the teacher's
 * list and the signed image URLs it links to.
 * @param app - the Fastify instance (env.HIBIKI_DATA_DIR, app.secret)
 */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { db, env } = app;
  const root = feedbackDir(env.HIBIKI_DATA_DIR);
  await mkdir(root, { recursive: true });
  // Encapsulated (serve: false) so reply.sendFile does not clash with the web app's static plugin.
  await app.register(fastifyStatic, { root, serve: false, decorateReply: true });

  registerCall(app, resourceFeedbackOptions, async () => ({ items: [...FEEDBACK_OPTIONS] }));
  registerCall(
    app,
    resourceFeedback,
    async ({ req, caller }) => submitFeedback(db, env.HIBIKI_DATA_DIR, caller, await readFeedbackForm(req)),
    { bodyLimit: LIMITS.imagesMax * LIMITS.imageMaxBytes + 256 * 1024 },
  );
  registerCall(app, teacherFeedbackList, async ({ caller, query }) =>
    teacherFeedback(db, await app.secret(), caller, query.page),
  );
  app.get("/v3/files/feedback/:name", async (req, reply) => {
    const { name } = req.params as { name: string };
    if (!IMAGE_NAME.test(name)) throw NotFound(`ファイルが見つかりません: ${name}`);
    if (!verifyImageSig(name, (req.query as { sig?: unknown }).sig, await app.secret())) {
      throw Forbidden("forbidden", "このファイルの URL は無効です。");
    }
    if (!(await imageStored(db, name))) throw NotFound(`ファイルが見つかりません: ${name}`);
    reply.header("content-type", IMAGE_TYPES[name.split(".")[1] as string]);
    return reply.sendFile(name, root);
  });
}
