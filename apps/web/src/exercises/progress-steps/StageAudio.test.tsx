import { fireEvent, screen, waitFor } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { dismissToast, getToasts } from "@web/lib/toast-store.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeServices } from "../speaking/test-harness.tsx";
import { StageAudio } from "./StageAudio.tsx";
import { renderSteps } from "./test-helpers.tsx";

const named = (name: string) => Object.assign(new Error(name), { name });

beforeEach(() => {
  for (const t of getToasts()) dismissToast(t.id);
});
afterEach(() => vi.restoreAllMocks());

describe("StageAudio", () => {
  it("plays the step's file by itself and reports its end", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const onEnded = vi.fn();
    renderSteps(<StageAudio file="n1/story.mp3" onEnded={onEnded} />, fakeServices().services);
    expect(play).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("step-audio").getAttribute("src")).toBe("/assets/n1/story.mp3?v=1");
    fireEvent.ended(screen.getByTestId("step-audio"));
    expect(onEnded).toHaveBeenCalledTimes(1);
  });

  it("offers a play button when the browser refuses to play without a tap", async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockRejectedValueOnce(named("NotAllowedError"));
    const onEnded = vi.fn();
    renderSteps(<StageAudio file="a.mp3" onEnded={onEnded} />, fakeServices().services);
    const button = await screen.findByTestId("step-audio-play");
    play.mockResolvedValue(undefined);
    fireEvent.click(button);
    expect(play).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByTestId("step-audio-play")).toBeNull());
    expect(onEnded).not.toHaveBeenCalled();
  });

  it("shows hint_common_sound_play_failed and moves on when the file cannot be played", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "play").mockRejectedValue(named("NotSupportedError"));
    const onEnded = vi.fn();
    renderSteps(<StageAudio file="missing.mp3" onEnded={onEnded} />, fakeServices().services);
    await waitFor(() => expect(onEnded).toHaveBeenCalledTimes(1));
    expect(getToasts().map((t) => t.text)).toContain(i18n.t("hint_common_sound_play_failed"));
  });
});
