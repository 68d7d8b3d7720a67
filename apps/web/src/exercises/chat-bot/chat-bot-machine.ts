import {
  CHAT_BOT_MAX_TURNS,
  CHAT_BOT_NEXT_DELAY_MS,
  type ChatBotItem,
  type ChatBotMatch,
  type ChatBotTurn,
  chatBotNextStep,
} from "@hibiki/exercises";
import type { matchChatBotOption } from "@hibiki/exercises/chat-bot-match";

/** The matcher of recognised replies (its vocabulary loads apart from the player; see use-chat-bot.ts). */
export type ChatMatcher = typeof matchChatBotOption;

/**
 * The chat-bot dialogue of spec §4/§5: the bot asks (its line plays), the student records a reply, the
 * reply is recognised and matched to the options (70% rule); a match is uploaded and, 1.2 s later, the
 * chosen option's child question follows; no match asks to retry, and the third miss shows an alert and
 * takes the first option. The conversation ends when the chosen option has no child (or the bot's line
 * has no options at all).
 *
 * - ready: before Start; bot: the bot's line plays; answer: waiting for the student to record;
 * - recording / recognizing: the reply is recorded, then recognised; uploading: the matched reply's mp3;
 * - alert: the three-failure alert is open; next: the 1.2 s pause; ended: the conversation is over.
 */
export type ChatPhase =
  | "ready"
  | "bot"
  | "answer"
  | "recording"
  | "recognizing"
  | "uploading"
  | "alert"
  | "next"
  | "ended";

/** What the student is told under the record button. */
export type ChatHint =
  | "no_match"
  | "recognize_empty"
  | "recognize_timeout"
  | "recognize_connection"
  | "recognize_server"
  | "upload_failed"
  | null;

/** A reply waiting for its upload: the recognised text and the option it answers. */
export type PendingReply = { text: string; durationMs: number; answerIndex: number; fallback: boolean };

/** The whole state; `question` is the position of the current bot line in `question_items`. */
export type ChatState = {
  phase: ChatPhase;
  question: number;
  failures: number;
  hint: ChatHint;
  turns: ChatBotTurn[];
  pending: PendingReply | null;
  /** the latest recognised text (shown with the retry hint) */
  heard: string | null;
};

/** Events: the student's actions, the recording and upload outcomes, the audio end, the timer. */
export type ChatEvent =
  | { type: "start" }
  | { type: "bot_done" }
  | { type: "record" }
  | { type: "recorded" }
  /** the reply was recognised; `match` compares it with the current line's options (matchReply) */
  | { type: "recognized"; text: string; durationMs: number; match: ChatBotMatch }
  | { type: "recognize_failed"; kind: "timeout" | "empty" | "connection" | "server" | "cancelled" }
  | { type: "uploaded"; soundFile: string }
  | { type: "upload_failed" }
  | { type: "alert_closed" }
  | { type: "next" };

/**
 * The state before the conversation starts.
 * @returns the ready state
 */
export function initialChatState(): ChatState {
  return { phase: "ready", question: 0, failures: 0, hint: null, turns: [], pending: null, heard: null };
}

const RECOGNIZE_HINTS = {
  timeout: "recognize_timeout",
  connection: "recognize_connection",
  server: "recognize_server",
} as const;

/**
 * The next state for an event (pure). Events that do not fit the phase leave the state unchanged.
 * @param item - the chat-bot item
 * @param s - the current state
 * @param e - what happened
 * @returns the next state
 */
export function chatReducer(item: ChatBotItem, s: ChatState, e: ChatEvent): ChatState {
  const q = item.question_items[s.question];
  switch (e.type) {
    case "start":
      return s.phase === "ready" ? { ...s, phase: q ? "bot" : "ended" } : s;
    case "bot_done":
      if (s.phase !== "bot") return s;
      return { ...s, phase: q && q.options.length > 0 ? "answer" : "ended" };
    case "record":
      return s.phase === "answer" ? { ...s, phase: "recording", hint: null } : s;
    case "recorded":
      return s.phase === "recording" ? { ...s, phase: "recognizing" } : s;
    case "recognized":
      return s.phase === "recording" || s.phase === "recognizing"
        ? onRecognized(s, e.text, e.durationMs, e.match)
        : s;
    case "recognize_failed":
      if (s.phase !== "recording" && s.phase !== "recognizing") return s;
      // nothing was heard: a miss like a reply that matches no option
      if (e.kind === "empty") return onRecognized(s, "", 0, { status: "retry" });
      return { ...s, phase: "answer", hint: e.kind === "cancelled" ? null : RECOGNIZE_HINTS[e.kind] };
    case "alert_closed":
      return s.phase === "alert" ? { ...s, phase: "uploading" } : s;
    case "uploaded":
      if (s.phase !== "uploading" || !s.pending || !q) return s;
      return {
        ...s,
        phase: "next",
        pending: null,
        turns: [...s.turns, turnOf(q.question_id, s.pending, e.soundFile)],
      };
    case "upload_failed":
      return s.phase === "uploading" ? { ...s, phase: "answer", pending: null, hint: "upload_failed" } : s;
    case "next":
      return s.phase === "next" ? onNext(item, s) : s;
  }
}

