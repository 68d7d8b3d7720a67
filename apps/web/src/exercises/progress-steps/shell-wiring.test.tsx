import { ResourceSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { SpeechError } from "@web/lib/speech/index.ts";
import { renderWithProviders } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PlayerShell } from "../shell/PlayerShell.tsx";
import type { SaveRequest, SaveResult } from "../shell/use-attempt.ts";
import { SpeakingServicesContext } from "../speaking/services.ts";
import { fakeServices, sampleOutcome } from "../speaking/test-harness.tsx";
import { fakePlay, stopTake } from "./test-helpers.tsx";

const resource = ResourceSchema.parse({
  res_code: "test-nr",
  res_id: 3,
  res_title: "Test narration",
  res_version: 1,
  kind: "narration",
  items: [
    {
      index: 0,
      question_id: "n1",
      progress: [{ type: "record", evaluate_text: "My dog likes long walks." }],
    },
    {
      index: 1,
      question_id: "n2",
      progress: [{ type: "record", evaluate_text: "We cook dinner together." }],
    },
  ],
});

let play: ReturnType<typeof fakePlay>;
beforeEach(() => {
  play = fakePlay();
});
afterEach(() => play.mockRestore());

function setup() {
  const requests: SaveRequest[] = [];
  const save = async (req: SaveRequest): Promise<SaveResult> => {
    requests.push(req);
    return { item: req.item };
  };
  const { services, seen } = fakeServices();
  const onFinish = vi.fn();
  renderWithProviders(
    <SpeakingServicesContext.Provider value={services}>
      <PlayerShell
        resource={resource}
        mode="practice"
        assetBase="/res/test-nr/1/"
        answerData={null}
        itemStats={[]}
        save={save}
        onFinish={onFinish}
        newGuid={() => "guid-n"}
      />
    </SpeakingServicesContext.Provider>,
  );
  return { requests, seen, onFinish };
}

const progress = () => screen.getByTestId("player-progress").textContent ?? "";

describe("narration in the player shell", () => {
  it("a failed recording posts a skipped answer and the shell moves to the next item", async () => {
    const { requests, seen } = setup();
    fireEvent.click(await screen.findByTestId("steps-start"));
    // no audio steps: the beep, then recording
    await waitFor(() => expect(seen.sessions).toHaveLength(1), { timeout: 2000 });
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    seen.sessions[0]!.fail(new SpeechError(10002, "busy"));
    await waitFor(() => expect(progress()).toContain("2 / 2"));
    expect(requests[0]?.item).toEqual({
      question_id: "n1",
      is_skipped: 1,
      total_score: 0,
      percent_score: 0,
      score: 0,
    });
  });

  it("a scored recording shows its scores and the shell's Next, then the last item finishes", async () => {
    const { requests, seen, onFinish } = setup();
    fireEvent.click(await screen.findByTestId("steps-start"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1), { timeout: 2000 });
    await stopTake(seen.sessions[0]);
    await screen.findByTestId("steps-done");
    expect(requests[0]?.item).toMatchObject({ question_id: "n1", total_score: 3.35 });
    fireEvent.click(await screen.findByTestId("player-next"));
    await waitFor(() => expect(progress()).toContain("2 / 2"));
    fireEvent.click(await screen.findByTestId("steps-start"));
    await waitFor(() => expect(seen.sessions).toHaveLength(2), { timeout: 2000 });
    await stopTake(seen.sessions[1]);
    fireEvent.click(await screen.findByTestId("player-next"));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith("guid-n"));
  });

  it("records an item again from its start: a worse take is saved, the best is kept and named", async () => {
    const { requests, seen } = setup();
    fireEvent.click(await screen.findByTestId("steps-start"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1), { timeout: 2000 });
    await stopTake(seen.sessions[0]); // 3.35 → 67 %
    await screen.findByTestId("steps-done");
    fireEvent.click(screen.getByTestId("steps-again"));
    // the programme runs again from its Start screen
    fireEvent.click(await screen.findByTestId("steps-start"));
    await waitFor(() => expect(seen.sessions).toHaveLength(2), { timeout: 2000 });
    seen.sessions[1]!.outcome = sampleOutcome(1); // 20 %
    await stopTake(seen.sessions[1]);
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((r) => [r.item.question_id, r.item.percent_score])).toEqual([
      ["n1", 67],
      ["n1", 20],
    ]);
    await waitFor(() => expect(screen.getByTestId("best-take-kept").textContent).toContain("67 点"));
    expect(screen.getByTestId("steps-again")).toBeTruthy();
  });
});
