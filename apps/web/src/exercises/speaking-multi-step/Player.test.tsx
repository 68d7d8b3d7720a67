import { SpeakingMultiStepItemSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { RecorderError } from "@web/lib/recorder/index.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  audioOnScreen,
  endAudio,
  fakePlay,
  renderSteps,
  stageOnScreen,
  stopTake,
  tick,
} from "../progress-steps/test-helpers.tsx";
import { echoSubmit, fakeServices, playerProps } from "../speaking/test-harness.tsx";
import SpeakingMultiStepPlayer from "./Player.tsx";

const item = SpeakingMultiStepItemSchema.parse({
  index: 0,
  question_id: "sp1",
  instruction: "Answer the question about your weekend.",
  samples: [{ content: "I played soccer with my friends.", content_jp: "友達とサッカーをしました。" }],
  progress: [
    {
      type: "audio",
      audio_path: "sp1/question.mp3",
      screen_en_text: "What did you do last weekend?",
      subtitle_en: "Tell me about your weekend.",
    },
    { type: "wait", time: 5 },
    { type: "record", max_record_time: 30 },
  ],
});

let play: ReturnType<typeof fakePlay>;
beforeEach(() => {
  play = fakePlay();
});
afterEach(() => {
  vi.useRealTimers();
  play.mockRestore();
});

function setup(opts: { startError?: RecorderError; on?: object } = {}) {
  const { services, seen } = fakeServices(opts.startError ? { startError: opts.startError } : {});
  const { onSubmit, posted } = echoSubmit();
  const onNext = vi.fn();
  renderSteps(
    <SpeakingMultiStepPlayer
      kind="speaking-multi-step"
      item={item}
      onSubmit={onSubmit}
      {...playerProps()}
      onNext={onNext}
    />,
    services,
    opts.on,
  );
  return { seen, posted, onNext };
}

describe("speaking multi-step player", () => {
  it("waits for Start, plays the question, counts the wait down and records with the step's limit", async () => {
    const { seen, posted } = setup();
    expect(stageOnScreen()).toBe("intro");
    expect(play).not.toHaveBeenCalled();
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId("steps-start"));
    expect(audioOnScreen()).toContain("sp1/question.mp3");
    expect(screen.getByTestId("player-speaking-multi-step").textContent).toContain(
      "What did you do last weekend?",
    );
    endAudio();
    expect(screen.getByTestId("wait-countdown").textContent).toBe("準備時間：あと 5 秒");
    tick(1000);
    expect(screen.getByTestId("wait-countdown").textContent).toBe("準備時間：あと 4 秒");
    tick(3999);
    expect(stageOnScreen()).toBe("wait");
    tick(1);
    vi.useRealTimers();
    expect(stageOnScreen()).toBe("record");
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "I played soccer with my friends.",
      category: "read_chapter",
      maxTimeMs: 30_000,
    });
    await stopTake(seen.sessions[0]);
    await screen.findByTestId("steps-done");
    expect(posted[0]).toMatchObject({ question_id: "sp1", total_score: 3.35 });
    expect(screen.getByTestId("score-total").dataset.points).toBe("67");
  });

  it("skips the item when the evaluation fails", async () => {
    const { seen, posted, onNext } = setup();
    fireEvent.click(screen.getByTestId("steps-start"));
    fireEvent.click(screen.getByTestId("step-next"));
    fireEvent.click(screen.getByTestId("step-next"));
    expect(stageOnScreen()).toBe("record");
    // NEXT waits for the recording
    expect((screen.getByTestId("step-next") as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    seen.sessions[0]!.fail(new RecorderError("other_error", "the microphone was unplugged"));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(posted[0]).toMatchObject({ question_id: "sp1", is_skipped: 1, total_score: 0 });
  });

  it("does not skip when the microphone refuses to start: the student may try again", async () => {
    const { posted, onNext } = setup({ startError: new RecorderError("permission_not_opened", "denied") });
    fireEvent.click(screen.getByTestId("steps-start"));
    fireEvent.click(screen.getByTestId("step-next"));
    fireEvent.click(screen.getByTestId("step-next"));
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("idle"));
    await new Promise((r) => setTimeout(r, 20));
    expect(posted).toHaveLength(0);
    expect(onNext).not.toHaveBeenCalled();
  });

  it("goes back a step with the previous button and restarts the wait from its full time", () => {
    setup();
    vi.useFakeTimers();
    fireEvent.click(screen.getByTestId("steps-start"));
    fireEvent.click(screen.getByTestId("step-next"));
    tick(3000);
    expect(screen.getByTestId("wait-countdown").textContent).toBe("準備時間：あと 2 秒");
    // the question's subtitle stays on screen while the student thinks
    expect(screen.getByTestId("step-prompt").textContent).toBe("Tell me about your weekend.");
    fireEvent.click(screen.getByTestId("step-prev"));
    expect(audioOnScreen()).toContain("sp1/question.mp3");
    tick(10_000);
    expect(stageOnScreen()).toBe("audio");
    fireEvent.click(screen.getByTestId("step-next"));
    expect(screen.getByTestId("wait-countdown").textContent).toBe("準備時間：あと 5 秒");
  });

  it("shows the sample answer with its translation on the record step when switched on", async () => {
    setup({ on: { sampleAnswer: true, translation: true } });
    fireEvent.click(screen.getByTestId("steps-start"));
    expect(screen.queryByTestId("sample-answers")).toBeNull();
    fireEvent.click(screen.getByTestId("step-next"));
    fireEvent.click(screen.getByTestId("step-next"));
    const samples = screen.getByTestId("sample-answers");
    expect(samples.textContent).toContain("I played soccer with my friends.");
    expect(samples.textContent).toContain("友達とサッカーをしました。");
    expect(screen.getByTestId("item-header").textContent).toContain(
      "Answer the question about your weekend.",
    );
  });

  it("shows a skipped item as skipped when it comes back", () => {
    renderSteps(
      <SpeakingMultiStepPlayer
        kind="speaking-multi-step"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
        previous={{ question_id: "sp1", is_skipped: 1, total_score: 0 }}
      />,
      fakeServices().services,
    );
    expect(screen.getByTestId("player-speaking-multi-step").dataset.status).toBe("overview");
    expect(screen.getByTestId("record-skipped")).toBeTruthy();
    expect(screen.getByText("準備時間 5 秒")).toBeTruthy();
  });
});
