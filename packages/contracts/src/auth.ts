import { z } from "zod";
import { defineCall, Flag } from "./envelope.ts";
import { LIMITS } from "./limits.ts";

/** Login body: account ID (or e-mail) and password. Emptiness is reported with the spec's §5 messages. */
export const LoginBodySchema = z.object({
  account: z.string().trim().max(LIMITS.accountMax).default(""),
  password: z.string().max(LIMITS.passwordInputMax).default(""),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const StudentLoginDataSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  username: z.string(),
  is_college_student: Flag,
});
export type StudentLoginData = z.infer<typeof StudentLoginDataSchema>;

export const studentLogin = defineCall({
  method: "POST",
  path: "/v3/student/login",
  auth: "none",
  body: LoginBodySchema,
  data: StudentLoginDataSchema,
});

export const studentLogout = defineCall({
  method: "POST",
  path: "/v3/student/logout",
  auth: "student",
  allowInactiveCard: true,
  data: z.null(),
});

export const CheckTokenQuerySchema = z.object({ token: z.string().max(200).optional() });
export const CheckTokenDataSchema = z.object({ valid: Flag });
/** Tells whether a token (the query's, else the bearer one) is still the account's active session. */
export const studentCheckToken = defineCall({
  method: "GET",
  path: "/v3/student/check-token",
  auth: "none",
  query: CheckTokenQuerySchema,
  data: CheckTokenDataSchema,
});

/** Password change (spec §5): old required, new 6-10 half-width alphanumerics, re-entry matches, new differs. */
export const ChangePasswordBodySchema = z.object({
  old_password: z.string().max(LIMITS.passwordInputMax).default(""),
  new_password: z.string().max(LIMITS.passwordInputMax).default(""),
  confirm_password: z.string().max(LIMITS.passwordInputMax).default(""),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;
/** Changing the password keeps this session and ends every other one; the response carries a fresh token. */
export const studentChangePassword = defineCall({
  method: "POST",
  path: "/v3/student/change-password",
  auth: "student",
  allowInactiveCard: true,
  body: ChangePasswordBodySchema,
  data: z.object({ token: z.string() }),
});

export const ForgotPasswordBodySchema = z.object({
  account: z.string().trim().min(1).max(LIMITS.accountMax),
});
/** School-issued accounts are told to ask their teacher; accounts with a verified e-mail get a one-time code. */
export const ForgotPasswordDataSchema = z.object({
  method: z.enum(["ask_teacher", "email"]),
  masked_email: z.string().optional(),
});
export const studentForgotPassword = defineCall({
  method: "POST",
  path: "/v3/student/forgot-password",
  auth: "none",
  body: ForgotPasswordBodySchema,
  data: ForgotPasswordDataSchema,
});

export const ResetPasswordBodySchema = z.object({
  account: z.string().trim().min(1).max(LIMITS.accountMax),
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/),
  new_password: z.string().max(LIMITS.passwordInputMax).default(""),
  confirm_password: z.string().max(LIMITS.passwordInputMax).default(""),
});
export const studentResetPassword = defineCall({
  method: "POST",
  path: "/v3/student/reset-password",
  auth: "none",
  body: ResetPasswordBodySchema,
  data: z.null(),
});
