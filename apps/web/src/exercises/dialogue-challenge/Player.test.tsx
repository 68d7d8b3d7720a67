import { modeVisibility, type PlayerMode, type Resource } from "@hibiki/exercises";
import { act, fireEvent, screen } from "@testing-library/react";
import { SpeechError } from "@web/lib/speech/index.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BEEP_GAP_MS } from "../dialogue/challenge-machine.ts";
import { DIALOGUE_LISTENED } from "../dialogue/listened.ts";
import { markTurnEnded, rememberRole, resetChallenge } from "../dialogue/session-store.ts";
import {
  dialogueResource,
  recordedAnswer,
  renderDialogue,
  switches,
  turnAt,
} from "../dialogue/test-harness.tsx";
import { playBeep } from "../speaking/beep.ts";
import { echoSubmit, fakeServices } from "../speaking/test-harness.tsx";
import DialogueChallengePlayer from "./Player.tsx";

vi.mock("../speaking/beep.ts", () => ({ playBeep: vi.fn(() => true) }));

const resource = dialogueResource("dialogue-challenge");

/** Lets timers and promise chains run (the recording cycle and the saves are async). */
const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));

function setup(
  opts: {
    position?: number;
    mode?: PlayerMode;
    res?: Resource;
    previous?: Parameters<typeof DialogueChallengePlayer>[0]["previous"];
    subtitle?: boolean;
  } = {},
) {
  const res = opts.res ?? resource;
  const position = opts.position ?? 0;
  const mode = opts.mode ?? "practice";
  const { services, seen } = fakeServices();
  const { onSubmit, posted } = echoSubmit();
  const onNext = vi.fn();
  const view = renderDialogue(
    <DialogueChallengePlayer
      kind="dialogue-challenge"
      item={turnAt(res, position)}
      position={position}
      count={res.items.length}
      mode={mode}
      visibility={modeVisibility(mode)}
      assetBase="/assets/"
      previous={opts.previous}
      onSubmit={onSubmit}
      onNext={onNext}
    />,
    { services, resource: res, switches: switches({ subtitle: opts.subtitle ?? true }) },
  );
  return { seen, posted, onNext, onSubmit, view };
}

const phase = () => screen.getByTestId("player-dialogue-challenge").dataset.phase;
const audio = () => screen.getByTestId("challenge-audio") as HTMLAudioElement;

