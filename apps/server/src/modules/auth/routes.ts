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
import { clientAddress } from "../../plugins/rate-limit.ts";
import * as service from "./service.ts";

/**
 * Sign-in, sign-out, token check and password calls for students and teachers. Password and reset-code
 * checks and reset mails pass the login guard (plugins/login-guard.ts): 429 past its limits.
 * @param app - the Fastify instance
 */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, mailer, loginGuard: guard } = app;

  registerCall(app, studentLogin, ({ req, reply, body }) =>
    service.loginStudent(db, body, guard.password(clientAddress(req), reply, "login")),
  );
  registerCall(app, teacherLogin, ({ req, reply, body }) =>
    service.loginTeacher(db, body, guard.password(clientAddress(req), reply, "login")),
  );
  registerCall(app, studentLogout, ({ caller }) => service.logout(db, caller));
  registerCall(app, teacherLogout, ({ caller }) => service.logout(db, caller));
  registerCall(app, studentCheckToken, ({ req, query }) =>
    service.checkToken(db, query.token ?? bearerToken(req)),
  );
  registerCall(app, studentChangePassword, ({ req, reply, caller, body }) =>
    service.changePassword(db, caller, body, guard.password(clientAddress(req), reply, "change")),
  );
  registerCall(app, studentForgotPassword, ({ req, reply, body }) =>
    service.forgotPassword(db, mailer, body.account, guard.forgot(clientAddress(req), reply)),
  );
  registerCall(app, studentResetPassword, ({ req, reply, body }) =>
    service.resetPassword(db, body, guard.password(clientAddress(req), reply, "reset")),
  );
}
