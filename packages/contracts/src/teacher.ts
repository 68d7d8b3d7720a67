import { z } from "zod";
import { LoginBodySchema } from "./auth.ts";
import { defineCall } from "./envelope.ts";

export const TeacherInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["teacher", "admin"]),
  school_id: z.number().int(),
  school_name: z.string(),
});
export type TeacherInfo = z.infer<typeof TeacherInfoSchema>;

export const teacherLogin = defineCall({
  method: "POST",
  path: "/v3/teacher/login",
  auth: "none",
  body: LoginBodySchema,
  data: z.object({ token: z.string(), id: z.number().int(), username: z.string() }),
});

export const teacherLogout = defineCall({
  method: "POST",
  path: "/v3/teacher/logout",
  auth: "teacher",
  data: z.null(),
});

export const teacherInfo = defineCall({
  method: "GET",
  path: "/v3/teacher/info",
  auth: "teacher",
  data: TeacherInfoSchema,
});
