import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { getPlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { i18n } from "@web/i18n/index.ts";
import { getToasts } from "@web/lib/toast-store.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AudioPlayer } from "./AudioPlayer.tsx";

/** happy-dom plays nothing: play/pause flip `paused` and fire the events a browser fires. */
function fakeMedia() {
  const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, "paused", { configurable: true, value: false });
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  const pause = vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, "paused", { configurable: true, value: true });
    this.dispatchEvent(new Event("pause"));
  });
  return { play, pause };
}

/** Gives the <audio> a length, as loadedmetadata does. */
function load(audio: HTMLElement, seconds: number) {
  Object.defineProperty(audio, "duration", { configurable: true, value: seconds });
  fireEvent.loadedMetadata(audio);
}

beforeEach(async () => {
  await i18n.changeLanguage("ja");
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("AudioPlayer", () => {
  it("shows a named group with play, a 0.1 s position slider, the times and the speed, in Japanese", () => {
    render(<AudioPlayer src="/a/model.mp3" label="お手本の音声" testId="model" />);
    const group = screen.getByRole("group", { name: "お手本の音声" });
    expect(group.querySelector("audio[controls]")).toBeNull();
    expect(screen.getByTestId("model").getAttribute("src")).toBe("/a/model.mp3");
    expect(screen.getByRole("button", { name: "再生" })).toBeTruthy();
    const slider = screen.getByRole("slider", { name: "再生位置" }) as HTMLInputElement;
    expect(slider.step).toBe("0.1");
    expect(screen.getByTestId("audio-time").textContent).toBe("0:00 / -:--");
    load(screen.getByTestId("model"), 65.4);
    expect(screen.getByTestId("audio-time").textContent).toBe("0:00 / 1:05");
    expect(slider.max).toBe("65.4");
    expect(slider.getAttribute("aria-valuetext")).toBe("1分5秒 中 0分0秒");
    const speed = screen.getByRole("combobox", { name: "再生速度" }) as HTMLSelectElement;
    expect([...speed.options].map((o) => o.value)).toEqual(["0.5", "0.75", "1", "1.25", "1.5"]);
  });

  it("plays and pauses with Space and Enter, and seeks with the arrows, Page keys, Home and End", () => {
    const { play, pause } = fakeMedia();
    render(<AudioPlayer src="/a/model.mp3" label="お手本の音声" testId="model" />);
    const audio = screen.getByTestId("model") as HTMLAudioElement;
    load(audio, 12);
    const slider = screen.getByRole("slider", { name: "再生位置" });
    fireEvent.keyDown(slider, { key: " " });
    expect(play).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "一時停止" })).toBeTruthy();
    fireEvent.keyDown(slider, { key: "Enter" });
    expect(pause).toHaveBeenCalledOnce();
    expect(screen.getByRole("button", { name: "再生" })).toBeTruthy();

    fireEvent.keyDown(slider, { key: "ArrowRight" });
    expect(audio.currentTime).toBeCloseTo(1, 5);
    fireEvent.keyDown(slider, { key: "PageUp" });
    expect(audio.currentTime).toBeCloseTo(6, 5);
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    expect(audio.currentTime).toBeCloseTo(5, 5);
    expect(screen.getByTestId("audio-time").textContent).toBe("0:05 / 0:12");
    fireEvent.keyDown(slider, { key: "End" });
    expect(audio.currentTime).toBeCloseTo(12, 5);
    fireEvent.keyDown(slider, { key: "Home" });
    expect(audio.currentTime).toBe(0);
    // The play button's own Enter is the browser's click, not a second toggle.
    fireEvent.keyDown(screen.getByRole("button", { name: "再生" }), { key: "Enter" });
    expect(play).toHaveBeenCalledOnce();
  });

  it("changes the student's play speed for every player, or stays at 1× where speed is switched off", () => {
    render(
      <>
        <AudioPlayer src="/a/one.mp3" label="one" testId="one" controlsTestId="one" />
        <AudioPlayer src="/a/two.mp3" label="two" testId="two" controlsTestId="two" speed="normal" />
      </>,
    );
    expect(screen.queryByTestId("two-speed")).toBeNull();
    fireEvent.change(screen.getByTestId("one-speed"), { target: { value: "1.25" } });
    expect(getPlaySpeed()).toBe(1.25);
    expect((screen.getByTestId("one") as HTMLAudioElement).playbackRate).toBe(1.25);
    expect((screen.getByTestId("two") as HTMLAudioElement).playbackRate).toBe(1);
  });

  it("pauses the clip playing elsewhere when another one starts", () => {
    const { pause } = fakeMedia();
    render(
      <>
        <AudioPlayer src="/a/one.mp3" label="one" controlsTestId="one" />
        <AudioPlayer src="/a/two.mp3" label="two" controlsTestId="two" />
      </>,
    );
    fireEvent.click(screen.getByTestId("one-play"));
    expect(screen.getByTestId("one-player").dataset.state).toBe("playing");
    fireEvent.click(screen.getByTestId("two-play"));
    expect(pause).toHaveBeenCalledOnce();
    expect(screen.getByTestId("one-player").dataset.state).toBe("paused");
    expect(screen.getByTestId("two-player").dataset.state).toBe("playing");
  });

  it("says so when the clip cannot be played", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "play").mockRejectedValue(
      Object.assign(new Error("no source"), { name: "NotSupportedError" }),
    );
    render(<AudioPlayer src="/a/missing.mp3" label="お手本の音声" />);
    fireEvent.click(screen.getByRole("button", { name: "再生" }));
    await waitFor(() =>
      expect(getToasts().map((t) => t.text)).toContain(i18n.t("hint_common_sound_play_failed")),
    );
  });
});
