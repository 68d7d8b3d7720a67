import { z } from "zod";
import { DbId, defineCall, Flag, FlagInput, IsoDate } from "./envelope.ts";
import {
  AnswerDataOutSchema,
  AnswerItemOutSchema,
  ItemStatSchema,
  JsonObjectInput,
  KindNameSchema,
  ResourceInfoBaseSchema,
  ResourceInfoSchema,
  TopicAnswerResultSchema,
} from "./textbook.ts";
import { CorrectNoteSchema } from "./writing.ts";

/**
 * Homework (issue 7): the student side (list, detail, per-topic resource info, answers, result) and the
 * teacher side (create, list, per-student status, submissions, notes on writings, return for another
 * attempt). A homework has one or more topics; a topic is one resource (res_code) with an optional item
 * set (question_ids). Answers reuse the textbook answer command in mode "homework".
 */

const Id = DbId;
const Code = z.string().trim().min(1).max(100);
const Page = z.coerce.number().int().min(1).max(10_000).default(1);

/** Homework config of the spec: switches (each default 1), required_times (default 0) and the attempt limit. */
export const HomeworkConfigSchema = z.object({
  sample_answer: Flag,
  speech_speed: Flag,
  subtitle: Flag,
  translation: Flag,
  answer_tips: Flag,
  /** how many finished attempts of each topic the teacher asks for (0 = no requirement beyond one) */
  required_times: z.number().int().min(0),
  /** 1 when attempts are limited to limit_number */
  has_limit: Flag,
  limit_number: z.number().int().min(0),
});
export type HomeworkConfig = z.infer<typeof HomeworkConfigSchema>;

export const HomeworkStatusSchema = z.enum(["not_submitted", "answered"]);
export type HomeworkStatus = z.infer<typeof HomeworkStatusSchema>;

// ---------- student side ----------

export const HomeworkListItemSchema = z.object({
  homework_id: z.number().int(),
  /** the message that announced the homework (spec query message_id of /homework/detail) */
  message_id: z.number().int(),
  title: z.string(),
  teacher_name: z.string(),
  class_name: z.string(),
  /** res_code of the first topic */
  res_code: z.string(),
  kind: KindNameSchema,
  deadline: IsoDate,
  is_expired: Flag,
  /** answered = every topic finished at least max(1, required_times) times */
  status: HomeworkStatusSchema,
  /** best finished-attempt percent averaged over topics (0 when nothing finished) */
  best_percent: z.number().min(0),
  /** finished attempts over all topics */
  attempts_used: z.number().int().min(0),
  has_limit: Flag,
  limit_number: z.number().int().min(0),
  required_times: z.number().int().min(0),
  created_at: IsoDate,
});
export type HomeworkListItem = z.infer<typeof HomeworkListItemSchema>;
export const homeworkList = defineCall({
  method: "GET",
  path: "/v3/homework-for-student/homework-list",
  auth: "student",
  query: z.object({ tab: z.enum(["all", "not_submitted", "answered"]).default("all"), page: Page }),
  data: z.object({
    items: z.array(HomeworkListItemSchema),
    total: z.number().int(),
    /**
     * homework still to do: not answered and still open to an answer (overdue homework never tried
     * counts, as it can be handed in late); the 未提出 tab lists exactly these, and the home badge counts them
     */
    unfinished_count: z.number().int(),
  }),
});

/**
 * A topic the teacher returned for another attempt and the student has not resubmitted yet: who returned
 * it, when and why, the teacher's notes on the returned attempt (each with the noted words quoted) and
 * that attempt's written answers, so the rewrite can start from them.
 */
export const ReturnedWorkSchema = z.object({
  /** the returned attempt (its result stays viewable) */
  guid: z.string(),
  /** null for a return recorded before returns kept their time */
  returned_at: IsoDate.nullable(),
  teacher_name: z.string(),
  /** the teacher's reason ('' when none was given) */
  reason: z.string(),
  notes: z.array(
    z.object({
      note_id: z.number().int(),
      question_id: z.string(),
      comments: z.string(),
      teacher: z.string(),
      /** the noted words of the answer, null when the note is on the whole answer */
      quote: z.string().nullable(),
    }),
  ),
  /** the returned attempt's written answers (writing kinds), by question */
  answers: z.array(z.object({ question_id: z.string(), content: z.string() })),
});
export type ReturnedWork = z.infer<typeof ReturnedWorkSchema>;

