import { ShadowReadingItemSchema } from "@hibiki/exercises";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { echoSubmit, fakeServices, playerProps, renderSpeaking } from "../speaking/test-harness.tsx";
import ShadowReadingPlayer from "./Player.tsx";
import ShadowReadingResult from "./Result.tsx";

const item = ShadowReadingItemSchema.parse({
  index: 0,
  question_id: "sh1",
  screen_en_text: "The wind is strong today.",
  screen_jp_text: "今日は風が強いです。",
  audio_file: "audio/sh1.mp3",
});

afterEach(() => vi.useRealTimers());

/** Start, 3 s countdown, model audio end: the take starts by itself. */
async function startToRecording(seen: ReturnType<typeof fakeServices>["seen"]) {
  vi.useFakeTimers();
  const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  fireEvent.click(screen.getByTestId("shadow-start"));
  expect(screen.getByTestId("countdown").textContent).toBe("3");
  act(() => vi.advanceTimersByTime(1000));
  act(() => vi.advanceTimersByTime(1000));
  expect(screen.getByTestId("countdown").textContent).toBe("1");
  expect(play).not.toHaveBeenCalled();
  act(() => vi.advanceTimersByTime(1000));
  vi.useRealTimers();
  expect(play).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId("shadow-listening")).toBeTruthy();
  expect(seen.sessions).toHaveLength(0);
  fireEvent.ended(screen.getByTestId("shadow-audio"));
  await waitFor(() => expect(seen.sessions).toHaveLength(1));
  play.mockRestore();
}

async function stopTake(seen: ReturnType<typeof fakeServices>["seen"]) {
  seen.sessions[0]!.elapsed = 2500;
  await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
  fireEvent.click(screen.getByTestId("record-button"));
  await screen.findByTestId("score-rings");
}

describe("shadow-reading player", () => {
  it("counts down 3 s, plays the model, then records and shows the scores", async () => {
    const { services, seen } = fakeServices();
    const { onSubmit, posted } = echoSubmit();
    const onNext = vi.fn();
    renderSpeaking(
      <ShadowReadingPlayer
        kind="shadow-reading"
        item={item}
        onSubmit={onSubmit}
        {...playerProps()}
        onNext={onNext}
      />,
      services,
    );
    expect(screen.getByTestId("shadow-audio").getAttribute("src")).toContain("audio/sh1.mp3");
    await startToRecording(seen);
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "The wind is strong today.",
      category: "read_sentence",
      maxTimeMs: 20_000,
    });
    await stopTake(seen);
    expect(posted[0]?.question_id).toBe("sh1");
    // not the last item: the shell's Next moves on
    expect(onNext).not.toHaveBeenCalled();
  });

  it("goes to the result by itself after the last item is practised", async () => {
    const { services, seen } = fakeServices();
    const onNext = vi.fn();
    renderSpeaking(
      <ShadowReadingPlayer
        kind="shadow-reading"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
        position={1}
        onNext={onNext}
      />,
      services,
    );
    await startToRecording(seen);
    await stopTake(seen);
    await waitFor(() => expect(onNext).toHaveBeenCalledTimes(1));
  });

  it("stays on the last item in an exam", async () => {
    const { services, seen } = fakeServices();
    const onNext = vi.fn();
    renderSpeaking(
      <ShadowReadingPlayer
        kind="shadow-reading"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps("exam")}
        position={1}
        onNext={onNext}
      />,
      services,
    );
    await startToRecording(seen);
    await stopTake(seen);
    await new Promise((r) => setTimeout(r, 50));
    expect(onNext).not.toHaveBeenCalled();
  });

  it("offers Start again when the take fails", async () => {
    const { services, seen } = fakeServices();
    renderSpeaking(
      <ShadowReadingPlayer
        kind="shadow-reading"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      services,
    );
    await startToRecording(seen);
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    seen.sessions[0]!.fail(new Error("engine down"));
    await screen.findByTestId("shadow-start");
  });

  it("lists the sentences with their recordings on the result", () => {
    renderSpeaking(
      <ShadowReadingResult
        kind="shadow-reading"
        items={[item]}
        answers={[{ question_id: "sh1", total_score: 2, sound_file: "/v3/files/rec/5.mp3" }]}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
    );
    expect(screen.getByTestId("result-shadow-reading").textContent).toContain("strong today");
    expect(screen.getAllByTestId("score-total")[0]?.dataset.points).toBe("40");
  });
});
