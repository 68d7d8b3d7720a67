import { z } from "zod";
import { LIVE_ANSWER_TEXT_MAX, LIVE_OPTIONS_MAX, LiveItemKindSchema, LiveStatusSchema } from "../live.ts";

/**
 * The live class socket `GET /v3/live/ws` (LIVE_SOCKET_PATH, issue 25 part 5), for teachers and students
 * alike (the first frame's token says which). JSON text frames, each with a `type`.
 *
 * 1. The first frame is `{ "type": "auth", "token": "<bearer token>" }` of a student or a teacher (never
 *    a token in the URL). A bad or missing token gets an error frame (token_missing / token_invalid …)
 *    and close 4401; a student without an active study card 4403.
 * 2. A teacher sends `open {live_id}` (a session of a class they manage; answered by `opened`, then
 *    `roster`), then `push_item`, `reveal`, `end`.
 *    A student sends `join` (the open session of their class; answered by `joined`), then `answer`.
 * 3. Every refusal is an error frame `{ type: "error", error_key, message }` and the socket stays open
 *    (bad JSON: bad_frame; a frame that fits no schema: bad_request; the keys of LIVE_ERROR_KEYS; a
 *    student's frame on a teacher socket or the reverse: forbidden). Frames over 16 kB close the socket.
 *
 * Frames reach every socket of the session whatever process it is on (the realtime bus). Item indexes
 * are 0-based positions in the session's items.
 */

/** The live socket of teachers and students. */
export const LIVE_SOCKET_PATH = "/v3/live/ws";

const ItemIndex = z.number().int().min(0).max(99);
const LiveId = z.number().int().positive().max(2_147_483_647);

// ---------- client → server ----------

/** Teacher: attach this socket to a session (also to come back after a reconnect). */
export const LiveOpenFrameSchema = z.object({ type: z.literal("open"), live_id: LiveId });
/** Teacher: show item `item_index` to the students (any order; pushing again re-sends it). */
export const LivePushItemFrameSchema = z.object({ type: z.literal("push_item"), item_index: ItemIndex });
/** Teacher: close item `item_index` to answers and show its correct answer to everyone. */
export const LiveRevealFrameSchema = z.object({ type: z.literal("reveal"), item_index: ItemIndex });
/** Teacher: end the session (as POST /v3/teacher/live/end). */
export const LiveEndFrameSchema = z.object({ type: z.literal("end") });
/** Student: join the open session of my class (live_no_session when there is none). */
export const LiveJoinFrameSchema = z.object({ type: z.literal("join") });
/**
 * Student: answer a pushed, not yet revealed item, once (a second answer → live_answer_duplicate).
 * Give the field of the item's kind: choice → choice_index; short_answer → text; read_aloud →
 * evaluate_result, the signed URL the evaluation socket (/v3/speech/evaluate, category read_sentence,
 * the item's text) answered: the score is read from that stored evaluation, never from the client.
 */
export const LiveAnswerFrameSchema = z.object({
  type: z.literal("answer"),
  live_id: LiveId,
  item_index: ItemIndex,
  choice_index: z
    .number()
    .int()
    .min(0)
    .max(LIVE_OPTIONS_MAX - 1)
    .optional(),
  text: z.string().max(LIVE_ANSWER_TEXT_MAX).optional(),
  evaluate_result: z.string().min(1).max(500).optional(),
});
export type LiveAnswerFrame = z.infer<typeof LiveAnswerFrameSchema>;

/** Frames a teacher may send. */
export const LiveTeacherInFrameSchema = z.discriminatedUnion("type", [
  LiveOpenFrameSchema,
  LivePushItemFrameSchema,
  LiveRevealFrameSchema,
  LiveEndFrameSchema,
]);
export type LiveTeacherInFrame = z.infer<typeof LiveTeacherInFrameSchema>;
/** Frames a student may send. */
export const LiveStudentInFrameSchema = z.discriminatedUnion("type", [
  LiveJoinFrameSchema,
  LiveAnswerFrameSchema,
]);
export type LiveStudentInFrame = z.infer<typeof LiveStudentInFrameSchema>;

// ---------- server → both ----------

/** An item as students see it (no answers). Sent to students and the teacher when it is pushed. */
export const LiveItemFrameSchema = z.object({
  type: z.literal("item"),
  live_id: z.number().int(),
  item_index: z.number().int(),
  kind: LiveItemKindSchema,
  /** the question (read_aloud: the instruction, may be "") */
  prompt: z.string(),
  /** choice: the options */
  options: z.array(z.string()).optional(),
  /** read_aloud: the English sentence to read */
  text: z.string().optional(),
});
export type LiveItemFrame = z.infer<typeof LiveItemFrameSchema>;