export const HomeworkTopicSchema = z.object({
  topic_id: z.number().int(),
  res_code: z.string(),
  kind: KindNameSchema,
  title: z.string(),
  /** the item set of this topic; empty = every question of the resource */
  question_ids: z.array(z.string()),
  status: HomeworkStatusSchema,
  best_percent: z.number().min(0),
  /** finished attempts of this topic */
  attempts_used: z.number().int().min(0),
  /** attempts left when has_limit = 1, else null */
  remaining_attempts: z.number().int().min(0).nullable(),
  /** guid of the latest finished attempt (for the result screen), null when none */
  last_guid: z.string().nullable(),
  /** set while the teacher's return waits for the student's new attempt */
  returned: ReturnedWorkSchema.nullable(),
});
export type HomeworkTopic = z.infer<typeof HomeworkTopicSchema>;

export const HomeworkDetailSchema = HomeworkConfigSchema.extend({
  homework_id: z.number().int(),
  message_id: z.number().int(),
  title: z.string(),
  /** the teacher's comment shown with the homework */
  comment: z.string(),
  teacher_name: z.string(),
  class_name: z.string(),
  deadline: IsoDate,
  is_expired: Flag,
  status: HomeworkStatusSchema,
  topics: z.array(HomeworkTopicSchema),
  created_at: IsoDate,
});
export type HomeworkDetail = z.infer<typeof HomeworkDetailSchema>;
export const homeworkDetail = defineCall({
  method: "GET",
  path: "/v3/homework-for-student/homework-detail",
  auth: "student",
  query: z.object({ homework_id: Id }),
  data: HomeworkDetailSchema,
});

const TopicQuery = z.object({ homework_id: Id, topic_id: Id });

/** textbook/resource-info for one homework topic, with the config, is_expired and the attempts left. */
export const HomeworkTopicResourceInfoSchema = ResourceInfoSchema.extend({
  homework_id: z.number().int(),
  topic_id: z.number().int(),
  config: HomeworkConfigSchema,
  is_expired: Flag,
  attempts_used: z.number().int().min(0),
  remaining_attempts: z.number().int().min(0).nullable(),
  /** 0 when the limit is used up (or the work is closed): the player must not start */
  can_answer: Flag,
  /** the returned work the new attempt rewrites, when the topic was returned */
  returned: ReturnedWorkSchema.nullable(),
});
export type HomeworkTopicResourceInfo = z.infer<typeof HomeworkTopicResourceInfoSchema>;
export const homeworkTopicResourceInfo = defineCall({
  method: "GET",
  path: "/v3/homework/topic-resource-info",
  auth: "student",
  query: TopicQuery,
  data: HomeworkTopicResourceInfoSchema,
});

/**
 * Save one answer of a homework topic (like textbook/topic-answer-record; res_code and question_ids come
 * from the topic). HTTP 423 when no attempt is left (has_limit) for a new guid.
 * Late answers (after the deadline) are accepted and the topic is marked is_expired.
 */
export const HomeworkTopicAnswerRecordBodySchema = z.object({
  homework_id: Id,
  topic_id: Id,
  guid: z.string().trim().min(1).max(100),
  current_index: z.coerce.number().int().min(0).max(10_000).default(0),
  is_completed: FlagInput.default(0),
  item: JsonObjectInput,
});
export type HomeworkTopicAnswerRecordBody = z.input<typeof HomeworkTopicAnswerRecordBodySchema>;
export const homeworkTopicAnswerRecord = defineCall({
  method: "POST",
  path: "/v3/homework/topic-answer-record",
  auth: "student",
  body: HomeworkTopicAnswerRecordBodySchema,
  data: z.object({
    item: AnswerItemOutSchema,
    answer_data: AnswerDataOutSchema,
    stats: ItemStatSchema,
    attempts_used: z.number().int().min(0),
    remaining_attempts: z.number().int().min(0).nullable(),
  }),
});

/**
 * A teacher's note on a writing answer of a homework topic: the writing module's correct_notes shape
 * (pos {startPos, endPos}, comments, teacher = the teacher's display name) plus where it belongs.
 */
