import {
  INQUIRY_LIMITS,
  opinionFeedback,
  opinionFeedbackSupportPage,
  resourceFeedback,
  resourceFeedbackOptions,
  teacherFeedbackList,
  teacherFeedbackUpdate,
  teacherInquiryList,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { serveSignedFiles } from "../../lib/signed-file-route.ts";
import { registerCall } from "../../plugins/calls.ts";
import { feedbackImageKey } from "./image-form.ts";
import { IMAGE_FILE, IMAGE_TYPES, LIMITS } from "./images.ts";
import { checkInquiryQuota, readInquiryForm, submitInquiry, teacherInquiries } from "./inquiry-service.ts";
import { imageStored } from "./repository.ts";
import {
  FEEDBACK_OPTIONS,
  readFeedbackForm,
  submitFeedback,
  teacherFeedback,
  updateFeedbackByTeacher,
} from "./service.ts";

/**
 * Resource feedback: the form's options, the multipart submit (text plus up to 9 images), the teacher's
 * list and the signed image URLs it links to. Inquiries (お問い合わせ): the support page URL, the multipart
 * send (text plus up to 3 images) and the school administrator's list; their images share the folder.
 * @param app - the Fastify instance (db, storage, app.secret); images live in app.storage under feedback/
 */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  const { db, storage, content } = app;

  registerCall(app, resourceFeedbackOptions, async () => ({ items: [...FEEDBACK_OPTIONS] }));
  registerCall(
    app,
    resourceFeedback,
    async ({ req, caller }) => submitFeedback(db, storage, caller, await readFeedbackForm(req)),
    { bodyLimit: LIMITS.imagesMax * LIMITS.imageMaxBytes + 256 * 1024 },
  );
  registerCall(app, teacherFeedbackList, async ({ caller, query }) =>
    teacherFeedback(db, content, await app.secret(), caller, query.page),
  );
  registerCall(app, teacherFeedbackUpdate, async ({ caller, body, req }) =>
    updateFeedbackByTeacher(db, content, req.log, await app.secret(), caller, body),
  );
  // The inquiry form (お問い合わせ): the in-app support page, the send, and the administrator's list.
  registerCall(app, opinionFeedbackSupportPage, async () => ({ support_page_url: "/feedback/faq" }));
  registerCall(
    app,
    opinionFeedback,
    async ({ req, caller }) => {
      const form = await readInquiryForm(req);
      await checkInquiryQuota(db, caller);
      return submitInquiry(db, storage, caller, form);
    },
    {
      bodyLimit: INQUIRY_LIMITS.imagesMax * INQUIRY_LIMITS.imageMaxBytes + 256 * 1024,
      // per address, against floods from one network; the per-student quota is checkInquiryQuota
      rateLimit: { max: 30, timeWindow: 60_000 },
    },
  );
  registerCall(app, teacherInquiryList, async ({ caller, query }) =>
    teacherInquiries(db, await app.secret(), caller, query.page),
  );
  // Students' pictures: at links that expire within the hour, kept by the browser until then.
  serveSignedFiles(app, IMAGE_FILE, {
    find: async (name) => ((await imageStored(db, name)) ? feedbackImageKey(name) : null),
    contentType: (name) => IMAGE_TYPES[name.split(".")[1] as string] ?? "application/octet-stream",
  });
}