describe("dialogue-challenge player", () => {
  let play: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(playBeep).mockClear();
    play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
    resetChallenge(resource.res_code);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("first turn: role popup with every speaker and 'all', then 3-2-1, beep, and Mika's line plays for Ben", async () => {
    const { posted, onNext } = setup();
    const chooser = screen.getByTestId("role-chooser");
    expect(chooser.getAttribute("role")).toBe("dialog");
    const roles = screen.getAllByTestId("role-one").map((b) => b.dataset.speaker);
    expect(roles).toEqual(["Mika", "Ben"]);
    expect(screen.getByRole("button", { name: "Mika の役" })).toBeTruthy();
    expect(screen.getByRole("button", { name: /^全員の役/ })).toBe(screen.getByTestId("role-all"));
    expect(screen.getAllByTestId("speaker-name").map((n) => n.textContent)).toContain("Mika");
    fireEvent.click(screen.getByRole("button", { name: "Ben の役" }));
    expect(screen.queryByTestId("role-chooser")).toBeNull();
    expect(screen.getByTestId("role-tag").textContent).toContain("あなたの役：Ben");
    expect(screen.getByTestId("countdown").textContent).toBe("3");
    await advance(1000);
    expect(screen.getByTestId("countdown").textContent).toBe("2");
    await advance(1000);
    expect(screen.getByTestId("countdown").textContent).toBe("1");
    expect(play).not.toHaveBeenCalled();
    expect(playBeep).not.toHaveBeenCalled();
    await advance(1000);
    expect(screen.getByTestId("beep")).toBeTruthy();
    expect(playBeep).toHaveBeenCalledTimes(1);
    await advance(BEEP_GAP_MS);
    expect(phase()).toBe("listen");
    expect(play).toHaveBeenCalledTimes(1);
    expect(audio().getAttribute("src")).toBe("/assets/audio/d1.mp3?v=3");
    expect(screen.getByTestId("challenge-listening").textContent).toContain("Mika が話しています");
    expect(screen.queryByTestId("record-button")).toBeNull();
    fireEvent.ended(audio());
    await advance();
    expect(posted).toEqual([
      {
        question_id: "d1",
        is_skipped: 1,
        total_score: 0,
        percent_score: 0,
        score: 0,
        practice_type: DIALOGUE_LISTENED,
      },
    ]);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("the chosen role's next turn: no popup, no countdown, a beep, then the line is recorded and scored", async () => {
    rememberRole(resource.res_code, { mode: "single", speaker: "Ben" });
    markTurnEnded(resource.res_code, Date.now());
    const { seen, posted, onNext } = setup({ position: 1 });
    expect(screen.queryByTestId("role-chooser")).toBeNull();
    expect(screen.queryByTestId("countdown")).toBeNull();
    expect(phase()).toBe("beep");
    expect(playBeep).toHaveBeenCalledTimes(1);
    await advance(BEEP_GAP_MS);
    expect(phase()).toBe("record");
    expect(screen.getByTestId("challenge-stage").textContent).toContain("あなたの番です。Ben のせりふ");
    expect(seen.sessions).toHaveLength(1);
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "Yes, it leaves in five minutes.",
      category: "read_sentence",
      maxTimeMs: 20_000,
    });
    expect(screen.getByTestId("record-button").dataset.phase).toBe("recording");
    expect(play).not.toHaveBeenCalled();
    seen.sessions[0]!.elapsed = 2400;
    fireEvent.click(screen.getByTestId("record-button"));
    await advance();
    await advance();
    expect(posted[0]).toMatchObject({ question_id: "d2", sound_file: "/v3/files/rec/1.mp3?sig=t" });
    expect(screen.getByTestId("score-rings")).toBeTruthy();
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("a failed take returns the record button to idle on the same turn; recording again goes on", async () => {
    rememberRole(resource.res_code, { mode: "single", speaker: "Ben" });
    markTurnEnded(resource.res_code, Date.now());
    const { seen, posted, onNext } = setup({ position: 1 });
    await advance(BEEP_GAP_MS);
    act(() => seen.sessions[0]?.fail(new SpeechError(10002, "busy")));
    await advance();
    expect(screen.getByTestId("record-button").dataset.phase).toBe("idle");
    expect(phase()).toBe("record");
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByTestId("record-button"));
    await advance();
    seen.sessions[1]!.elapsed = 1500;
    fireEvent.click(screen.getByTestId("record-button"));
    await advance();
    await advance();
    expect(posted).toHaveLength(1);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("homework: no role choice, every line is the student's (role 'all'), after the ready countdown", async () => {
    const { seen } = setup({ mode: "homework" });
    expect(screen.queryByTestId("role-chooser")).toBeNull();
    expect(screen.getByTestId("role-tag").textContent).toContain("全員");
    expect(screen.getByTestId("countdown").textContent).toBe("3");
    await advance(3000 + BEEP_GAP_MS);
    expect(phase()).toBe("record");
    expect(seen.sessions[0]?.options?.text).toBe("Is this the bus to the zoo?");
    expect(play).not.toHaveBeenCalled();
  });

  it("runs the wait items after a turn (countdown ticking each second) before moving on", async () => {
    const res = dialogueResource("dialogue-challenge", {
      wait_items: [{ after_index: 0, type: "countdown", seconds: 2, screen_text: "次の答えを考えよう" }],
    });
    rememberRole(res.res_code, { mode: "single", speaker: "Ben" });
    markTurnEnded(res.res_code, Date.now());
    const { posted, onNext } = setup({ res, position: 0 });
    // position 0 starts a new dialogue: the stored role is forgotten, the popup shows again
    fireEvent.click(screen.getAllByTestId("role-one")[1]!);
    await advance(3000 + BEEP_GAP_MS);
    fireEvent.ended(audio());
    await advance();
    expect(posted).toHaveLength(1);
    expect(screen.getByTestId("challenge-wait").textContent).toBe("次の答えを考えよう");
    expect(screen.getByTestId("wait-seconds").textContent).toBe("あと 2 秒");
    await advance(1000);
    expect(screen.getByTestId("wait-seconds").textContent).toBe("あと 1 秒");
    expect(onNext).not.toHaveBeenCalled();
    await advance(1000);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("counts down instead when another speaker's audio cannot play", async () => {
    play.mockRejectedValue(new Error("NotSupportedError"));
    rememberRole(resource.res_code, { mode: "single", speaker: "Mika" });
    markTurnEnded(resource.res_code, Date.now());
    const { posted, onNext } = setup({ position: 1 });
    await advance();
    expect(phase()).toBe("listen-countdown");
    expect(screen.getByTestId("wait-seconds").textContent).toBe("あと 3 秒");
    await advance(3000);
    expect(posted[0]?.practice_type).toBe(DIALOGUE_LISTENED);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it("hides the other speakers' lines when subtitles are off, never the student's own", async () => {
    rememberRole(resource.res_code, { mode: "single", speaker: "Ben" });
    markTurnEnded(resource.res_code, Date.now());
    setup({ position: 1, subtitle: false });
    const lines = screen.getAllByTestId("dialogue-turn").map((li) => li.textContent);
    expect(lines).toHaveLength(2);
    expect(lines[0]).not.toContain("zoo");
    expect(lines[1]).toContain("Yes, it leaves in five minutes.");
  });

  it("asks again after a pause: the ready countdown runs before the next turn", async () => {
    rememberRole(resource.res_code, { mode: "single", speaker: "Ben" });
    markTurnEnded(resource.res_code, Date.now() - 60_000);
    setup({ position: 1 });
    expect(screen.queryByTestId("role-chooser")).toBeNull();
    expect(screen.getByTestId("countdown").textContent).toBe("3");
  });

  it("shows a saved turn as it was (resume, review): scores and replay, or that it was only heard", () => {
    setup({ position: 1, mode: "review", previous: recordedAnswer("d2", 4) });
    expect(phase()).toBe("answered");
    expect(screen.getByTestId("score-total").dataset.points).toBe("80");
    expect(screen.getByTestId("my-recording").getAttribute("src")).toBe("/v3/files/rec/d2.mp3");
    expect(screen.queryByTestId("record-button")).toBeNull();
  });

  it("a recorded turn the student comes back to (practice) can be recorded again, its scores still shown", () => {
    const { seen } = setup({ position: 1, previous: recordedAnswer("d2", 4) });
    expect(phase()).toBe("answered");
    expect(screen.getByTestId("score-total").dataset.points).toBe("80");
    const again = screen.getByTestId("record-button");
    expect(again.textContent).toBe("もう一度録音する");
    expect(again.hasAttribute("disabled")).toBe(false);
    expect(seen.sessions).toHaveLength(0);
  });

  it("a resumed turn heard earlier shows the 'listened' note and starts nothing", async () => {
    const { seen } = setup({
      position: 0,
      previous: { question_id: "d1", is_skipped: 1, practice_type: DIALOGUE_LISTENED },
    });
    await advance(5000);
    expect(screen.getByTestId("player-dialogue-challenge").textContent).toContain("相手のせりふ");
    expect(play).not.toHaveBeenCalled();
    expect(seen.sessions).toHaveLength(0);
  });
});