/** The correct answer of an item (sent to everyone; the item takes no more answers). */
export const LiveRevealOutFrameSchema = z.object({
  type: z.literal("reveal"),
  live_id: z.number().int(),
  item_index: z.number().int(),
  /** choice: the correct option */
  correct_index: z.number().int().optional(),
  /** short_answer: the accepted answers */
  accepted: z.array(z.string()).optional(),
  /** read_aloud: the sentence, and the pass score */
  text: z.string().optional(),
  pass_score: z.number().int().optional(),
});
export type LiveRevealOutFrame = z.infer<typeof LiveRevealOutFrameSchema>;

/** A refusal; the socket stays open unless it was the auth. */
export const LiveErrorFrameSchema = z.object({
  type: z.literal("error"),
  error_key: z.string(),
  message: z.string(),
});

// ---------- server → student ----------

/** My answer to an item as the server scored it (also listed in `joined` after a reconnect). */
export const LiveMyAnswerSchema = z.object({
  item_index: z.number().int(),
  correct: z.boolean(),
  /** 0-100 */
  score: z.number().int(),
});

/** Answer to `join`. current: the item on screen now (the last pushed, unless revealed), else absent. */
export const LiveJoinedFrameSchema = z.object({
  type: z.literal("joined"),
  live_id: z.number().int(),
  title: z.string(),
  teacher_name: z.string(),
  item_count: z.number().int(),
  current: LiveItemFrameSchema.optional(),
  /** my answers so far (after a reconnect) */
  answers: z.array(LiveMyAnswerSchema),
  /** items already revealed (their reveal frames follow) */
  revealed: z.array(z.number().int()),
});
export type LiveJoinedFrame = z.infer<typeof LiveJoinedFrameSchema>;

/** My answer was saved and scored (only to the answering socket). */
export const LiveAnswerAckFrameSchema = z.object({
  type: z.literal("answer_ack"),
  live_id: z.number().int(),
  item_index: z.number().int(),
  correct: z.boolean(),
  /** 0-100 */
  score: z.number().int(),
});
export type LiveAnswerAckFrame = z.infer<typeof LiveAnswerAckFrameSchema>;

/** The session ended; my_score is the student's session score 0-100 (absent on the teacher's socket). */
export const LiveEndedFrameSchema = z.object({
  type: z.literal("ended"),
  live_id: z.number().int(),
  my_score: z.number().int().optional(),
});
export type LiveEndedFrame = z.infer<typeof LiveEndedFrameSchema>;

// ---------- server → teacher ----------

/** Answer to `open`: the session with its items as written (answers included). */
export const LiveOpenedFrameSchema = z.object({
  type: z.literal("opened"),
  live_id: z.number().int(),
  title: z.string(),
  status: LiveStatusSchema,
  class_id: z.number().int(),
  class_name: z.string(),
  /** the items as the teacher wrote them (LiveItemSchema), in order */
  items: z.array(z.record(z.string(), z.unknown())),
  /** the last pushed item, null before any */
  current: z.number().int().nullable(),
  pushed: z.array(z.number().int()),
  revealed: z.array(z.number().int()),
});
export type LiveOpenedFrame = z.infer<typeof LiveOpenedFrameSchema>;

/** The class's students and who has a joined socket now; sent after `opened` and whenever it changes. */
export const LiveRosterFrameSchema = z.object({
  type: z.literal("roster"),
  live_id: z.number().int(),
  students: z.array(z.object({ student_id: z.number().int(), name: z.string(), online: z.boolean() })),
});
export type LiveRosterFrame = z.infer<typeof LiveRosterFrameSchema>;

/** A student's answer as it arrives (after `opened`, every saved answer so far is sent too). */
export const LiveTeacherAnswerFrameSchema = z.object({
  type: z.literal("answer"),
  live_id: z.number().int(),
  item_index: z.number().int(),
  student_id: z.number().int(),
  name: z.string(),
  correct: z.boolean(),
  score: z.number().int(),
  answered_at: z.string(),
});
export type LiveTeacherAnswerFrame = z.infer<typeof LiveTeacherAnswerFrameSchema>;

/** An item's figures, after each of its answers (and for every pushed item after `opened`). */
export const LiveItemStatsFrameSchema = z.object({
  type: z.literal("item_stats"),
  live_id: z.number().int(),
  item_index: z.number().int(),
  answered: z.number().int(),
  correct: z.number().int(),
  /** mean score 0-100 (one decimal), null before any answer */
  average_score: z.number().nullable(),
});
export type LiveItemStatsFrame = z.infer<typeof LiveItemStatsFrameSchema>;

/** Every frame the server sends on the live socket. */
export const LiveOutFrameSchema = z.discriminatedUnion("type", [
  LiveErrorFrameSchema,
  LiveItemFrameSchema,
  LiveRevealOutFrameSchema,
  LiveJoinedFrameSchema,
  LiveAnswerAckFrameSchema,
  LiveEndedFrameSchema,
  LiveOpenedFrameSchema,
  LiveRosterFrameSchema,
  LiveTeacherAnswerFrameSchema,
  LiveItemStatsFrameSchema,
]);
export type LiveOutFrame = z.infer<typeof LiveOutFrameSchema>;
