import {
  studentChangePassword,
  studentCheckToken,
  studentForgotPassword,
  studentLogin,
  studentLogout,
  studentResetPassword,
  teacherLogin,
  teacherLogout,
} from "@hibiki/contracts";
import type { FastifyInstance } from "fastify";
import { bearerToken } from "../../plugins/auth.ts";
import { registerCall } from "../../plugins/calls.ts";
import { loginRateLimit } from "../../plugins/rate-limit.ts";
import * as service from "./service.ts";

/**
 * Sign-in, sign-out, token check and password calls for students and teachers.
 * @param app - the Fastify instance
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, env, mailer } = app;
  const limited = { rateLimit: loginRateLimit(env.HIBIKI_LOGIN_RATE_MAX, env.HIBIKI_LOGIN_RATE_WINDOW_MS) };

  registerCall(app, studentLogin, ({ body }) => service.loginStudent(db, body), limited);
  registerCall(app, teacherLogin, ({ body }) => service.loginTeacher(db, body), limited);
  registerCall(app, studentLogout, ({ caller }) => service.logout(db, caller));
  registerCall(app, teacherLogout, ({ caller }) => service.logout(db, caller));
  registerCall(app, studentCheckToken, ({ req, query }) =>
    service.checkToken(db, query.token ?? bearerToken(req)),
  );
  registerCall(app, studentChangePassword, ({ caller, body }) => service.changePassword(db, caller, body));
  registerCall(
    app,
    studentForgotPassword,
    ({ body }) => service.forgotPassword(db, mailer, body.account),
    limited,
  );
  registerCall(app, studentResetPassword, ({ body }) => service.resetPassword(db, body), limited);
}
