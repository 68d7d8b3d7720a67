import { z } from "zod";
import { CefrStepSchema } from "./cefr.ts";
import { DbId, defineCall, Flag, IsoDate } from "./envelope.ts";
import { LIMITS, PASSWORD_PATTERN } from "./limits.ts";
import { KindNameSchema } from "./textbook.ts";

/**
 * Teacher console (issue 7): classes, rosters, CSV import, passwords, study cards, teachers (admin),
 * the assignable resource catalogue, the class dashboard and the per-student page. Every call is scoped
 * to the caller's school; a teacher sees the classes they own, an admin every class of the school.
 * Anything outside that scope is 404 (never 403, so ids of other schools are not revealed).
 */

const Id = DbId;
const ClassName = z.string().trim().min(1).max(50);
const Account = z
  .string()
  .trim()
  .min(3)
  .max(LIMITS.accountMax)
  .regex(/^[A-Za-z0-9_.-]+$/, "account: half-width letters, digits, _ . - only");
const Password = z.string().regex(PASSWORD_PATTERN, "password: 6-10 half-width letters or digits");
const Nickname = z.string().trim().max(LIMITS.nicknameMax).default("");

// ---------- classes ----------

export const TeacherClassSchema = z.object({
  class_id: z.number().int(),
  name: z.string(),
  class_code: z.string(),
  teacher_id: z.number().int().nullable(),
  teacher_name: z.string().nullable(),
  student_count: z.number().int(),
  created_at: IsoDate,
  /** set when the class was archived (read-only: no new work, messages or students) */
  archived_at: IsoDate.nullable().default(null),
});
export type TeacherClass = z.infer<typeof TeacherClassSchema>;
export const teacherClasses = defineCall({
  method: "GET",
  path: "/v3/teacher/classes",
  auth: "teacher",
  data: z.object({ items: z.array(TeacherClassSchema) }),
});
export const teacherClassCreate = defineCall({
  method: "POST",
  path: "/v3/teacher/class-create",
  auth: "teacher",
  body: z.object({
    name: ClassName,
    /** admin only: the owning teacher (default: the caller) */ teacher_id: Id.optional(),
  }),
  data: TeacherClassSchema,
});
export const teacherClassRename = defineCall({
  method: "POST",
  path: "/v3/teacher/class-rename",
  auth: "teacher",
  body: z.object({ class_id: Id, name: ClassName }),
  data: TeacherClassSchema,
});
/** Archive a class at the end of a year (archived 0: bring it back). Archived classes are read-only. */
export const teacherClassArchive = defineCall({
  method: "POST",
  path: "/v3/teacher/class-archive",
  auth: "teacher",
  body: z.object({ class_id: Id, archived: z.coerce.number().int().min(0).max(1) }),
  data: TeacherClassSchema,
});
/** A new join code (the old one stops working). */
export const teacherClassCodeRegen = defineCall({
  method: "POST",
  path: "/v3/teacher/class-code-regen",
  auth: "teacher",
  body: z.object({ class_id: Id }),
  data: TeacherClassSchema,
});

// ---------- students ----------

/** 出席番号: a student's number in the class register. */
export const ClassNumber = z.coerce.number().int().min(1).max(999);

export const RosterStudentSchema = z.object({
  student_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  /** 出席番号, null until the teacher sets it; class lists sort by it */
  class_number: z.number().int().nullable(),
  /** the latest study card, null when none */
  card_id: z.string().nullable(),
  /** 0 issued, 1 active; null without a card */
  card_active_status: z.number().int().nullable(),
  card_expires_at: IsoDate.nullable(),
  created_at: IsoDate,
  /** 0 when deactivated (cannot sign in; left out of class lists and figures) */
  is_active: Flag.default(1),
});
export type RosterStudent = z.infer<typeof RosterStudentSchema>;
export const teacherClassStudents = defineCall({
  method: "GET",
  path: "/v3/teacher/class-students",
  auth: "teacher",
  query: z.object({ class_id: Id }),
  data: z.object({ class: TeacherClassSchema, items: z.array(RosterStudentSchema) }),
});

export const StudentCreateBodySchema = z.object({
  class_id: Id,
  username: Account,
  password: Password,
  nickname: Nickname,
  class_number: ClassNumber.optional(),
});
export const teacherStudentCreate = defineCall({
  method: "POST",
  path: "/v3/teacher/student-create",
  auth: "teacher",
  body: StudentCreateBodySchema,
  data: RosterStudentSchema,
});

/**
 * CSV import: header line `username,password,nickname,class_number` (nickname and class_number optional;
 * the Japanese headers アカウント,パスワード,名前,出席番号 work too), as text (the console decodes
 * Shift_JIS, UTF-8 and UTF-16 files before sending), at most 500 rows. The preview checks every row and
 * stores nothing.
 */
