import {
  appAgreeProtocols,
  appClientErrors,
  appConfig,
  appEvaluateErrors,
  appEvaluationService,
  appNoticeContent,
  appNoticeList,
  appProtocols,
  appVersion,
  xfyunIatAuthUrl,
  xfyunTtsAuthUrl,
} from "@hibiki/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { bearerToken, callerFromToken } from "../../plugins/auth.ts";
import { registerCall } from "../../plugins/calls.ts";
import { clientAddress } from "../../plugins/rate-limit.ts";
import { iflytekFromEnv } from "../../speech-cloud/index.ts";
import * as repo from "./repository.ts";
import * as service from "./service.ts";
import { buildServiceUrls } from "./service-urls.ts";

/** Error reports accepted per IP per minute (they are sent silently; this keeps a loop from flooding). */
const REPORT_LIMIT = { max: 60, timeWindow: 60_000 };

/**
 * App-level calls: config, version, protocols, service URLs, notices and error reports.
 * @param app - the Fastify instance
 */
export async function appRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Calls without a required token still use one when it is sent and valid.
  const optionalStudent = async (req: Parameters<typeof bearerToken>[0]) => {
    const token = bearerToken(req);
    const caller = token ? await callerFromToken(db, token) : undefined;
    return caller && !("error" in caller) && caller.kind === "student" ? caller : null;
  };

  registerCall(app, appConfig, () => service.appConfig(db));
  registerCall(app, appVersion, () => service.appVersion(db));
  registerCall(app, appProtocols, async ({ req }) =>
    service.appProtocols(db, (await optionalStudent(req))?.id ?? null),
  );
  registerCall(app, appAgreeProtocols, async ({ caller }) => {
    await repo.agreeToLatest(db, caller.id, caller.schoolId);
    return null;
  });
  const serviceUrls = async (req: FastifyRequest, student: { id: number; sessionId: number }) =>
    buildServiceUrls(
      req,
      student,
      await app.secret(),
      iflytekFromEnv({
        IFLYTEK_APP_ID: app.env.IFLYTEK_APP_ID,
        IFLYTEK_API_KEY: app.env.IFLYTEK_API_KEY,
        IFLYTEK_API_SECRET: app.env.IFLYTEK_API_SECRET,
      }),
    );
  registerCall(app, appEvaluationService, async ({ req, caller }) => serviceUrls(req, caller));
  registerCall(app, xfyunIatAuthUrl, async ({ req, caller }) => {
    const urls = await serviceUrls(req, caller);
    return { url: urls.iat_auth_url, app_id: urls.app_id };
  });
  registerCall(app, xfyunTtsAuthUrl, async ({ req, caller }) => {
    const urls = await serviceUrls(req, caller);
    return { url: urls.tts_auth_url, app_id: urls.app_id };
  });
  // The notices are read on the home screen, which a college student does not have (spec §2/§6).
  const college = { denyCollege: true };
  registerCall(
    app,
    appNoticeList,
    ({ caller, query }) => service.noticeList(db, caller.schoolId, caller.id, query.page, query.limit),
    college,
  );
  registerCall(
    app,
    appNoticeContent,
    ({ caller, query }) => service.noticeContent(db, caller.schoolId, caller.id, query.notice_id),
    college,
  );
  registerCall(
    app,
    appClientErrors,
    async ({ req, body }) => {
      const student = await optionalStudent(req);
      await repo.insertClientError(db, {
        ...body,
        schoolId: student?.schoolId ?? null,
        studentId: student?.id ?? null,
        ip: clientAddress(req),
      });
      return null;
    },
    { rateLimit: REPORT_LIMIT },
  );
  registerCall(
    app,
    appEvaluateErrors,
    async ({ caller, body }) => {
      await repo.insertEvaluateError(db, {
        schoolId: caller.schoolId,
        studentId: caller.id,
        client: body.client,
        resourceId: body.resource_id || body.resId,
        moduleName: body.module_name,
        deviceOs: body.device_os,
        sid: body.SID || body.sid,
        code: body.SDK_error_code || body.errorCode,
        message: body.SDK_error_message || body.errorMsg,
      });
      return null;
    },
    { rateLimit: REPORT_LIMIT },
  );
}
