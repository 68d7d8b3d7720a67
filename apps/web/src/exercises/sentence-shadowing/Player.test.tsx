import { SentenceShadowingItemSchema } from "@hibiki/exercises";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { getToasts } from "@web/lib/toast-store.ts";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PlayerSwitches, SwitchesContext } from "../shell/switches.ts";
import {
  echoSubmit,
  type FakeSession,
  fakeServices,
  playerProps,
  renderSpeaking,
} from "../speaking/test-harness.tsx";
import SentenceShadowingPlayer from "./Player.tsx";

const item = SentenceShadowingItemSchema.parse({
  index: 0,
  question_id: "ss1",
  screen_en_text: "My sister walks the dog after dinner.",
  screen_jp_text: "姉は夕食後に犬の散歩をします。",
  audio_file: "audio/ss1.mp3",
});

const switches = (on: Partial<PlayerSwitches["on"]>): PlayerSwitches => ({
  on: { translation: false, subtitle: true, sampleAnswer: false, tips: false, ...on },
  allowed: { translation: true, subtitle: true, sampleAnswer: true, tips: true, speed: true },
});

const withSwitches = (ui: ReactElement, on: Partial<PlayerSwitches["on"]>) => (
  <SwitchesContext.Provider value={switches(on)}>{ui}</SwitchesContext.Provider>
);

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** One countdown step (each step re-renders before the next timer is set). */
const tick = () => act(() => vi.advanceTimersByTime(1000));

/** Start, the 3 s countdown, then the model audio ends: the take starts by itself. */
async function startToRecording(seen: ReturnType<typeof fakeServices>["seen"]) {
  vi.useFakeTimers();
  const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  fireEvent.click(screen.getByTestId("shadow-start"));
  expect(screen.getByTestId("countdown").textContent).toBe("3");
  tick();
  expect(screen.getByTestId("countdown").textContent).toBe("2");
  tick();
  expect(screen.getByTestId("countdown").textContent).toBe("1");
  expect(play).not.toHaveBeenCalled();
  tick();
  vi.useRealTimers();
  expect(play).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId("shadow-listening")).toBeTruthy();
  // nothing is recorded while the model plays (the cycle asks for the socket URL as soon as it starts)
  expect(seen.urls).toBe(0);
  expect(screen.queryByTestId("record-button")).toBeNull();
  fireEvent.ended(screen.getByTestId("shadow-audio"));
  await waitFor(() => expect(seen.sessions).toHaveLength(1));
}

async function stopTake(session: FakeSession) {
  session.elapsed = 2500;
  await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
  fireEvent.click(screen.getByTestId("record-button"));
  await screen.findByTestId("score-rings");
}

describe("sentence-shadowing player", () => {
  it("counts down, plays the model, records after it and shows the score panel with replay", async () => {
    const { services, seen } = fakeServices();
    const { onSubmit, posted } = echoSubmit();
    const onNext = vi.fn();
    renderSpeaking(
      <SentenceShadowingPlayer
        kind="sentence-shadowing"
        item={item}
        onSubmit={onSubmit}
        {...playerProps()}
        position={1}
        onNext={onNext}
      />,
      services,
    );
    expect(screen.getByTestId("shadow-audio").getAttribute("src")).toContain("/assets/audio/ss1.mp3");
    await startToRecording(seen);
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "My sister walks the dog after dinner.",
      category: "read_sentence",
      maxTimeMs: 20_000,
    });
    await stopTake(seen.sessions[0]!);
    expect(posted[0]).toMatchObject({ question_id: "ss1", sound_file: "/v3/files/rec/1.mp3?sig=t" });
    expect(screen.getByTestId("my-recording").getAttribute("src")).toBe("/v3/files/rec/1.mp3?sig=t");
    // practised: it can be practised again, the model heard again, the shell's Next moves on (even on the last item)
    await waitFor(() => expect(screen.getByTestId("play-model")).toBeTruthy());
    expect(screen.getByTestId("shadow-start").textContent).toBe("もう一度録音する");
    expect(onNext).not.toHaveBeenCalled();
  });

  it("uses the item's own record limit and evaluate_text", async () => {
    const { services, seen } = fakeServices();
    renderSpeaking(
      <SentenceShadowingPlayer
        kind="sentence-shadowing"
        item={{ ...item, record_max_time: 8, evaluate_text: "my sister walks the dog" }}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      services,
    );
    await startToRecording(seen);
    expect(seen.sessions[0]?.options).toMatchObject({ text: "my sister walks the dog", maxTimeMs: 8000 });
  });

  it("hides the English with the subtitle switch off and shows the Japanese with the language switch on", () => {
    renderSpeaking(
      withSwitches(
        <SentenceShadowingPlayer
          kind="sentence-shadowing"
          item={item}
          onSubmit={echoSubmit().onSubmit}
          {...playerProps()}
        />,
        { subtitle: false, translation: true },
      ),
      fakeServices().services,
    );
    expect(screen.queryByTestId("sentence-text")).toBeNull();
    expect(screen.getByTestId("subtitle-off")).toBeTruthy();
    expect(screen.getByTestId("sentence-translation").textContent).toBe("姉は夕食後に犬の散歩をします。");
  });

  it("records even when the model cannot be played, after saying so", async () => {
    const { services, seen } = fakeServices();
    renderSpeaking(
      <SentenceShadowingPlayer
        kind="sentence-shadowing"
        item={item}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps()}
      />,
      services,
    );
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, "play").mockRejectedValue(new Error("blocked"));
    fireEvent.click(screen.getByTestId("shadow-start"));
    for (let i = 0; i < 3; i++) tick();
    vi.useRealTimers();
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(getToasts().map((x) => x.text)).toContain(i18n.t("hint_common_sound_play_failed"));
  });

  it("offers Start again when the take fails", async () => {
    const { services, seen } = fakeServices();
    renderSpeaking(
      <SentenceShadowingPlayer
        kind="sentence-shadowing"
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
    expect(screen.queryByTestId("score-rings")).toBeNull();
  });

  it("shows the stored take and records nothing in review mode", () => {
    renderSpeaking(
      <SentenceShadowingPlayer
        kind="sentence-shadowing"
        item={item}
        previous={{ question_id: "ss1", total_score: 3, sound_file: "/v3/files/rec/9.mp3" }}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps("review")}
      />,
      fakeServices().services,
    );
    expect(screen.queryByTestId("shadow-start")).toBeNull();
    expect(screen.getByTestId("score-total").dataset.points).toBe("60");
    expect(screen.getByTestId("my-recording").getAttribute("src")).toBe("/v3/files/rec/9.mp3");
    // review hides the switches: the sentence stays visible
    expect(screen.getByTestId("sentence-text").textContent).toContain("walks the dog");
  });
});
