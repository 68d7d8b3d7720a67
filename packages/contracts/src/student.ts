import { z } from "zod";
import { defineCall, Flag, IsoDate } from "./envelope.ts";
import { LIMITS } from "./limits.ts";

/** Spec entity "User info" with the auth flags and the other user-level fields. */
export const StudentInfoSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  is_college_student: Flag,
  speaking_test: Flag,
  free_recitation: Flag,
  ai_writing: Flag,
  ai_chat: Flag,
  student_flag: z.number().int(),
  new_msg_num: z.number().int().min(0),
  unfinished_count: z.number().int().min(0),
  logo: z.string(),
  show_full_screen: Flag,
  change_password_remind: Flag,
  school_id: z.number().int(),
  school_name: z.string(),
  class_id: z.number().int().nullable(),
  class_name: z.string().nullable(),
  protocols_agreed: Flag,
});
export type StudentInfo = z.infer<typeof StudentInfoSchema>;

export const studentInfo = defineCall({
  method: "GET",
  path: "/v3/student/info",
  auth: "student",
  allowInactiveCard: true,
  data: StudentInfoSchema,
});

/** The student's current study card; null when none was issued. */
export const CurCardSchema = z
  .object({
    card_id: z.string(),
    active_status: Flag,
    is_expired: Flag,
    activated_at: IsoDate.nullable(),
    expires_at: IsoDate.nullable(),
  })
  .nullable();
export type CurCard = z.infer<typeof CurCardSchema>;

export const DashboardSchema = z.object({
  cur_card: CurCardSchema,
  unfinished_homework_count: z.number().int().min(0),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const studentDashboard = defineCall({
  method: "GET",
  path: "/v3/student/dashboard",
  auth: "student",
  allowInactiveCard: true,
  data: DashboardSchema,
});

export const FcmTokenBodySchema = z.object({ fcm_token: z.string().trim().min(1).max(LIMITS.fcmTokenMax) });
export const studentFcmToken = defineCall({
  method: "POST",
  path: "/v3/student/fcm-token",
  auth: "student",
  allowInactiveCard: true,
  body: FcmTokenBodySchema,
  data: z.null(),
});

export const ChangeNameBodySchema = z.object({ nickname: z.string().default("") });
export const studentChangeName = defineCall({
  method: "POST",
  path: "/v3/student/change-name",
  auth: "student",
  body: ChangeNameBodySchema,
  data: z.object({ nickname: z.string() }),
});

/** Dismisses the password-change tip for good (change_password_remind becomes 0). */
export const studentDismissPasswordRemind = defineCall({
  method: "POST",
  path: "/v3/student/dismiss-password-remind",
  auth: "student",
  allowInactiveCard: true,
  data: z.null(),
});

export const CardActiveBodySchema = z.object({
  card_id: z.string().trim().min(1).max(LIMITS.cardIdMax),
});
/** Activates a study card: the use period starts now. The client then goes to the join-class route. */
export const studentCardActive = defineCall({
  method: "POST",
  path: "/v3/student/edu_card_active",
  auth: "student",
  allowInactiveCard: true,
  body: CardActiveBodySchema,
  data: z.object({ cur_card: CurCardSchema }),
});

export const ClassSummarySchema = z.object({
  class_id: z.number().int(),
  class_name: z.string(),
  school_name: z.string(),
  teacher_name: z.string().nullable(),
});
export type ClassSummary = z.infer<typeof ClassSummarySchema>;

export const JoinClassBodySchema = z.object({
  class_code: z.string().trim().min(1).max(LIMITS.classCodeMax),
});
export const studentJoinClass = defineCall({
  method: "POST",
  path: "/v3/student/join-class",
  auth: "student",
  body: JoinClassBodySchema,
  data: ClassSummarySchema,
});

export const studentLeaveClass = defineCall({
  method: "POST",
  path: "/v3/student/leave-class",
  auth: "student",
  data: z.null(),
});

/** Looks up the class behind a join code so the student can confirm before joining. */
export const studentClassByCode = defineCall({
  method: "GET",
  path: "/v3/student/class-by-code",
  auth: "student",
  query: JoinClassBodySchema,
  data: ClassSummarySchema,
});
