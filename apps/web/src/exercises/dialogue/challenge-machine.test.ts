import type { DialogueRole } from "@hibiki/exercises";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  BEEP_GAP_MS,
  type ChallengeConfig,
  type ChallengeSnapshot,
  createChallengeMachine,
  listenSeconds,
} from "./challenge-machine.ts";
import {
  CONTINUE_WINDOW_MS,
  challengeRole,
  markTurnEnded,
  needsReady,
  rememberRole,
  resetChallenge,
} from "./session-store.ts";

const ben = { mode: "single", speaker: "Ben" } as const satisfies DialogueRole;
const mika = { mode: "single", speaker: "mika" } as const satisfies DialogueRole;

/** Runs a machine for a turn of Mika's, logging effects and the phases it goes through. */
function run(over: Partial<ChallengeConfig> = {}) {
  const log: string[] = [];
  const phases: string[] = [];
  let last: ChallengeSnapshot | null = null;
  const m = createChallengeMachine(
    {
      turn: { speaker: "Mika", audio_file: "mika1.mp3", words: 4 },
      waitItems: [],
      role: null,
      roleChoice: "choose",
      ready: true,
      ...over,
    },
    {
      onChange: (s) => {
        last = s;
        const tag = s.left > 0 ? `${s.phase}:${s.left}` : s.phase;
        if (phases[phases.length - 1] !== tag) phases.push(tag);
      },
      beep: () => log.push("beep"),
      play: (f) => log.push(`play ${f}`),
      startRecording: () => log.push("record"),
      listened: () => log.push("listened"),
      finished: () => log.push("finished"),
    },
  );
  return { m, log, phases, now: () => last as ChallengeSnapshot | null };
}

