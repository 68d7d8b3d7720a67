import { COUNTDOWN_STEP_MS, COUNTDOWN_STEPS, type DialogueRole, isRecordTurn } from "@hibiki/exercises";
import type { WaitItem } from "./turns.ts";

/** Time from the beep to the next step, so the beep is over before the microphone opens (ms). */
export const BEEP_GAP_MS = 600;
/** A wait countdown ticks every second (spec §9). */
export const WAIT_TICK_MS = 1000;
/** Seconds of a countdown wait item that names none. */
export const DEFAULT_WAIT_SECONDS = 3;
/** Another speaker's line without playable audio is shown for about the time it takes to say it. */
const WORDS_PER_SECOND = 2.5;
const LISTEN_MIN_SECONDS = 2;
const LISTEN_MAX_SECONDS = 15;

/**
 * Where one turn of the dialogue challenge is (spec §4): the role choice, the ready countdown, the beep,
 * then the student's recording or another speaker's audio, then the wait items after the turn, then done.
 */
export type ChallengePhase =
  | "choose-role"
  | "ready"
  | "beep"
  | "record"
  | "listen"
  | "listen-countdown"
  | "wait"
  | "wait-audio"
  | "done";

/** What the player shows. */
export type ChallengeSnapshot = {
  phase: ChallengePhase;
  role: DialogueRole | null;
  /** seconds left in a countdown phase (ready, listen-countdown, wait) */
  left: number;
  /** the file being played (listen, wait-audio) */
  file: string | null;
  /** screen text of the current wait item */
  waitText: string | null;
  /** whether the student records this turn; null until a role is chosen */
  records: boolean | null;
};

/** The turn the machine runs. */
export type ChallengeTurn = {
  speaker: string;
  audio_file?: string | undefined;
  /** words of the line (sets the countdown when its audio cannot play) */
  words: number;
};

/** Inputs of {@link createChallengeMachine}. */
export type ChallengeConfig = {
  turn: ChallengeTurn;
  /** the wait items that follow this turn, in order */
  waitItems: readonly WaitItem[];
  /** the role chosen earlier in this dialogue, if any */
  role: DialogueRole | null;
  /** "all" in homework (no role choice), else "choose" */
  roleChoice: "choose" | "all";
  /** run the ready countdown and the beep before the turn (start of the dialogue, or coming back) */
  ready: boolean;
};

/** What the machine asks the player to do. */
export type ChallengeEffects = {
  onChange: (snapshot: ChallengeSnapshot) => void;
  beep: () => void;
  /** play a resource file; the player reports audioEnded or audioFailed */
  play: (file: string) => void;
  /** start the recording cycle; the player reports recorded once the answer is stored */
  startRecording: () => void;
  /** another speaker's turn has been heard: the player posts it */
  listened: () => void;
  /** the turn and its wait items are over: the player moves on */
  finished: () => void;
};

/** The running turn. */
export type ChallengeMachine = {
  snapshot: () => ChallengeSnapshot;
  start: () => void;
  chooseRole: (role: DialogueRole) => void;
  recorded: () => void;
  audioEnded: () => void;
  audioFailed: () => void;
  dispose: () => void;
};

/**
 * Seconds another speaker's line stays on screen when its audio cannot play.
 * @param words - words in the line
 * @returns 2 to 15 seconds
 */
export function listenSeconds(words: number): number {
  const s = Math.ceil(Math.max(0, words) / WORDS_PER_SECOND);
  return Math.min(LISTEN_MAX_SECONDS, Math.max(LISTEN_MIN_SECONDS, s));
}

/**
 * Creates the step machine of one dialogue-challenge turn. Pure: no React and no DOM; time runs on
 * setTimeout (fake timers in tests) and everything the outside world does goes through `effects`.
 * @param config - the turn, its wait items, the role so far and whether to count down first
 * @param effects - callbacks for the player
 * @returns the machine (call start once)
 */
export function createChallengeMachine(config: ChallengeConfig, effects: ChallengeEffects): ChallengeMachine {
  let snap: ChallengeSnapshot = {
    phase: "choose-role",
    role: config.role,
    left: 0,
    file: null,
    waitText: null,
    records: config.role ? isRecordTurn(config.role, config.turn.speaker) : null,
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;
  let started = false;
  const queue = [...config.waitItems];
  let waiting: WaitItem | null = null;

  const set = (patch: Partial<ChallengeSnapshot>) => {
    if (disposed) return;
    snap = { ...snap, file: null, waitText: null, left: 0, ...patch };
    effects.onChange(snap);
  };
  const after = (ms: number, fn: () => void) => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      if (!disposed) fn();
    }, ms);
  };
  const countdown = (
    phase: ChallengePhase,
    seconds: number,
    stepMs: number,
    done: () => void,
    text?: string,
  ) => {
    const tick = (left: number) => {
      if (left <= 0) return done();
      set({ phase, left, waitText: text ?? null });
      after(stepMs, () => tick(left - 1));
    };
    tick(seconds);
  };

  const nextWait = () => {
    const w = queue.shift();
    waiting = w ?? null;
    if (!w) {
      set({ phase: "done", left: 0 });
      effects.finished();
      return;
    }
    if (w.type === "audio" && w.audio_file) {
      set({ phase: "wait-audio", file: w.audio_file, waitText: w.screen_text ?? null });
      effects.play(w.audio_file);
      return;
    }
    countdown("wait", w.seconds ?? DEFAULT_WAIT_SECONDS, WAIT_TICK_MS, nextWait, w.screen_text);
  };
  const heard = () => {
    effects.listened();
    nextWait();
  };
  const body = () => {
    if (snap.records) {
      set({ phase: "record" });
      effects.startRecording();
      return;
    }
    const file = config.turn.audio_file;
    if (file) {
      set({ phase: "listen", file });
      effects.play(file);
      return;
    }
    countdown("listen-countdown", listenSeconds(config.turn.words), WAIT_TICK_MS, heard);
  };
  const beepThen = (fn: () => void) => {
    set({ phase: "beep" });
    effects.beep();
    after(BEEP_GAP_MS, fn);
  };
  const runTurn = (afterReady: boolean) => {
    // The ready countdown ends with the beep; the student's own turns always start with one (the cue to speak).
    if (afterReady || snap.records) beepThen(body);
    else body();
  };
  const begin = (role: DialogueRole) => {
    snap = { ...snap, role, records: isRecordTurn(role, config.turn.speaker) };
    if (config.ready) countdown("ready", COUNTDOWN_STEPS, COUNTDOWN_STEP_MS, () => runTurn(true));
    else runTurn(false);
  };

  return {
    snapshot: () => snap,
    start: () => {
      if (started || disposed) return;
      started = true;
      if (config.roleChoice === "all") return begin({ mode: "all" });
      if (config.role) return begin(config.role);
      set({ phase: "choose-role" });
    },
    chooseRole: (role) => {
      if (snap.phase !== "choose-role" || !started) return;
      begin(role);
    },
    recorded: () => {
      if (snap.phase === "record") nextWait();
    },
    audioEnded: () => {
      if (snap.phase === "listen") heard();
      else if (snap.phase === "wait-audio") nextWait();
    },
    audioFailed: () => {
      if (snap.phase === "listen")
        countdown("listen-countdown", listenSeconds(config.turn.words), WAIT_TICK_MS, heard);
      else if (snap.phase === "wait-audio")
        countdown(
          "wait",
          waiting?.seconds ?? DEFAULT_WAIT_SECONDS,
          WAIT_TICK_MS,
          nextWait,
          waiting?.screen_text,
        );
    },
    dispose: () => {
      disposed = true;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
