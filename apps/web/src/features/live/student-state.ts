import type { LiveItemFrame, LiveRevealOutFrame } from "@hibiki/contracts/ws/live";
import { LiveOutFrameSchema } from "@hibiki/contracts/ws/live";

/** My scored answer to an item. */
export type MyAnswer = { correct: boolean; score: number };

/** What the student's live screen shows, built from the socket's frames alone. */
export type StudentLiveState = {
  /** joining: waiting for `joined`; none: no open session; live: in the session; ended: over */
  phase: "joining" | "none" | "live" | "ended";
  live_id: number | null;
  title: string;
  teacher_name: string;
  item_count: number;
  /** the item on screen (the last pushed) */
  current: LiveItemFrame | null;
  answers: Record<number, MyAnswer>;
  reveals: Record<number, LiveRevealOutFrame>;
  /** the item whose answer was sent and not yet acknowledged */
  sending: number | null;
  my_score: number | null;
  /** the last refusal's key and message (shown until the next item or answer) */
  error: { key: string; message: string } | null;
};

export const initialStudentLive: StudentLiveState = {
  phase: "joining",
  live_id: null,
  title: "",
  teacher_name: "",
  item_count: 0,
  current: null,
  answers: {},
  reveals: {},
  sending: null,
  my_score: null,
  error: null,
};

/** Actions: a frame from the server, or the student sending an answer. */
export type StudentLiveAction =
  | { type: "frame"; frame: unknown }
  | { type: "sending"; item_index: number | null };

/**
 * The student's live state after one action. Frames that fit no schema are ignored (a newer server may
 * send more); a refusal of an answer frees the send button again.
 * @param s - the state
 * @param a - the action
 * @returns the next state
 */
export function studentLiveReducer(s: StudentLiveState, a: StudentLiveAction): StudentLiveState {
  if (a.type === "sending") return { ...s, sending: a.item_index, error: null };
  const parsed = LiveOutFrameSchema.safeParse(a.frame);
  if (!parsed.success) return s;
  const f = parsed.data;
  switch (f.type) {
    case "joined":
      return {
        ...s,
        phase: "live",
        live_id: f.live_id,
        title: f.title,
        teacher_name: f.teacher_name,
        item_count: f.item_count,
        current: f.current ?? s.current,
        answers: {
          ...s.answers,
          ...Object.fromEntries(f.answers.map((x) => [x.item_index, { correct: x.correct, score: x.score }])),
        },
        sending: null,
        error: null,
      };
    case "item":
      return { ...s, current: f, sending: null, error: null };
    case "answer_ack":
      return {
        ...s,
        answers: { ...s.answers, [f.item_index]: { correct: f.correct, score: f.score } },
        sending: s.sending === f.item_index ? null : s.sending,
        error: null,
      };
    case "reveal":
      return { ...s, reveals: { ...s.reveals, [f.item_index]: f } };
    case "ended":
      return { ...s, phase: "ended", my_score: f.my_score ?? s.my_score, sending: null };
    case "error":
      if (f.error_key === "live_no_session") return { ...s, phase: s.phase === "live" ? s.phase : "none" };
      if (f.error_key === "live_ended") return { ...s, phase: "ended", sending: null };
      return { ...s, sending: null, error: { key: f.error_key, message: f.message } };
    default:
      return s;
  }
}
