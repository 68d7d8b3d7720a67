/**
 * The animated explanation as a timeline of narration cues: slides follow one another, each slide's
 * narration lines are spoken one by one (the subtitle shows the line being spoken) and its examples appear
 * in step with them. Pure: the hook in use-video-player.ts speaks the cues and feeds the events in.
 */

/** What the timeline needs of a slide: how many narration lines and examples it has. */
export type SlideShape = { narration: readonly unknown[]; examples: readonly unknown[] };

/** One narration cue: the slide it belongs to and its index among that slide's lines. */
export type CueRef = { slide: number; line: number };

/**
 * ready: not started; playing: the cue is being spoken; paused; manual: the student steps with Next (no
 * sound, or the voice failed); ended: the last cue was heard.
 */
export type VideoStatus = "ready" | "playing" | "paused" | "manual" | "ended";

/** The timeline's state. */
export type VideoState = {
  cues: readonly CueRef[];
  /** index into cues */
  at: number;
  status: VideoStatus;
  /** the timeline reached its end at least once (the stage can be submitted) */
  finished: boolean;
  /** bumps each time the current cue must be spoken (again), so replaying one line re-triggers it */
  take: number;
  /** the voice could not be played (the timeline went on without sound) */
  voiceFailed: boolean;
};

/** What can happen to the timeline. */
export type VideoEvent =
  | { type: "play" }
  | { type: "pause" }
  /** the current cue's voice ended */
  | { type: "cue_done" }
  /** the voice could not play: continue without sound */
  | { type: "voice_failed" }
  | { type: "sound"; on: boolean }
  | { type: "next" }
  | { type: "prev" }
  | { type: "replay_line" }
  | { type: "restart" };

/**
 * The cues of the slides in order (a slide without narration still gets one silent step).
 * @param slides - the lesson's slides
 * @returns the timeline's cues
 */
export function cuesOf(slides: readonly SlideShape[]): CueRef[] {
  return slides.flatMap((s, slide) =>
    Array.from({ length: Math.max(1, s.narration.length) }, (_, line) => ({ slide, line })),
  );
}

/**
 * A timeline at its start.
 * @param slides - the lesson's slides
 * @param sound - whether the narration is spoken (false: the student steps with Next)
 * @returns the state
 */
export function initialVideo(slides: readonly SlideShape[], sound = true): VideoState {
  return {
    cues: cuesOf(slides),
    at: 0,
    status: sound ? "ready" : "manual",
    finished: false,
    take: 0,
    voiceFailed: false,
  };
}

const last = (s: VideoState) => s.cues.length - 1;

/** Moves one cue on: the end after the last one. */
function advance(s: VideoState, keep: VideoStatus): VideoState {
  if (s.at >= last(s)) return { ...s, status: "ended", finished: true };
  return { ...s, at: s.at + 1, status: keep, take: s.take + 1 };
}

/**
 * The timeline after an event.
 * @param s - the state
 * @param e - the event
 * @returns the new state
 */
export function videoReducer(s: VideoState, e: VideoEvent): VideoState {
  switch (e.type) {
    case "play":
      if (s.status === "ended") return { ...s, at: 0, status: "playing", take: s.take + 1 };
      if (s.status === "playing") return s;
      return { ...s, status: "playing", take: s.take + 1 };
    case "pause":
      return s.status === "playing" ? { ...s, status: "paused" } : s;
    case "cue_done":
      return s.status === "playing" ? advance(s, "playing") : s;
    case "voice_failed":
      return s.status === "playing" ? { ...s, status: "manual", voiceFailed: true } : s;
    case "sound":
      if (e.on) return s.status === "manual" ? { ...s, status: "paused", voiceFailed: false } : s;
      return s.status === "ended" ? s : { ...s, status: "manual" };
    case "next":
      if (s.status === "ended") return s;
      return advance(s, s.status === "playing" ? "playing" : s.status === "manual" ? "manual" : "paused");
    case "prev":
      if (s.at === 0) return s;
      return {
        ...s,
        at: s.at - 1,
        status: s.status === "ended" ? "paused" : s.status,
        take: s.take + 1,
      };
    case "replay_line":
      return s.status === "manual" || s.status === "ended"
        ? s
        : { ...s, status: "playing", take: s.take + 1 };
    case "restart":
      return { ...s, at: 0, status: s.status === "manual" ? "manual" : "playing", take: s.take + 1 };
  }
}

/**
 * How many of a slide's examples show at one of its lines: they appear one by one as the lines go on, all
 * of them by the slide's last line.
 * @param examples - the slide's example count
 * @param lines - the slide's narration line count
 * @param line - the line being spoken
 * @returns the number of examples shown
 */
export function examplesShown(examples: number, lines: number, line: number): number {
  if (examples === 0) return 0;
  const n = Math.max(1, lines);
  return Math.min(examples, Math.ceil(((line + 1) / n) * examples));
}
