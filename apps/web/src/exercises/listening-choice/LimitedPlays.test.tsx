import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LimitedPlays } from "./LimitedPlays.tsx";

describe("test-mode listening (Eiken plays once or twice)", () => {
  let plays: number;
  beforeEach(() => {
    plays = 0;
    vi.useFakeTimers();
    vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(async () => {
      plays++;
    });
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("plays twice from one start, then cannot be played again", async () => {
    render(<LimitedPlays src="/res/x/1/audio/l1.mp3" plays={2} testId="lim" />);
    const button = screen.getByTestId("limited-play") as HTMLButtonElement;
    expect(button.textContent).toBe("音声を再生（2回流れます）");
    fireEvent.click(button);
    expect(plays).toBe(1);
    expect(button.disabled).toBe(true);
    expect(screen.getByTestId("limited-status").textContent).toBe("1 回目を再生中（全 2 回）");
    fireEvent.ended(screen.getByTestId("lim-audio"));
    await act(async () => {
      vi.advanceTimersByTime(1500);
    });
    expect(plays).toBe(2);
    expect(screen.getByTestId("limited-status").textContent).toBe("2 回目を再生中（全 2 回）");
    fireEvent.ended(screen.getByTestId("lim-audio"));
    expect(screen.getByTestId("limited-status").textContent).toBe("音声は終わりました。答えを選びましょう。");
    fireEvent.click(button);
    expect(plays).toBe(2);
    expect(screen.getByTestId("lim").getAttribute("data-played")).toBe("2");
  });

  it("plays once when the grade plays it once", () => {
    render(<LimitedPlays src="/a.mp3" plays={1} testId="lim" />);
    fireEvent.click(screen.getByTestId("limited-play"));
    fireEvent.ended(screen.getByTestId("lim-audio"));
    expect(plays).toBe(1);
    expect(screen.getByTestId("limited-status").textContent).toBe("音声は終わりました。答えを選びましょう。");
    expect((screen.getByTestId("limited-play") as HTMLButtonElement).disabled).toBe(true);
  });
});