describe("dialogue challenge step machine", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks for the role, counts down 3-2-1 at 1 s, beeps, then records a turn of the chosen role", () => {
    const { m, log, now } = run();
    m.start();
    expect(now()?.phase).toBe("choose-role");
    m.chooseRole(mika);
    expect(now()).toMatchObject({ phase: "ready", left: 3, records: true });
    vi.advanceTimersByTime(999);
    expect(now()?.left).toBe(3);
    vi.advanceTimersByTime(1);
    expect(now()?.left).toBe(2);
    vi.advanceTimersByTime(1000);
    expect(now()?.left).toBe(1);
    expect(log).toEqual([]);
    vi.advanceTimersByTime(1000);
    expect(now()?.phase).toBe("beep");
    expect(log).toEqual(["beep"]);
    vi.advanceTimersByTime(BEEP_GAP_MS - 1);
    expect(log).toEqual(["beep"]);
    vi.advanceTimersByTime(1);
    expect(now()?.phase).toBe("record");
    expect(log).toEqual(["beep", "record"]);
    m.recorded();
    expect(now()?.phase).toBe("done");
    expect(log).toEqual(["beep", "record", "finished"]);
  });

  it("plays another speaker's turn instead of recording it, posts it as heard, then finishes", () => {
    const { m, log, now } = run({ role: ben, ready: false });
    m.start();
    expect(now()).toMatchObject({ phase: "listen", file: "mika1.mp3", records: false });
    expect(log).toEqual(["play mika1.mp3"]);
    m.recorded(); // ignored: nothing is being recorded
    expect(now()?.phase).toBe("listen");
    m.audioEnded();
    expect(log).toEqual(["play mika1.mp3", "listened", "finished"]);
  });

  it("in 'all' mode records every speaker's turn, and homework skips the role choice", () => {
    const { m, log, phases } = run({ roleChoice: "all", ready: false, role: ben });
    m.start();
    expect(phases[0]).toBe("beep");
    vi.advanceTimersByTime(BEEP_GAP_MS);
    expect(log).toEqual(["beep", "record"]);
    expect(phases).not.toContain("choose-role");
  });

  it("homework at the start: no role choice, the ready countdown, the beep, then recording", () => {
    const { m, log, phases, now } = run({ roleChoice: "all" });
    m.start();
    vi.advanceTimersByTime(3000 + BEEP_GAP_MS);
    expect(phases).toEqual(["ready:3", "ready:2", "ready:1", "beep", "record"]);
    expect(now()?.role).toEqual({ mode: "all" });
    expect(log).toEqual(["beep", "record"]);
  });

  it("a listened first turn still gets the start beep; later listened turns do not beep", () => {
    const first = run({ role: ben });
    first.m.start();
    vi.advanceTimersByTime(3000 + BEEP_GAP_MS);
    expect(first.log).toEqual(["beep", "play mika1.mp3"]);
    const later = run({ role: ben, ready: false });
    later.m.start();
    expect(later.log).toEqual(["play mika1.mp3"]);
  });

  it("runs the wait items after the turn: a countdown ticking each second, then an audio item", () => {
    const { m, log, phases, now } = run({
      role: ben,
      ready: false,
      waitItems: [
        { after_index: 0, type: "countdown", seconds: 2, screen_text: "Think about your answer." },
        { after_index: 0, type: "audio", audio_file: "bell.mp3" },
      ],
    });
    m.start();
    m.audioEnded();
    expect(now()).toMatchObject({ phase: "wait", left: 2, waitText: "Think about your answer." });
    expect(log).toEqual(["play mika1.mp3", "listened"]);
    vi.advanceTimersByTime(1000);
    expect(now()?.left).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(now()).toMatchObject({ phase: "wait-audio", file: "bell.mp3" });
    expect(log).toEqual(["play mika1.mp3", "listened", "play bell.mp3"]);
    m.audioEnded();
    expect(log[log.length - 1]).toBe("finished");
    expect(phases).toEqual(["listen", "wait:2", "wait:1", "wait-audio", "done"]);
  });

  it("counts down instead when another speaker's audio (or a wait item's audio) cannot play", () => {
    const { m, log, now } = run({
      role: ben,
      ready: false,
      turn: { speaker: "Mika", audio_file: "missing.mp3", words: 9 },
      waitItems: [{ after_index: 0, type: "audio", audio_file: "gone.mp3", seconds: 2 }],
    });
    m.start();
    m.audioFailed();
    expect(now()).toMatchObject({ phase: "listen-countdown", left: listenSeconds(9) });
    expect(listenSeconds(9)).toBe(4);
    vi.advanceTimersByTime(4000);
    expect(log).toEqual(["play missing.mp3", "listened", "play gone.mp3"]);
    m.audioFailed();
    expect(now()).toMatchObject({ phase: "wait", left: 2 });
    vi.advanceTimersByTime(2000);
    expect(log[log.length - 1]).toBe("finished");
  });

  it("a turn without audio counts down for about the time the line takes to say (2-15 s)", () => {
    expect([listenSeconds(0), listenSeconds(5), listenSeconds(100)]).toEqual([2, 2, 15]);
    const { m, log, now } = run({ role: ben, ready: false, turn: { speaker: "Mika", words: 12 } });
    m.start();
    expect(now()).toMatchObject({ phase: "listen-countdown", left: 5 });
    vi.advanceTimersByTime(5000);
    expect(log).toEqual(["listened", "finished"]);
  });

  it("matches the role case-insensitively and ignores a role choice outside the choice phase", () => {
    const { m, log, now } = run({ ready: false });
    m.chooseRole(mika); // not started yet
    expect(log).toEqual([]);
    m.start();
    m.chooseRole(mika);
    expect(now()?.records).toBe(true);
    m.chooseRole(ben); // already chosen
    expect(now()?.role).toEqual(mika);
  });

  it("stops every timer when disposed (the player left the turn)", () => {
    const { m, log } = run({ roleChoice: "all" });
    m.start();
    vi.advanceTimersByTime(1000);
    m.dispose();
    vi.advanceTimersByTime(10_000);
    expect(log).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("dialogue challenge session", () => {
  it("keeps the role across turns and counts down again only at the start or after a pause", () => {
    resetChallenge("r1");
    expect(challengeRole("r1")).toBeNull();
    expect(needsReady("r1", 1000)).toBe(true);
    rememberRole("r1", ben);
    markTurnEnded("r1", 1000);
    expect(challengeRole("r1")).toEqual(ben);
    expect(needsReady("r1", 1000 + CONTINUE_WINDOW_MS)).toBe(false);
    expect(needsReady("r1", 1001 + CONTINUE_WINDOW_MS)).toBe(true);
    expect(challengeRole("r2")).toBeNull();
    resetChallenge("r1");
    expect(challengeRole("r1")).toBeNull();
  });
});
