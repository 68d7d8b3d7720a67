import { modeVisibility, type PlayerMode } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dialogueResource,
  recordedAnswer,
  renderDialogue,
  switches,
  turnAt,
} from "../dialogue/test-harness.tsx";
import { echoSubmit, fakeServices } from "../speaking/test-harness.tsx";
import DialoguePracticePlayer from "./Player.tsx";

const resource = dialogueResource("dialogue-practice");

function setup(position: number, opts: { mode?: PlayerMode; translation?: boolean; previous?: never } = {}) {
  const mode = opts.mode ?? "practice";
  const { services, seen } = fakeServices();
  const { onSubmit, posted } = echoSubmit();
  renderDialogue(
    <DialoguePracticePlayer
      kind="dialogue-practice"
      item={turnAt(resource, position)}
      position={position}
      count={4}
      mode={mode}
      visibility={modeVisibility(mode)}
      assetBase="/assets/"
      previous={opts.previous}
      onSubmit={onSubmit}
      onNext={() => undefined}
    />,
    { services, resource, switches: switches({ translation: opts.translation ?? false }) },
  );
  return { seen, posted };
}

describe("dialogue-practice player", () => {
  afterEach(() => vi.restoreAllMocks());

  it("shows the conversation so far with avatars and names, the current line highlighted", () => {
    setup(2);
    const turns = screen.getAllByTestId("dialogue-turn");
    expect(turns.map((t) => t.querySelector("[data-testid='speaker-name']")?.textContent)).toEqual([
      "Mika",
      "Ben",
      "Mika",
    ]);
    expect(turns[2]?.dataset.current).toBe("true");
    expect(turns[2]?.getAttribute("aria-current")).toBe("step");
    expect(turns[0]?.dataset.current).toBeUndefined();
    expect(turns[0]?.querySelector("img")?.getAttribute("src")).toBe("/assets/mika.svg?v=3");
    expect(turns[1]?.querySelector("[data-testid='speaker-avatar']")?.textContent).toBe("B");
    expect(turns[1]?.className).toContain("is-right");
    expect(screen.queryByText("You're welcome. Have fun!")).toBeNull();
    expect(screen.getByTestId("model-audio").getAttribute("src")).toBe("/assets/audio/d3.mp3?v=3");
    expect(screen.getByTestId("player-dialogue-practice").textContent).toContain("Mika のせりふ");
  });

  it("records the current line against its text and shows scores, coloured words and replay", async () => {
    const { seen, posted } = setup(1);
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "Yes, it leaves in five minutes.",
      category: "read_sentence",
      maxTimeMs: 20_000,
    });
    seen.sessions[0]!.elapsed = 2000;
    fireEvent.click(screen.getByTestId("record-button"));
    await screen.findByTestId("score-rings");
    expect(posted[0]).toMatchObject({ question_id: "d2", sound_file: "/v3/files/rec/1.mp3?sig=t" });
    expect(screen.getByTestId("coloured-words")).toBeTruthy();
    expect(screen.getByTestId("my-recording").getAttribute("src")).toBe("/v3/files/rec/1.mp3?sig=t");
  });

  it("uses the line's own record_max_time", async () => {
    const { seen } = setup(3);
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(seen.sessions[0]?.options?.maxTimeMs).toBe(8000);
  });

  it("plays an earlier line again from its bubble, and shows translations when the switch is on", () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    setup(1, { translation: true });
    fireEvent.click(screen.getByRole("button", { name: "Mika のせりふを聞く" }));
    expect(play).toHaveBeenCalledTimes(1);
    expect((play.mock.contexts[0] as HTMLAudioElement).getAttribute("src")).toBe("/assets/audio/d1.mp3?v=3");
    expect(screen.getByText("これは動物園行きのバスですか。")).toBeTruthy();
    expect(screen.getByText("はい、5 分後に出発します。")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Ben のせりふを聞く" })).toBeNull();
  });

  it("review mode shows the stored recording and records nothing", () => {
    setup(1, { mode: "review", previous: recordedAnswer("d2", 3) as never });
    expect(screen.getByTestId("score-total").dataset.points).toBe("60");
    expect(screen.queryByTestId("record-button")).toBeNull();
  });
});
