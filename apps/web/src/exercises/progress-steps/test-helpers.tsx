import type { SwitchVisibility } from "@hibiki/exercises";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { expect, vi } from "vitest";
import { SwitchesContext, type SwitchState } from "../shell/switches.ts";
import type { SpeakingServices } from "../speaking/services.ts";
import { renderSpeaking } from "../speaking/test-harness.tsx";

const ALLOW_ALL: SwitchVisibility = {
  translation: true,
  subtitle: true,
  sampleAnswer: true,
  tips: true,
  speed: true,
};

/**
 * Renders a step player or result inside the resource, services and switch contexts.
 * @param ui - the element
 * @param services - fake speaking services
 * @param on - switches turned on (subtitles only by default, as the shell starts)
 * @returns the render result
 */
export function renderSteps(ui: ReactElement, services: SpeakingServices, on: Partial<SwitchState> = {}) {
  const value = {
    on: { translation: false, subtitle: true, sampleAnswer: false, tips: false, ...on },
    allowed: ALLOW_ALL,
  };
  return renderSpeaking(<SwitchesContext.Provider value={value}>{ui}</SwitchesContext.Provider>, services);
}

/** The kind of the stage on screen, or "done" / "skipped" / "intro". */
export function stageOnScreen(): string {
  const stage = screen.queryByTestId("stage");
  if (stage) return stage.getAttribute("data-kind") ?? "";
  if (screen.queryByTestId("steps-start")) return "intro";
  return screen.queryByTestId("steps-done") ? "done" : screen.queryByTestId("steps-skipped") ? "skipped" : "";
}

/** The file of the audio step on screen. */
export function audioOnScreen(): string {
  return screen.getByTestId("step-audio").getAttribute("src") ?? "";
}

/** Ends the audio step on screen, as the browser does when the file has played. */
export function endAudio(): void {
  fireEvent.ended(screen.getByTestId("step-audio"));
}

/** Advances fake timers inside act. */
export function tick(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

/** Stops the running take after 2.5 s and waits for its answer to be posted. */
export async function stopTake(session: { elapsed: number } | undefined): Promise<void> {
  if (!session) throw new Error("no recording session was started");
  await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
  session.elapsed = 2500;
  fireEvent.click(screen.getByTestId("record-button"));
}

/** Makes HTMLMediaElement.play resolve (happy-dom plays nothing); restore with the returned spy. */
export function fakePlay() {
  return vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
}