export const HomeworkCorrectNoteSchema = CorrectNoteSchema.extend({
  note_id: z.number().int(),
  question_id: z.string(),
  created_at: IsoDate,
});
export type HomeworkCorrectNote = z.infer<typeof HomeworkCorrectNoteSchema>;

const TopicResultContext = {
  homework_id: z.number().int(),
  topic_id: z.number().int(),
  config: HomeworkConfigSchema,
  is_expired: Flag,
  remaining_attempts: z.number().int().min(0).nullable(),
};
/**
 * A homework topic's result: has_result 1 with the attempt's result and the teacher's notes, or, when the
 * student has not answered the topic yet (no guid asked for), has_result 0 with the topic and whether a
 * first attempt may start (can_answer) — an empty result, not an error.
 */
export const HomeworkTopicResultSchema = z.discriminatedUnion("has_result", [
  TopicAnswerResultSchema.extend({
    has_result: z.literal(1),
    ...TopicResultContext,
    /** teacher notes on this attempt's writing answers */
    correct_notes: z.array(HomeworkCorrectNoteSchema),
    /** every finished attempt of the topic, oldest first (returned ones included) */
    history: z.array(
      z.object({
        guid: z.string(),
        finished_at: IsoDate,
        percent_score: z.number(),
        is_returned: Flag,
        return_reason: z.string(),
        note_count: z.number().int().min(0),
      }),
    ),
  }),
  z.object({
    has_result: z.literal(0),
    resource: ResourceInfoBaseSchema,
    ...TopicResultContext,
    can_answer: Flag,
  }),
]);
export type HomeworkTopicResult = z.infer<typeof HomeworkTopicResultSchema>;
export const homeworkTopicAnswerResult = defineCall({
  method: "GET",
  path: "/v3/homework/topic-answer-result",
  auth: "student",
  /** without guid: the latest finished attempt (else the latest attempt; else has_result 0) */
  query: TopicQuery.extend({ guid: z.string().trim().min(1).max(100).optional() }),
  data: HomeworkTopicResultSchema,
});

// ---------- teacher side ----------

const SwitchDefault = FlagInput.default(1);
export const HomeworkCreateBodySchema = z.object({
  class_id: Id,
  /** more classes that get the same homework, "12,15" (each its own copy, announced to its students) */
  also_class_ids: z
    .string()
    .max(2000)
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, "also_class_ids: comma-separated ids")
    .default(""),
  /** chosen students of class_id it goes to, "3,8" ("": the whole class); not with also_class_ids */
  student_ids: z
    .string()
    .max(2000)
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, "student_ids: comma-separated ids")
    .default(""),
  title: z.string().trim().min(1).max(100),
  comment: z.string().trim().max(1000).default(""),
  /** one topic per resource; question_ids "3,5" limits a topic to those items */
  topics: z
    .array(z.object({ res_code: Code, question_ids: z.string().max(5000).default("") }))
    .min(1)
    .max(20),
  deadline: z.iso.datetime({ offset: true }),
  /** when the students see it and are told ("" or absent: now); must be before the deadline */
  release_at: z.union([z.iso.datetime({ offset: true }), z.literal("")]).default(""),
  required_times: z.coerce.number().int().min(0).max(20).default(0),
  has_limit: FlagInput.default(0),
  limit_number: z.coerce.number().int().min(0).max(100).default(0),
  sample_answer: SwitchDefault,
  speech_speed: SwitchDefault,
  subtitle: SwitchDefault,
  translation: SwitchDefault,
  answer_tips: SwitchDefault,
});
export type HomeworkCreateBody = z.input<typeof HomeworkCreateBodySchema>;
export const teacherHomeworkCreate = defineCall({
  method: "POST",
  path: "/v3/teacher/homework-create",
  auth: "teacher",
  body: HomeworkCreateBodySchema,
  data: z.object({
    homework_id: z.number().int(),
    message_id: z.number().int(),
    /** every homework created: the first class's first, then the others' */
    homework_ids: z.array(z.number().int()).default([]),
  }),
});

