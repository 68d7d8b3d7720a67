import { describe, expect, it } from "vitest";
import {
  cuesOf,
  examplesShown,
  initialVideo,
  type VideoEvent,
  type VideoState,
  videoReducer,
} from "./video-timeline.ts";

const slides = [
  { narration: ["a", "b"], examples: ["x", "y"] },
  { narration: [], examples: [] },
  { narration: ["c"], examples: ["z"] },
];
const run = (s: VideoState, ...events: VideoEvent["type"][]) =>
  events.reduce((st, type) => videoReducer(st, { type } as VideoEvent), s);

describe("the video timeline", () => {
  it("steps through every narration line of every slide (a silent slide is one step)", () => {
    expect(cuesOf(slides)).toEqual([
      { slide: 0, line: 0 },
      { slide: 0, line: 1 },
      { slide: 1, line: 0 },
      { slide: 2, line: 0 },
    ]);
  });

  it("plays line after line as each one's voice ends, and ends after the last", () => {
    let s = run(initialVideo(slides), "play");
    expect(s).toMatchObject({ at: 0, status: "playing", finished: false });
    s = run(s, "cue_done", "cue_done");
    expect(s).toMatchObject({ at: 2, status: "playing" });
    s = run(s, "cue_done", "cue_done");
    expect(s).toMatchObject({ at: 3, status: "ended", finished: true });
    // Play after the end starts again from the first line
    expect(run(s, "play")).toMatchObject({ at: 0, status: "playing", finished: true });
  });

  it("pauses and resumes the same line (saying it again), ignoring a voice that ends while paused", () => {
    const playing = run(initialVideo(slides), "play", "cue_done");
    const paused = run(playing, "pause");
    expect(paused).toMatchObject({ at: 1, status: "paused" });
    expect(run(paused, "cue_done")).toEqual(paused);
    const resumed = run(paused, "play");
    expect(resumed).toMatchObject({ at: 1, status: "playing" });
    expect(resumed.take).toBeGreaterThan(paused.take);
  });

  it("replays the current line and goes back and on by hand", () => {
    const s = run(initialVideo(slides), "play", "cue_done");
    const again = run(s, "replay_line");
    expect(again).toMatchObject({ at: 1, status: "playing" });
    expect(again.take).toBe(s.take + 1);
    expect(run(s, "prev")).toMatchObject({ at: 0, status: "playing" });
    expect(run(s, "next")).toMatchObject({ at: 2, status: "playing" });
    expect(run(initialVideo(slides), "prev")).toMatchObject({ at: 0 });
    expect(run(s, "restart")).toMatchObject({ at: 0, status: "playing" });
  });

  it("works without sound: Next steps to the end, and turning sound on waits for Play", () => {
    let s = initialVideo(slides, false);
    expect(s.status).toBe("manual");
    s = run(s, "next", "next", "next");
    expect(s).toMatchObject({ at: 3, status: "manual" });
    expect(run(s, "next")).toMatchObject({ status: "ended", finished: true });
    expect(run(initialVideo(slides), "play", "sound")).toMatchObject({ status: "manual" });
    expect(videoReducer(s, { type: "sound", on: true })).toMatchObject({ at: 3, status: "paused" });
  });

  it("goes on without sound when the voice fails", () => {
    const s = run(initialVideo(slides), "play", "voice_failed");
    expect(s).toMatchObject({ at: 0, status: "manual", voiceFailed: true });
    expect(run(s, "next")).toMatchObject({ at: 1, status: "manual" });
    expect(videoReducer(s, { type: "sound", on: true })).toMatchObject({
      voiceFailed: false,
      status: "paused",
    });
  });

  it("shows a slide's examples one by one as its lines go on, all by its last line", () => {
    expect(examplesShown(2, 2, 0)).toBe(1);
    expect(examplesShown(2, 2, 1)).toBe(2);
    expect(examplesShown(3, 1, 0)).toBe(3);
    expect(examplesShown(1, 4, 0)).toBe(1);
    expect(examplesShown(3, 4, 1)).toBe(2);
    expect(examplesShown(0, 3, 2)).toBe(0);
    expect(examplesShown(2, 0, 0)).toBe(2);
  });
});
