/**
 * The quick-response step machine of spec §4: start, play the question, wait `seconds` (a countdown that
 * ticks every second), record, evaluation, then the item is done and the shell's Next moves on; a done
 * item can be answered again from the question (issue 16 #3: the best take is kept). Pure:
 * the question audio and the recording are effects the player injects; the only timer is the wait.
 */

/** Where the item is. `retry`: a take failed, the record button is back to idle. */
export type QuickResponseStep = "ready" | "playing" | "waiting" | "recording" | "retry" | "done";

/** The machine's state; `left` is the seconds still to wait (while waiting). */
export type QuickResponseState = { step: QuickResponseStep; left: number };

/** What can happen. */
export type QuickResponseEvent =
  /** Start pressed (also "hear the question again" after a failed take, and "answer again" when done) */
  | { type: "start" }
  /** the question audio ended, or could not be played */
  | { type: "audio_ended" }
  /** one second of the wait passed */
  | { type: "tick" }
  /** record pressed after a failed take */
  | { type: "record" }
  /** the take ended without a stored answer (evaluation or microphone error) */
  | { type: "record_failed" }
  /** the answer was stored */
  | { type: "saved" };

/** Spec §9: the wait countdown ticks every 1 s. */
export const WAIT_TICK_MS = 1000;

/** Longest wait the content schema allows (s). */
export const MAX_WAIT_SECONDS = 60;

/**
 * The wait of an item: its `seconds` as a whole number within 0..60 (missing or odd values: no wait).
 * @param seconds - the item's seconds
 * @returns the seconds to wait
 */
export function waitSecondsOf(seconds: unknown): number {
  if (typeof seconds !== "number" || !Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(MAX_WAIT_SECONDS, Math.round(seconds));
}

/**
 * The first state: done when the item already has an answer (resume, review), else ready.
 * @param answered - the item has a stored answer
 * @returns the state
 */
export function initialQuickResponseState(answered: boolean): QuickResponseState {
  return { step: answered ? "done" : "ready", left: 0 };
}

/**
 * The transition function. Events that do not apply in a step leave the state unchanged (the same
 * object), so a late audio end or a double click does nothing.
 * @param state - the current state
 * @param event - what happened
 * @param seconds - the item's wait (from waitSecondsOf)
 * @returns the next state
 */
export function quickResponseTransition(
  state: QuickResponseState,
  event: QuickResponseEvent,
  seconds: number,
): QuickResponseState {
  switch (event.type) {
    case "start":
      return state.step === "ready" || state.step === "retry" || state.step === "done"
        ? { step: "playing", left: 0 }
        : state;
    case "audio_ended":
      if (state.step !== "playing") return state;
      return seconds > 0 ? { step: "waiting", left: seconds } : { step: "recording", left: 0 };
    case "tick":
      if (state.step !== "waiting") return state;
      return state.left > 1 ? { step: "waiting", left: state.left - 1 } : { step: "recording", left: 0 };
    case "record":
      return state.step === "retry" ? { step: "recording", left: 0 } : state;
    case "record_failed":
      return state.step === "recording" ? { step: "retry", left: 0 } : state;
    case "saved":
      return state.step === "recording" || state.step === "retry" ? { step: "done", left: 0 } : state;
  }
}

/** What the machine does outside itself. */
export type QuickResponseEffects = {
  /** plays the question audio from the start; the player sends audio_ended when it ends or fails */
  playQuestion: () => void;
  /** starts the recording cycle */
  startRecording: () => void;
  /** every state change */
  onChange: (state: QuickResponseState) => void;
};

/** A running machine. */
export type QuickResponseMachine = {
  state: () => QuickResponseState;
  send: (event: QuickResponseEvent) => void;
  /** stops the wait timer; later events are ignored */
  dispose: () => void;
};

/**
 * Runs the transition function with its effects: entering `playing` plays the question, `waiting`
 * schedules a tick every second, `recording` starts the take.
 * @param opts - the item's wait, the first state and the effects
 * @returns the machine
 */
export function createQuickResponseMachine(opts: {
  seconds: number;
  initial: QuickResponseState;
  effects: QuickResponseEffects;
}): QuickResponseMachine {
  let state = opts.initial;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  const clear = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
  const send = (event: QuickResponseEvent) => {
    if (disposed) return;
    const next = quickResponseTransition(state, event, opts.seconds);
    if (next === state) return;
    state = next;
    clear();
    opts.effects.onChange(next);
    if (next.step === "playing") opts.effects.playQuestion();
    else if (next.step === "waiting") timer = setTimeout(() => send({ type: "tick" }), WAIT_TICK_MS);
    else if (next.step === "recording") opts.effects.startRecording();
  };
  return {
    state: () => state,
    send,
    dispose: () => {
      disposed = true;
      clear();
    },
  };
}