export const TeacherHomeworkRowSchema = z.object({
  homework_id: z.number().int(),
  title: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  teacher_name: z.string(),
  deadline: IsoDate,
  is_expired: Flag,
  topic_count: z.number().int(),
  student_count: z.number().int(),
  /** students with status answered */
  answered_count: z.number().int(),
  created_at: IsoDate,
  /** a scheduled homework's release while still ahead, else null */
  release_at: IsoDate.nullable().default(null),
  /** 1 when it goes to chosen students of the class (student_count of them), 0 for the whole class */
  for_chosen_students: Flag.default(0),
});
export type TeacherHomeworkRow = z.infer<typeof TeacherHomeworkRowSchema>;
export const teacherHomeworkList = defineCall({
  method: "GET",
  path: "/v3/teacher/homework-list",
  auth: "teacher",
  query: z.object({ class_id: Id.optional(), page: Page }),
  data: z.object({ items: z.array(TeacherHomeworkRowSchema), total: z.number().int() }),
});

export const StudentTopicStatusSchema = z.object({
  topic_id: z.number().int(),
  status: HomeworkStatusSchema,
  best_percent: z.number().min(0),
  attempts_used: z.number().int(),
  /** seconds between start and finish summed over finished attempts */
  time_spent_sec: z.number().int(),
  last_submitted_at: IsoDate.nullable(),
  /** 1 when the latest submission came after the deadline */
  is_late: Flag,
});
export const TeacherHomeworkDetailSchema = HomeworkConfigSchema.extend({
  homework_id: z.number().int(),
  title: z.string(),
  comment: z.string(),
  class_id: z.number().int(),
  class_name: z.string(),
  deadline: IsoDate,
  is_expired: Flag,
  topics: z.array(
    z.object({
      topic_id: z.number().int(),
      res_code: z.string(),
      kind: KindNameSchema,
      title: z.string(),
      question_ids: z.array(z.string()),
    }),
  ),
  students: z.array(
    z.object({
      student_id: z.number().int(),
      username: z.string(),
      nickname: z.string(),
      status: HomeworkStatusSchema,
      best_percent: z.number().min(0),
      topics: z.array(StudentTopicStatusSchema),
      /** the student's own later deadline (an extension), null when the class deadline applies */
      extended_deadline: IsoDate.nullable(),
    }),
  ),
  /** when the title, comment or deadline were last changed, null when never */
  edited_at: IsoDate.nullable(),
  /** a scheduled homework's release, null once released (or never scheduled) */
  release_at: IsoDate.nullable().default(null),
  /** 1 when it goes to chosen students of the class (those in students), 0 for the whole class */
  for_chosen_students: Flag.default(0),
});
export type TeacherHomeworkDetail = z.infer<typeof TeacherHomeworkDetailSchema>;
export const teacherHomeworkDetail = defineCall({
  method: "GET",
  path: "/v3/teacher/homework-detail",
  auth: "teacher",
  query: z.object({ homework_id: Id }),
  data: TeacherHomeworkDetailSchema,
});

/** A deadline as the assign form sends it (the server refuses one in the past). */
const FutureDeadline = z.iso.datetime({ offset: true });

/** Change a homework's title, comment or deadline; the class is told in /news when the deadline moves. */
export const HomeworkUpdateBodySchema = z.object({
  homework_id: Id,
  title: z.string().trim().min(1).max(100),
  comment: z.string().trim().max(1000).default(""),
  deadline: FutureDeadline,
});
export const teacherHomeworkUpdate = defineCall({
  method: "POST",
  path: "/v3/teacher/homework-update",
  auth: "teacher",
  body: HomeworkUpdateBodySchema,
  data: z.object({ homework_id: z.number().int() }),
});

/**
 * Give one student a later deadline than the class (deadline "" or null: back to the class deadline; a
 * form drops nulls, so the console sends "").
 */
export const teacherHomeworkExtend = defineCall({
  method: "POST",
  path: "/v3/teacher/homework-extend",
  auth: "teacher",
  body: z.object({
    homework_id: Id,
    student_id: Id,
    deadline: z
      .union([FutureDeadline, z.literal("")])
      .nullable()
      .transform((v) => v || null),
  }),
  data: z.object({ homework_id: z.number().int(), student_id: z.number().int(), deadline: IsoDate }),
});

