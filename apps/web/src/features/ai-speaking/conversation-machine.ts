import type {
  AiSpeakingFeedback,
  AiSpeakingOutcome,
  AiSpeakingPartnerTurn,
  AiSpeakingVoice,
  aiSpeakingTurn,
} from "@hibiki/contracts";
import type { z } from "zod";

/** How the partner took the student's reply (the server decides it). */
export type TurnOutcome = AiSpeakingOutcome;

/** A line the partner is about to say and the student answers. */
export type PartnerTurn = AiSpeakingPartnerTurn;

/** The feedback on one reply: grammar corrections, the scores and a model answer. */
export type ReplyFeedback = AiSpeakingFeedback;

/** The turn call's answer. */
export type TurnAnswer = z.infer<typeof aiSpeakingTurn.data>;

/** One bubble of the transcript. */
export type Bubble =
  | {
      key: string;
      who: "partner";
      kind: "line" | "reply" | "repair" | "closing";
      text: string;
      text_ja: string;
      voice: AiSpeakingVoice;
    }
  | { key: string; who: "student"; text: string; outcome: TurnOutcome; feedback: ReplyFeedback };

/**
 * - starting: the start call; speaking: the partner's lines play one after another; answer: the student's
 *   turn; recording / recognizing: the reply is recorded, then recognised; sending: it is scored and the
 *   turn call answers; finishing: the finish call; done: the result is ready; failed: the start failed.
 */
export type ConversationPhase =
  | "starting"
  | "speaking"
  | "answer"
  | "recording"
  | "recognizing"
  | "sending"
  | "finishing"
  | "finish_failed"
  | "done"
  | "failed";

/** Why the last reply went nowhere (shown under the record button). */
export type ConversationHint = "empty" | "timeout" | "connection" | "server" | "send_failed" | null;

/** The whole state of one conversation. */
export type ConversationState = {
  phase: ConversationPhase;
  session_id: number | null;
  /** the line the student answers now (null before the start and after the end) */
  turn: PartnerTurn | null;
  bubbles: Bubble[];
  /** keys of partner bubbles still to be spoken, in order */
  queue: string[];
  hint: ConversationHint;
  /** the recognised text being sent */
  pending: string | null;
  /** repair lines heard on the current line */
  repairs: number;
};

/** What happened: the calls' answers, the voice, the recorder and the recogniser. */
export type ConversationEvent =
  | { type: "started"; session_id: number; turn: PartnerTurn }
  | { type: "start_failed" }
  | { type: "spoken" }
  | { type: "record" }
  | { type: "recorded" }
  | { type: "recognized"; text: string }
  | { type: "recognize_failed"; kind: "timeout" | "empty" | "connection" | "server" | "cancelled" }
  | { type: "answered"; answer: TurnAnswer }
  | { type: "send_failed" }
  | { type: "finished" }
  | { type: "finish_failed" }
  | { type: "retry_finish" };

/**
 * The state before the start call answers.
 * @returns the starting state
 */
export function initialConversation(): ConversationState {
  return {
    phase: "starting",
    session_id: null,
    turn: null,
    bubbles: [],
    queue: [],
    hint: null,
    pending: null,
    repairs: 0,
  };
}

const lineBubble = (n: number, turn: PartnerTurn): Bubble => ({
  key: `p${n}`,
  who: "partner",
  kind: "line",
  text: turn.say,
  text_ja: turn.say_ja,
  voice: turn.voice,
});

/**
 * The next state (pure); an event that does not fit the phase leaves the state as it is.
 * @param s - the state
 * @param e - the event
 * @returns the next state
 */
export function conversationReducer(s: ConversationState, e: ConversationEvent): ConversationState {
  switch (e.type) {
    case "started": {
      if (s.phase !== "starting") return s;
      const first = lineBubble(0, e.turn);
      return {
        ...s,
        phase: "speaking",
        session_id: e.session_id,
        turn: e.turn,
        bubbles: [first],
        queue: [first.key],
      };
    }
    case "start_failed":
      return s.phase === "starting" ? { ...s, phase: "failed" } : s;
    case "spoken": {
      if (s.phase !== "speaking") return s;
      const queue = s.queue.slice(1);
      if (queue.length > 0) return { ...s, queue };
      return { ...s, queue, phase: s.turn ? "answer" : "finishing" };
    }
    case "record":
      return s.phase === "answer" ? { ...s, phase: "recording", hint: null } : s;
    case "recorded":
      return s.phase === "recording" ? { ...s, phase: "recognizing" } : s;
    case "recognized":
      if (s.phase !== "recording" && s.phase !== "recognizing") return s;
      return { ...s, phase: "sending", pending: e.text, hint: null };
    case "recognize_failed":
      if (s.phase !== "recording" && s.phase !== "recognizing") return s;
      return { ...s, phase: "answer", hint: e.kind === "cancelled" ? null : e.kind };
    case "send_failed":
      return s.phase === "sending" ? { ...s, phase: "answer", pending: null, hint: "send_failed" } : s;
    case "answered":
      return s.phase === "sending" ? onAnswered(s, e.answer) : s;
    case "finished":
      return s.phase === "finishing" ? { ...s, phase: "done" } : s;
    case "finish_failed":
      return s.phase === "finishing" ? { ...s, phase: "finish_failed" } : s;
    case "retry_finish":
      return s.phase === "finish_failed" ? { ...s, phase: "finishing" } : s;
  }
}

/**
 * The student's bubble, then what the partner says: the reply (or the repair line), and on a new line
 * the line itself. A repair keeps the line the student answers; the partner does not say it again.
 */
function onAnswered(s: ConversationState, a: TurnAnswer): ConversationState {
  const n = s.bubbles.length;
  const student: Bubble = {
    key: `s${n}`,
    who: "student",
    text: s.pending ?? "",
    outcome: a.outcome,
    feedback: a.feedback,
  };
  const said: Bubble[] = [];
  const say = (kind: "reply" | "repair" | "closing", text: string, ja: string) => {
    if (text.trim())
      said.push({
        key: `p${n + 1 + said.length}`,
        who: "partner",
        kind,
        text,
        text_ja: ja,
        voice: a.reply.voice,
      });
  };
  say(a.outcome === "repair" ? "repair" : "reply", a.reply.text, a.reply.text_ja);
  const repeat = a.outcome === "repair" && a.next?.node_id === s.turn?.node_id;
  if (a.next && !repeat) said.push(lineBubble(n + 1 + said.length, a.next));
  if (!a.next) say("closing", a.closing ?? "", a.closing_ja ?? "");
  const base = {
    ...s,
    pending: null,
    hint: null,
    turn: a.next,
    bubbles: [...s.bubbles, student, ...said],
    repairs: a.outcome === "repair" ? s.repairs + 1 : 0,
  };
  if (said.length > 0) return { ...base, phase: "speaking", queue: said.map((b) => b.key) };
  return { ...base, phase: a.next ? "answer" : "finishing", queue: [] };
}

/**
 * The partner bubble being spoken now.
 * @param s - the state
 * @returns the bubble, or null when the partner is silent
 */
export function speakingBubble(s: ConversationState): Extract<Bubble, { who: "partner" }> | null {
  if (s.phase !== "speaking") return null;
  const key = s.queue[0];
  const b = s.bubbles.find((x) => x.key === key);
  return b && b.who === "partner" ? b : null;
}
