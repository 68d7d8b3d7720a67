import { z } from "zod";
import { DbId, defineCall, Flag, IsoDate } from "./envelope.ts";

/**
 * Messages (issue 7): system messages (e.g. "new homework", "new word test") and messages/notices from
 * teachers to a class or one student; /news lists them in two tabs. Opening one marks it read.
 * Also the Web Push public key the browser subscribes with (the subscription JSON is stored through
 * student/fcm-token).
 */

const Id = DbId;

/** system: sent by the platform on new homework / word tests; teacher: written by a teacher. */
export const MessageTabSchema = z.enum(["system", "teacher"]);
/** message: a normal message; notice: an announcement (shown with a notice label). */
export const MessageKindSchema = z.enum(["message", "notice"]);

export const MessageListItemSchema = z.object({
  msg_id: z.number().int(),
  tab: MessageTabSchema,
  kind: MessageKindSchema,
  title: z.string(),
  /** the first characters of the body */
  summary: z.string(),
  sender_name: z.string(),
  is_read: Flag,
  /** push target: 2 homework detail, 3 news detail, 5 CEFR home, 6 home */
  jump_schema: z.number().int(),
  /** set for homework messages (jump_schema 2), else 0 */
  homework_id: z.number().int(),
  /** set for word-test messages, else 0 */
  task_id: z.number().int(),
  created_at: IsoDate,
});
export type MessageListItem = z.infer<typeof MessageListItemSchema>;
export const messageList = defineCall({
  method: "GET",
  path: "/v3/message/list",
  auth: "student",
  query: z.object({
    tab: MessageTabSchema.default("system"),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  }),
  data: z.object({
    items: z.array(MessageListItemSchema),
    total: z.number().int(),
    /** unread per tab, for the tab badges */
    unread_system: z.number().int(),
    unread_teacher: z.number().int(),
  }),
});

export const MessageDetailSchema = MessageListItemSchema.extend({ body: z.string() });
export type MessageDetail = z.infer<typeof MessageDetailSchema>;
export const messageDetail = defineCall({
  method: "GET",
  path: "/v3/message/detail",
  auth: "student",
  query: z.object({ msg_id: Id }),
  data: MessageDetailSchema,
});

/** The VAPID public key (base64url) for PushManager.subscribe({ applicationServerKey }). */
export const appPushPublicKey = defineCall({
  method: "GET",
  path: "/v3/app/push-public-key",
  auth: "none",
  data: z.object({ public_key: z.string() }),
});

/** What a Web Push notification carries (spec "Push message"); push_json repeats it as a JSON string. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  jump_schema: z.number().int(),
  homework_id: z.number().int(),
  message_id: z.number().int(),
  push_json: z.string(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;

// ---------- teacher side ----------

export const MessageSendBodySchema = z
  .object({
    /** send to every student of this class ... */
    class_id: Id.optional(),
    /** ... or to one student */
    student_id: Id.optional(),
    title: z.string().trim().min(1).max(100),
    body: z.string().trim().min(1).max(5000),
    kind: MessageKindSchema.default("message"),
  })
  .refine((b) => (b.class_id === undefined) !== (b.student_id === undefined), {
    message: "give class_id or student_id (exactly one)",
    path: ["class_id"],
  });
export type MessageSendBody = z.input<typeof MessageSendBodySchema>;
export const teacherMessageSend = defineCall({
  method: "POST",
  path: "/v3/teacher/message-send",
  auth: "teacher",
  body: MessageSendBodySchema,
  data: z.object({ msg_id: z.number().int(), recipient_count: z.number().int() }),
});

export const teacherMessageList = defineCall({
  method: "GET",
  path: "/v3/teacher/message-list",
  auth: "teacher",
  query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
  data: z.object({
    items: z.array(
      z.object({
        msg_id: z.number().int(),
        kind: MessageKindSchema,
        title: z.string(),
        body: z.string(),
        /** the class name, or the student's nickname/username */
        target_name: z.string(),
        recipient_count: z.number().int(),
        read_count: z.number().int(),
        created_at: IsoDate,
        /** when the teacher last edited it; null when never */
        edited_at: IsoDate.nullable(),
        /** a plain message or notice (not one sent with homework or a word test): it can be edited or deleted */
        editable: Flag,
      }),
    ),
    total: z.number().int(),
  }),
});

/** Edits a message or notice the teacher sent (an administrator: any teacher message of the school). */
export const MessageUpdateBodySchema = z.object({
  msg_id: DbId,
  title: z.string().trim().min(1).max(100),
  body: z.string().trim().min(1).max(5000),
});
export const teacherMessageUpdate = defineCall({
  method: "POST",
  path: "/v3/teacher/message-update",
  auth: "teacher",
  body: MessageUpdateBodySchema,
  data: z.object({ msg_id: z.number().int() }),
});
/** Withdraws a message or notice: the students no longer see it. */
export const teacherMessageDelete = defineCall({
  method: "POST",
  path: "/v3/teacher/message-delete",
  auth: "teacher",
  body: z.object({ msg_id: DbId }),
  data: z.null(),
});