export const StudentsImportBodySchema = z.object({
  class_id: Id,
  csv: z.string().min(1, "csv is empty").max(200_000),
});
export const ImportRowSchema = z.object({
  /** 1-based line number in the file (the header is line 1) */
  line: z.number().int(),
  /** 出席番号 when the file has the column and the cell is a number, else null */
  class_number: z.number().int().nullable(),
  username: z.string(),
  nickname: z.string(),
  /** the row's initial password as written (the teacher's own file), for the preview */
  password: z.string(),
  /** empty when the row is fine */
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof ImportRowSchema>;
export const teacherStudentsImportPreview = defineCall({
  method: "POST",
  path: "/v3/teacher/students-import-preview",
  auth: "teacher",
  body: StudentsImportBodySchema,
  data: z.object({
    rows: z.array(ImportRowSchema),
    valid_count: z.number().int(),
    error_count: z.number().int(),
  }),
});
/** Commits the import: all rows or none (400 with the per-row errors in data.fields when any row is bad). */
export const teacherStudentsImport = defineCall({
  method: "POST",
  path: "/v3/teacher/students-import",
  auth: "teacher",
  body: StudentsImportBodySchema,
  data: z.object({ created: z.number().int(), items: z.array(RosterStudentSchema) }),
});

export const teacherStudentResetPassword = defineCall({
  method: "POST",
  path: "/v3/teacher/student-reset-password",
  auth: "teacher",
  body: z.object({ student_id: Id, password: Password }),
  data: z.null(),
});
/** Edits a student's name and 出席番号 (null clears the number). */
export const StudentUpdateBodySchema = z.object({
  student_id: Id,
  /** left out: unchanged ("" clears it) */
  nickname: z.string().trim().max(LIMITS.nicknameMax).optional(),
  /** left out: unchanged; null clears it */
  class_number: ClassNumber.nullable().optional(),
});
export const teacherStudentUpdate = defineCall({
  method: "POST",
  path: "/v3/teacher/student-update",
  auth: "teacher",
  body: StudentUpdateBodySchema,
  data: RosterStudentSchema,
});

/**
 * Deactivate a student who left (active 0: cannot sign in, signed out now, left out of class lists and
 * figures; the data stays) or reactivate them (active 1).
 */
export const teacherStudentSetActive = defineCall({
  method: "POST",
  path: "/v3/teacher/student-set-active",
  auth: "teacher",
  body: z.object({ student_id: Id, active: z.coerce.number().int().min(0).max(1) }),
  data: RosterStudentSchema,
});
export const teacherStudentMove = defineCall({
  method: "POST",
  path: "/v3/teacher/student-move",
  auth: "teacher",
  body: z.object({ student_id: Id, class_id: Id }),
  data: RosterStudentSchema,
});

// ---------- study cards ----------

export const IssuedCardSchema = z.object({
  card_id: z.string(),
  student_id: z.number().int().nullable(),
  duration_days: z.number().int(),
  active_status: z.number().int(),
});
/** Issues one card per listed student (or per student of class_id without an unexpired card). */
export const teacherCardsIssue = defineCall({
  method: "POST",
  path: "/v3/teacher/cards-issue",
  auth: "teacher",
  body: z
    .object({
      class_id: Id.optional(),
      student_ids: z.array(Id).max(500).optional(),
      duration_days: z.coerce.number().int().min(1).max(1000).default(365),
    })
    .refine((b) => b.class_id !== undefined || (b.student_ids?.length ?? 0) > 0, {
      message: "give class_id or student_ids",
      path: ["student_ids"],
    }),
  data: z.object({ items: z.array(IssuedCardSchema) }),
});
/** Revokes a card: an unused card is deleted, an active one expires now. */
export const teacherCardRevoke = defineCall({
  method: "POST",
  path: "/v3/teacher/card-revoke",
  auth: "teacher",
  body: z.object({ card_id: z.string().trim().min(1).max(LIMITS.cardIdMax) }),
  data: z.null(),
});

// ---------- teachers (admin) ----------

export const TeacherAccountSchema = z.object({
  teacher_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["teacher", "admin"]),
  class_count: z.number().int(),
});
export const teacherTeachers = defineCall({
  method: "GET",
  path: "/v3/teacher/teachers",
  auth: "teacher",
  data: z.object({ items: z.array(TeacherAccountSchema) }),
});
export const teacherTeacherCreate = defineCall({
  method: "POST",
  path: "/v3/teacher/teacher-create",
  auth: "teacher",
  body: z.object({
    username: Account,
    password: Password,
    name: z.string().trim().min(1).max(50),
    email: z.string().trim().max(200).default(""),
    role: z.enum(["teacher", "admin"]).default("teacher"),
  }),
  data: TeacherAccountSchema,
});

// ---------- assignable resources ----------

export const AssignableResourceSchema = z.object({
  res_code: z.string(),
  title: z.string(),
  kind: KindNameSchema,
  book_title: z.string(),
  unit_title: z.string(),
  section_title: z.string(),
  /** the items, for choosing question_ids */
  items: z.array(z.object({ question_id: z.string(), label: z.string() })),
  /** 1 when usable as a word list for word tests */
  is_word_list: Flag,
});
export const teacherResources = defineCall({
  method: "GET",
  path: "/v3/teacher/resources",
  auth: "teacher",
  data: z.object({ items: z.array(AssignableResourceSchema) }),
});

// ---------- dashboard and student page ----------

export const ClassDashboardSchema = z.object({
  class: TeacherClassSchema,
  students: z.array(
    z.object({
      student_id: z.number().int(),
      username: z.string(),
      nickname: z.string(),
      /** 出席番号 (the list is in its order) */
      class_number: z.number().int().nullable(),
      /** homework topics finished (status answered) */
      done_count: z.number().int(),
      /** topics assigned to the class */
      assigned_count: z.number().int(),
      /** mean percent of finished practice; null before the first (never shown as 0 %) */
      average_percent: z.number().nullable(),
      time_spent_sec: z.number().int(),
      last_active_at: IsoDate.nullable(),
      /** the student's CEFR-J step from the level test; null before the placement */
      cefr_level: CefrStepSchema.nullable(),
    }),
  ),
  homework: z.array(
    z.object({
      homework_id: z.number().int(),
      title: z.string(),
      deadline: IsoDate,
      answered_count: z.number().int(),
      student_count: z.number().int(),
      /** answered_count / student_count × 100 */
      completion_percent: z.number(),
      /** mean best percent of the students who answered; null while nobody has */
      average_percent: z.number().nullable(),
    }),
  ),
});
export type ClassDashboard = z.infer<typeof ClassDashboardSchema>;
export const teacherClassDashboard = defineCall({
  method: "GET",
  path: "/v3/teacher/class-dashboard",
  auth: "teacher",
  query: z.object({ class_id: Id }),
  data: ClassDashboardSchema,
});
/** The dashboard's student table as CSV text (UTF-8 with BOM so Excel opens it). */
export const teacherClassDashboardCsv = defineCall({
  method: "GET",
  path: "/v3/teacher/class-dashboard-csv",
  auth: "teacher",
  query: z.object({ class_id: Id }),
  data: z.object({ filename: z.string(), csv: z.string() }),
});

export const teacherStudentDetail = defineCall({
  method: "GET",
  path: "/v3/teacher/student-detail",
  auth: "teacher",
  query: z.object({ student_id: Id }),
  data: z.object({
    student: RosterStudentSchema.extend({
      class_id: z.number().int().nullable(),
      class_name: z.string().nullable(),
    }),
    /** finished attempts, oldest first (for the score history chart) */
    history: z.array(
      z.object({
        guid: z.string(),
        res_code: z.string(),
        title: z.string(),
        kind: KindNameSchema,
        mode: z.string(),
        homework_id: z.number().int().nullable(),
        topic_id: z.number().int().nullable(),
        percent_score: z.number(),
        finished_at: IsoDate,
      }),
    ),
    recordings: z.array(
      z.object({
        guid: z.string(),
        res_code: z.string(),
        question_id: z.string(),
        /** signed URL to play */
        sound_file: z.string(),
        percent_score: z.number(),
        recognize_text: z.string(),
        /** 1: the score is the student's client's own (iFlytek mode), not checked by the server */
        client_scored: Flag.optional(),
        created_at: IsoDate,
      }),
    ),
    writings: z.array(
      z.object({
        guid: z.string(),
        res_code: z.string(),
        question_id: z.string(),
        homework_id: z.number().int().nullable(),
        topic_id: z.number().int().nullable(),
        content: z.string(),
        percent_score: z.number(),
        created_at: IsoDate,
      }),
    ),
    /** the CEFR-J level test's step changes, oldest first (placed, up, down) */
    cefr_history: z.array(
      z.object({ level: CefrStepSchema, reason: z.enum(["placed", "up", "down"]), at: IsoDate }),
    ),
  }),
});

/**
 * Login slips: new initial passwords for the chosen students of a class (all its active students when
 * none are chosen), returned once to print with the account, class and a QR code of the sign-in page. The
 * old passwords stop working, the students are signed out and asked to change the new one.
 */
export const teacherLoginSlips = defineCall({
  method: "POST",
  path: "/v3/teacher/login-slips",
  auth: "teacher",
  body: z.object({
    class_id: Id,
    /** "12,15" (a form's list); empty: every active student of the class */
    student_ids: z
      .string()
      .max(20_000)
      .regex(/^(\d{1,9}(,\d{1,9})*)?$/, "student_ids: comma-separated ids")
      .default(""),
  }),
  data: z.object({
    class_name: z.string(),
    items: z.array(
      z.object({
        student_id: z.number().int(),
        username: z.string(),
        nickname: z.string(),
        class_number: z.number().int().nullable(),
        password: z.string(),
      }),
    ),
  }),
});