/**
 * Remind the students who have not submitted (in /news and by push). At most once every 10 minutes per
 * homework, so a double click does not send twice.
 */
export const teacherHomeworkRemind = defineCall({
  method: "POST",
  path: "/v3/teacher/homework-remind",
  auth: "teacher",
  body: z.object({ homework_id: Id }),
  data: z.object({ recipient_count: z.number().int() }),
});

/** Withdraw a homework: it leaves every list and /news; the answers already given are kept. */
export const teacherHomeworkWithdraw = defineCall({
  method: "POST",
  path: "/v3/teacher/homework-withdraw",
  auth: "teacher",
  body: z.object({ homework_id: Id }),
  data: z.null(),
});

/** One attempt of a student on a topic, as the teacher reviews it. */
export const SubmissionAttemptSchema = z.object({
  guid: z.string(),
  is_completed: Flag,
  percent_score: z.number(),
  total_score: z.number(),
  started_at: IsoDate,
  finished_at: IsoDate.nullable(),
  /** 1 when the teacher returned it (it no longer counts against the limit) */
  is_returned: Flag,
  /** when, by whom and why it was returned (null / '' when not returned or returned before this was kept) */
  returned_at: IsoDate.nullable(),
  returned_by: z.string(),
  return_reason: z.string(),
  /** answer items incl. sound_file (signed URL), evaluate data and written content */
  answer_data: AnswerDataOutSchema,
});
export const teacherSubmission = defineCall({
  method: "GET",
  path: "/v3/teacher/submission",
  auth: "teacher",
  query: z.object({ homework_id: Id, student_id: Id, topic_id: Id }),
  data: z.object({
    homework_id: z.number().int(),
    topic_id: z.number().int(),
    student: z.object({ student_id: z.number().int(), username: z.string(), nickname: z.string() }),
    res_code: z.string(),
    kind: KindNameSchema,
    title: z.string(),
    /** `/res/<res_code>/<res_version>/resource.json` to show prompts and the model answer */
    resource_url: z.string(),
    asset_base: z.string(),
    attempts: z.array(SubmissionAttemptSchema),
    correct_notes: z.array(HomeworkCorrectNoteSchema.extend({ guid: z.string() })),
  }),
});

export const SubmissionNoteBodySchema = z.object({
  homework_id: Id,
  topic_id: Id,
  student_id: Id,
  guid: z.string().trim().min(1).max(100),
  question_id: z.string().trim().min(1).max(100),
  /** character range in the answer text; omit for the whole answer */
  start_pos: z.coerce.number().int().min(0).max(100_000).default(0),
  end_pos: z.coerce.number().int().min(0).max(100_000).default(0),
  comments: z.string().trim().min(1).max(2000),
});
export const teacherSubmissionNote = defineCall({
  method: "POST",
  path: "/v3/teacher/submission-note",
  auth: "teacher",
  body: SubmissionNoteBodySchema,
  data: HomeworkCorrectNoteSchema,
});

/** Change the text of a correction note (its teacher, or an administrator). */
export const teacherSubmissionNoteUpdate = defineCall({
  method: "POST",
  path: "/v3/teacher/submission-note-update",
  auth: "teacher",
  body: z.object({ note_id: Id, comments: z.string().trim().min(1).max(2000) }),
  data: HomeworkCorrectNoteSchema,
});

/** Delete a correction note (its teacher, or an administrator); the student no longer sees it. */
export const teacherSubmissionNoteDelete = defineCall({
  method: "POST",
  path: "/v3/teacher/submission-note-delete",
  auth: "teacher",
  body: z.object({ note_id: Id }),
  data: z.null(),
});

/** Return a student's work on a topic: the latest finished attempt stops counting, so one more is allowed. */
export const teacherSubmissionReturn = defineCall({
  method: "POST",
  path: "/v3/teacher/submission-return",
  auth: "teacher",
  /** reason: why it is returned, shown to the student with the notes and sent in /news */
  body: z.object({
    homework_id: Id,
    topic_id: Id,
    student_id: Id,
    reason: z.string().trim().max(500).default(""),
  }),
  data: z.object({ attempts_used: z.number().int(), remaining_attempts: z.number().int().nullable() }),
});
