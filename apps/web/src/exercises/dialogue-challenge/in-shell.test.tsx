import { type BaseAnswer, deriveScores, type PlayerMode } from "@hibiki/exercises";
import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BEEP_GAP_MS } from "../dialogue/challenge-machine.ts";
import { DIALOGUE_LISTENED } from "../dialogue/listened.ts";
import { dialogueResource } from "../dialogue/test-harness.tsx";
import { PlayerShell } from "../shell/PlayerShell.tsx";
import type { SaveRequest, SaveResult } from "../shell/use-attempt.ts";
import { SpeakingServicesContext } from "../speaking/services.ts";
import { fakeServices } from "../speaking/test-harness.tsx";

const resource = dialogueResource("dialogue-challenge");

/** Saves like textbook/topic-answer-record does for a speaking kind (engine scores kept, skips zero). */
function speakingSave() {
  const requests: SaveRequest[] = [];
  const save = async (req: SaveRequest): Promise<SaveResult> => {
    requests.push(req);
    const a = req.item;
    const skipped = a.is_skipped === 1;
    const scores = skipped ? { total_score: 0, percent_score: 0 } : deriveScores(a);
    const item: BaseAnswer = { ...a, ...scores, score: skipped ? 0 : (a.score ?? scores.total_score) };
    return { item };
  };
  return { save, requests };
}

async function play(mode: PlayerMode) {
  await import("./Player.tsx"); // loaded before the fake clock starts; the shell's lazy() then resolves at once
  vi.useFakeTimers();
  const { services, seen } = fakeServices();
  const { save, requests } = speakingSave();
  const onFinish = vi.fn();
  renderWithProviders(
    <SpeakingServicesContext.Provider value={services}>
      <PlayerShell
        resource={resource}
        mode={mode}
        assetBase="/res/test-dialogue-challenge/3/"
        answerData={null}
        itemStats={[]}
        save={save}
        onFinish={onFinish}
        newGuid={() => "guid-dc"}
      />
    </SpeakingServicesContext.Provider>,
  );
  for (let i = 0; i < 20 && !screen.queryByTestId("player-dialogue-challenge"); i++) await advance(10);
  return { seen, requests, onFinish };
}

const advance = (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms));
const progress = () => screen.getByTestId("player-progress").textContent ?? "";

/** Records the current turn: the take has started after the beep; stop it after 2 s. */
async function recordTurn(seen: ReturnType<typeof fakeServices>["seen"], n: number) {
  await advance(BEEP_GAP_MS);
  expect(seen.sessions).toHaveLength(n);
  seen.sessions[n - 1]!.elapsed = 2000;
  fireEvent.click(screen.getByTestId("record-button"));
  await advance();
  await advance();
}

describe("dialogue challenge inside the real player shell", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("role Ben: Mika's lines are heard and posted as listened, Ben's are recorded, then the result", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => undefined);
    const { seen, requests, onFinish } = await play("practice");
    fireEvent.click(screen.getByRole("button", { name: "Ben の役" }));
    await advance(3000 + BEEP_GAP_MS);
    fireEvent.ended(screen.getByTestId("challenge-audio"));
    await advance();
    expect(progress()).toContain("2 / 4");
    await recordTurn(seen, 1);
    expect(progress()).toContain("3 / 4");
    // a following turn of the other speaker: no beep, the audio plays at once
    expect(screen.getByTestId("player-dialogue-challenge").dataset.phase).toBe("listen");
    fireEvent.ended(screen.getByTestId("challenge-audio"));
    await advance();
    expect(progress()).toContain("4 / 4");
    await recordTurn(seen, 2);
    expect(seen.sessions[1]?.options?.maxTimeMs).toBe(8000);
    expect(onFinish).toHaveBeenCalledWith("guid-dc");
    expect(
      requests.map((r) => [r.item.question_id, r.item.practice_type ?? "recorded", r.is_completed]),
    ).toEqual([
      ["d1", DIALOGUE_LISTENED, 0],
      ["d2", "recorded", 0],
      ["d3", DIALOGUE_LISTENED, 0],
      ["d4", "recorded", 1],
    ]);
    expect(requests.every((r) => r.guid === "guid-dc")).toBe(true);
  });

  it("homework: every line is recorded without a role choice", async () => {
    vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
    const { seen, requests, onFinish } = await play("homework");
    expect(screen.queryByTestId("role-chooser")).toBeNull();
    await advance(3000);
    for (let n = 1; n <= 4; n++) await recordTurn(seen, n);
    expect(requests.map((r) => r.item.sound_file)).toEqual([
      "/v3/files/rec/1.mp3?sig=t",
      "/v3/files/rec/2.mp3?sig=t",
      "/v3/files/rec/3.mp3?sig=t",
      "/v3/files/rec/4.mp3?sig=t",
    ]);
    expect(onFinish).toHaveBeenCalledWith("guid-dc");
  });
});
