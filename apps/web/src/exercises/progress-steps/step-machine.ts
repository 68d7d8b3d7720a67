import type { Stage } from "./stages.ts";

/** Timer functions the machine uses (the real ones in the app, fake ones in tests). */
export type Timers = {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

/** The browser's timers. */
export const browserTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Where a programme is: running a stage, finished, or ended early because a recording failed. */
export type MachineStatus = "running" | "done" | "skipped";

/** The state a player renders. */
export type StepMachineState = {
  status: MachineStatus;
  /** index of the current stage */
  index: number;
  /** seconds left in a wait stage (ticks every 1 s), else null */
  secondsLeft: number | null;
  /** record stages already answered (saved or skipped), by stage index */
  answered: ReadonlySet<number>;
  /** record stages posted as skipped after a scoring or recorder error */
  skipped: ReadonlySet<number>;
};

/**
 * Events: START leaves an intro stage; AUDIO_ENDED ends an audio stage; RECORD_SAVED / RECORD_FAILED end a
 * record stage; PREV / NEXT move between visible steps. `at` names the stage an event belongs to, so a
 * late event of a stage already left is ignored.
 */
export type StepMachineEvent =
  | { type: "START" }
  | { type: "AUDIO_ENDED"; at: number }
  | { type: "RECORD_SAVED"; at: number }
  | { type: "RECORD_FAILED"; at: number }
  | { type: "PREV" }
  | { type: "NEXT" };

/** Options of {@link createStepMachine}. */
export type StepMachineOptions = {
  timers?: Timers;
  /** narration and speaking: a failed recording skips the whole item; integrated: only that step */
  skipEndsProgramme: boolean;
  /** called with every new state */
  onChange?: (state: StepMachineState) => void;
};

/** A running programme. */
export type StepMachine = {
  getState: () => StepMachineState;
  send: (event: StepMachineEvent) => void;
  /** stops every timer (the player left the item) */
  dispose: () => void;
};

/**
 * Whether NEXT may move on from the current stage: not from an intro (Start does that) nor from a record
 * stage that has no answer yet (the student records, or the recording fails and is skipped).
 * @param stages - the programme
 * @param state - the current state
 * @returns true when NEXT is allowed
 */
export function canGoNext(stages: readonly Stage[], state: StepMachineState): boolean {
  if (state.status !== "running") return false;
  const stage = stages[state.index];
  if (!stage || stage.kind === "intro") return false;
  return stage.kind !== "record" || state.answered.has(state.index);
}

/**
 * Whether PREV may go back: to the previous visible step, or from the end to the last step.
 * @param stages - the programme
 * @param state - the current state
 * @returns true when PREV is allowed
 */
export function canGoPrev(stages: readonly Stage[], state: StepMachineState): boolean {
  if (state.status === "skipped" || stages.length === 0) return false;
  if (state.status === "done") return true;
  return (stages[state.index]?.step ?? 0) > (stages[0]?.step ?? 0);
}

/**
 * Runs a step programme: times pauses, beeps and wait countdowns (1 s ticks) with the injected timers,
 * waits for audio ends and recordings, moves between visible steps on PREV / NEXT (a revisited stage
 * runs again from its start) and handles a failed recording (the whole item is skipped, or only that
 * step). The first stage starts at once.
 * @param stages - the programme (at least one stage)
 * @param options - timers, skip rule and change listener
 * @returns the machine
 */
export function createStepMachine(stages: readonly Stage[], options: StepMachineOptions): StepMachine {
  const timers = options.timers ?? browserTimers;
  let handle: unknown = null;
  let state: StepMachineState = {
    status: stages.length === 0 ? "done" : "running",
    index: 0,
    secondsLeft: null,
    answered: new Set(),
    skipped: new Set(),
  };

  const set = (patch: Partial<StepMachineState>) => {
    state = { ...state, ...patch };
    options.onChange?.(state);
  };
  const clear = () => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };
  const finish = (status: MachineStatus) => {
    clear();
    set({ status, secondsLeft: null });
  };
  const advance = () => {
    if (state.index + 1 < stages.length) enter(state.index + 1);
    else finish("done");
  };
  const tick = () => {
    const left = (state.secondsLeft ?? 1) - 1;
    if (left <= 0) {
      handle = null;
      advance();
      return;
    }
    set({ secondsLeft: left });
    handle = timers.set(tick, 1000);
  };

  function enter(index: number): void {
    clear();
    const stage = stages[index];
    if (!stage) {
      finish("done");
      return;
    }
    const ms = Math.max(0, stage.ms ?? 0);
    if (stage.kind === "wait") {
      set({ status: "running", index, secondsLeft: Math.max(1, Math.ceil(ms / 1000)) });
      handle = timers.set(tick, 1000);
      return;
    }
    set({ status: "running", index, secondsLeft: null });
    if (stage.kind === "pause" || stage.kind === "beep") {
      handle = timers.set(() => {
        handle = null;
        advance();
      }, ms);
    }
  }

  /** First stage of the nearest visible step before `step` (or -1). */
  const firstOfStepBefore = (step: number) => {
    let target = -1;
    for (const s of stages) if (s.step < step && s.step > target) target = s.step;
    return target === -1 ? -1 : stages.findIndex((s) => s.step === target);
  };

  const send = (event: StepMachineEvent) => {
    const stage = stages[state.index];
    const here = state.status === "running" && stage !== undefined;
    switch (event.type) {
      case "START":
        if (here && stage.kind === "intro") advance();
        return;
      case "AUDIO_ENDED":
        if (here && event.at === state.index && stage.kind === "audio") advance();
        return;
      case "RECORD_SAVED":
        if (!here || event.at !== state.index || stage.kind !== "record") return;
        set({ answered: new Set(state.answered).add(state.index) });
        advance();
        return;
      case "RECORD_FAILED":
        if (!here || event.at !== state.index || stage.kind !== "record") return;
        set({
          answered: new Set(state.answered).add(state.index),
          skipped: new Set(state.skipped).add(state.index),
        });
        if (options.skipEndsProgramme) finish("skipped");
        else advance();
        return;
      case "NEXT": {
        if (!canGoNext(stages, state) || !stage) return;
        const next = stages.findIndex((s, i) => i > state.index && s.step > stage.step);
        if (next === -1) finish("done");
        else enter(next);
        return;
      }
      case "PREV": {
        if (!canGoPrev(stages, state)) return;
        const from =
          state.status === "done" ? (stages[stages.length - 1]?.step ?? 0) + 1 : (stage?.step ?? 0);
        const target = firstOfStepBefore(from);
        if (target !== -1) enter(target);
        return;
      }
    }
  };

  if (stages.length > 0) enter(0);
  return { getState: () => state, send, dispose: clear };
}