/**
 * How a recognised reply compares with the options of the bot's current line, with the synonyms the content
 * build attached to their content words ("movie" → "film").
 * @param item - the chat-bot item
 * @param s - the state (its current question)
 * @param text - the recognised reply
 * @param matcher - matchChatBotOption
 * @returns the match, for the `recognized` event
 */
export function matchReply(
  item: ChatBotItem,
  s: ChatState,
  text: string,
  matcher: ChatMatcher,
): ChatBotMatch {
  const options = item.question_items[s.question]?.options ?? [];
  return matcher(
    text,
    options.map((o) => o.content),
    options.map((o) => o.synonyms),
  );
}

function onRecognized(s: ChatState, text: string, durationMs: number, match: ChatBotMatch): ChatState {
  const step = chatBotNextStep(match, s.failures);
  const heard = text.trim() === "" ? null : text;
  if (step.action === "retry")
    return {
      ...s,
      phase: "answer",
      failures: step.failures,
      heard,
      hint: heard ? "no_match" : "recognize_empty",
    };
  const pending = { text, durationMs, answerIndex: step.index, fallback: step.action === "fallback" };
  return {
    ...s,
    phase: step.action === "fallback" ? "alert" : "uploading",
    failures: 0,
    hint: null,
    heard,
    pending,
  };
}

function onNext(item: ChatBotItem, s: ChatState): ChatState {
  const last = s.turns[s.turns.length - 1];
  const chosen = last ? item.question_items[s.question]?.options[last.answer_index] : undefined;
  const child = chosen?.child_index;
  const target = child == null ? -1 : item.question_items.findIndex((x) => x.index === child);
  // A content loop could go on for ever: the conversation stops at the most turns an answer can keep.
  if (target < 0 || s.turns.length >= CHAT_BOT_MAX_TURNS) return { ...s, phase: "ended", heard: null };
  return { ...s, phase: "bot", question: target, failures: 0, hint: null, heard: null };
}

function turnOf(questionId: string, p: PendingReply, soundFile: string): ChatBotTurn {
  return {
    question_id: questionId,
    recognize_text: p.text.slice(0, 1000),
    answer_index: p.answerIndex,
    sound_file: soundFile,
    record_duration: Math.floor(p.durationMs / 10) / 100,
    ...(p.fallback ? { fallback: 1 as const } : {}),
  };
}

/** Timer functions the machine uses (fake timers in tests). */
export type ChatTimers = {
  setTimeout: (fn: () => void, ms: number) => ReturnType<typeof setTimeout>;
  clearTimeout: (id: ReturnType<typeof setTimeout>) => void;
};

/**
 * Runs the reducer and its one timer: entering `next` schedules the `next` event after 1.2 s.
 * Subscribers are told about every change.
 */
export class ChatBotMachine {
  private current: ChatState;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<(s: ChatState) => void>();

  /**
   * @param item - the chat-bot item
   * @param initial - the start state (a finished conversation when reviewing)
   * @param timers - timer functions (default: the global ones)
   */
  constructor(
    private readonly item: ChatBotItem,
    initial: ChatState = initialChatState(),
    private readonly timers: ChatTimers = {
      setTimeout: (f, ms) => setTimeout(f, ms),
      clearTimeout: (id) => clearTimeout(id),
    },
  ) {
    this.current = initial;
  }

  /** @returns the current state */
  get state(): ChatState {
    return this.current;
  }

  /**
   * Applies an event.
   * @param event - what happened
   */
  dispatch(event: ChatEvent): void {
    const next = chatReducer(this.item, this.current, event);
    if (next === this.current) return;
    this.current = next;
    if (next.phase === "next" && !this.timer) {
      this.timer = this.timers.setTimeout(() => {
        this.timer = null;
        this.dispatch({ type: "next" });
      }, CHAT_BOT_NEXT_DELAY_MS);
    }
    for (const l of this.listeners) l(next);
  }

  /**
   * Listens to state changes.
   * @param listener - called with each new state
   * @returns unsubscribe
   */
  subscribe(listener: (s: ChatState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stops the pending timer (the player unmounts). */
  dispose(): void {
    if (this.timer) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.listeners.clear();
  }
}
