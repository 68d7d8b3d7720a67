import { NarrationItemSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { SpeechError } from "@web/lib/speech/index.ts";
import { dismissToast, getToasts } from "@web/lib/toast-store.ts";
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
import NarrationPlayer from "./Player.tsx";

const item = NarrationItemSchema.parse({
  index: 0,
  question_id: "n1",
  screen_title: "A lost cat",
  hint_jp: "誰が・どこで・何をしたかを話しましょう。",
  progress: [
    { type: "audio", audio_path: "n1/cue.mp3" },
    {
      type: "audio",
      audio_path: "n1/story.mp3",
      subtitle_en: "Aya found a small cat in the park.",
      subtitle_jp: "アヤは公園で小さな猫を見つけました。",
    },
    {
      type: "record",
      evaluate_text: "Aya found a small cat in the park and took it home.",
      answer: [{ sample_answer: "Aya found a small cat in the park.", translation: "アヤは猫を見つけた。" }],
    },
  ],
});

let play: ReturnType<typeof fakePlay>;
beforeEach(() => {
  play = fakePlay();
  for (const t of getToasts()) dismissToast(t.id);
});
afterEach(() => {
  vi.useRealTimers();
  play.mockRestore();
});

function setup(mode: Parameters<typeof playerProps>[0] = "practice", on = {}) {
  const { services, seen } = fakeServices();
  const { onSubmit, posted } = echoSubmit();
  const onNext = vi.fn();
  renderSteps(
    <NarrationPlayer
      kind="narration"
      item={item}
      onSubmit={onSubmit}
      {...playerProps(mode)}
      onNext={onNext}
    />,
    services,
    on,
  );
  return { seen, posted, onNext, onSubmit };
}

/** Start, then cue / 2000 ms / source / 2000 ms / cue / 1000 ms / beep (500 ms): recording starts. */
async function runToRecording(seen: ReturnType<typeof fakeServices>["seen"]) {
  vi.useFakeTimers();
  fireEvent.click(screen.getByTestId("steps-start"));
  expect(audioOnScreen()).toContain("n1/cue.mp3");
  endAudio();
  tick(1999);
  expect(stageOnScreen()).toBe("pause");
  tick(1);
  expect(audioOnScreen()).toContain("n1/story.mp3");
  endAudio();
  tick(1999);
  expect(stageOnScreen()).toBe("pause");
  tick(1);
  expect(audioOnScreen()).toContain("n1/cue.mp3");
  endAudio();
  tick(999);
  expect(stageOnScreen()).toBe("pause");
  tick(1);
  expect(stageOnScreen()).toBe("beep");
  expect(seen.sessions).toHaveLength(0);
  tick(500);
  vi.useRealTimers();
  expect(stageOnScreen()).toBe("record");
  await waitFor(() => expect(seen.sessions).toHaveLength(1));
}

describe("narration player", () => {
  it("runs cue, source, cue with the spec's pauses, beeps, records and shows the scores", async () => {
    const { seen, posted, onNext } = setup();
    expect(screen.getByTestId("player-narration").textContent).toContain("A lost cat");
    await runToRecording(seen);
    expect(play).toHaveBeenCalledTimes(3);
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "Aya found a small cat in the park and took it home.",
      category: "read_chapter",
      maxTimeMs: 60_000,
    });
    await stopTake(seen.sessions[0]);
    await screen.findByTestId("steps-done");
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({
      question_id: "n1",
      total_score: 3.35,
      sound_file: "/v3/files/rec/1.mp3?sig=t",
    });
    expect(screen.getByTestId("score-total").dataset.points).toBe("67");
    expect(screen.getByTestId("coloured-words").textContent).toContain("guitar");
    expect(screen.getByTestId("my-recording").getAttribute("src")).toBe("/v3/files/rec/1.mp3?sig=t");
    // the shell's Next moves on after a scored recording
    expect(onNext).not.toHaveBeenCalled();
  });

  it("posts a skipped answer and moves on when the recording cannot be scored", async () => {
    const { seen, posted, onNext } = setup();
    await runToRecording(seen);
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    seen.sessions[0]!.fail(new SpeechError(28682, "text too long"));
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
    expect(posted).toEqual([
      { question_id: "n1", is_skipped: 1, total_score: 0, percent_score: 0, score: 0 },
    ]);
    expect(screen.getByTestId("steps-skipped")).toBeTruthy();
    expect(getToasts().map((t) => t.text)).toContain(i18n.t("speech.paper_error"));
  });

  it("does not skip when the step is left while recording (the take is cancelled)", async () => {
    const { seen, posted, onNext } = setup();
    await runToRecording(seen);
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    fireEvent.click(screen.getByTestId("step-prev"));
    expect(seen.sessions[0]?.cancelled).toBe(true);
    expect(audioOnScreen()).toContain("n1/cue.mp3");
    seen.sessions[0]!.fail(new Error("recording cancelled"));
    await new Promise((r) => setTimeout(r, 20));
    expect(posted).toHaveLength(0);
    expect(onNext).not.toHaveBeenCalled();
  });

  it("moves between steps with the previous / next buttons", () => {
    setup();
    fireEvent.click(screen.getByTestId("steps-start"));
    expect(screen.getByTestId("step-position").textContent).toBe("ステップ 1 / 4");
    expect((screen.getByTestId("step-prev") as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByTestId("step-next"));
    expect(audioOnScreen()).toContain("n1/story.mp3");
    expect(screen.getByTestId("step-position").textContent).toBe("ステップ 2 / 4");
    fireEvent.click(screen.getByTestId("step-prev"));
    expect(audioOnScreen()).toContain("n1/cue.mp3");
    fireEvent.click(screen.getByTestId("step-prev"));
    expect(stageOnScreen()).toBe("intro");
  });

  it("shows subtitles by default, the translation, sample answer and hint when switched on", () => {
    setup("practice", { translation: true, sampleAnswer: true, tips: true });
    expect(screen.getByTestId("item-hint").textContent).toContain("誰が・どこで");
    fireEvent.click(screen.getByTestId("steps-start"));
    fireEvent.click(screen.getByTestId("step-next"));
    expect(screen.getByTestId("step-subtitle").textContent).toBe("Aya found a small cat in the park.");
    expect(screen.getByTestId("step-translation").textContent).toContain("アヤは公園で");
  });

  it("hides the hint and sample answers while their switches are off", () => {
    setup();
    expect(screen.queryByTestId("item-hint")).toBeNull();
    expect(screen.queryByTestId("sample-answers")).toBeNull();
  });

  it("lays the item out with the stored answer in review mode and records nothing", () => {
    const { seen } = fakeServices();
    renderSteps(
      <NarrationPlayer
        kind="narration"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps("review")}
        previous={{ question_id: "n1", total_score: 4, sound_file: "/v3/files/rec/9.mp3" }}
      />,
      fakeServices().services,
      { sampleAnswer: true },
    );
    expect(screen.getByTestId("player-narration").dataset.status).toBe("overview");
    // the cue played twice is listed once
    expect(screen.getAllByTestId("overview-audio")).toHaveLength(2);
    expect(screen.getByTestId("score-total").dataset.points).toBe("80");
    expect(screen.getByTestId("sample-answers").textContent).toContain("Aya found a small cat in the park.");
    expect(screen.queryByTestId("steps-start")).toBeNull();
    expect(seen.sessions).toHaveLength(0);
  });
});
