import type { BaseAnswer } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import SentenceReadingPlayer from "../sentence-reading/Player.tsx";
import { PlayerShell } from "../shell/PlayerShell.tsx";
import type { SaveRequest, SaveResult } from "../shell/use-attempt.ts";
import { isRetake, keptTake } from "./best-take.ts";
import { SpeakingServicesContext } from "./services.ts";
import {
  echoSubmit,
  type FakeSession,
  fakeServices,
  playerProps,
  renderSpeaking,
  sampleOutcome,
  sentenceResource,
} from "./test-harness.tsx";

// Issue 16 #3: a scored speaking item can be recorded again; the best take is kept, every take saved.
const button = () => screen.getByTestId("record-button");

async function recordTake(sessions: FakeSession[], total?: number) {
  await waitFor(() => expect(button().dataset.phase).toBe("idle"));
  fireEvent.click(button());
  await waitFor(() => expect(button().dataset.phase).toBe("recording"));
  const session = sessions[sessions.length - 1]!;
  if (total !== undefined) session.outcome = sampleOutcome(total);
  session.elapsed = 2500;
  fireEvent.click(button());
}

describe("recording a scored speaking item again", () => {
  it("returns to an idle 「もう一度録音する」 after a take, also when the student comes back later", async () => {
    const { services, seen } = fakeServices();
    const { onSubmit, posted } = echoSubmit();
    const item = sentenceResource().items[0] as Parameters<typeof SentenceReadingPlayer>[0]["item"];
    const view = renderSpeaking(
      <SentenceReadingPlayer kind="sentence-reading" item={item} onSubmit={onSubmit} {...playerProps()} />,
      services,
    );
    expect(button().textContent).toBe("録音する");
    await recordTake(seen.sessions);
    await screen.findByTestId("score-rings");
    await waitFor(() => expect(button().dataset.phase).toBe("idle"));
    expect(button().textContent).toBe("もう一度録音する");
    await recordTake(seen.sessions);
    await waitFor(() => expect(posted).toHaveLength(2));
    view.unmount();

    // coming back to the item (the stored answer is passed in again): still recordable
    renderSpeaking(
      <SentenceReadingPlayer
        kind="sentence-reading"
        item={item}
        previous={posted[0]}
        onSubmit={onSubmit}
        {...playerProps()}
      />,
      services,
    );
    expect(screen.getByTestId("score-rings")).toBeTruthy();
    expect(button().textContent).toBe("もう一度録音する");
    expect(button().hasAttribute("disabled")).toBe(false);
  });

  it("in the player shell: a worse take is saved but the best take is kept, also after leaving and coming back", async () => {
    const resource = sentenceResource();
    const { services, seen } = fakeServices();
    const requests: SaveRequest[] = [];
    const save = vi.fn(async (req: SaveRequest): Promise<SaveResult> => {
      requests.push(req);
      return { item: req.item as BaseAnswer, stats: null as never };
    });
    renderWithProviders(
      <SpeakingServicesContext.Provider value={services}>
        <PlayerShell
          resource={resource}
          mode="practice"
          assetBase="/assets/"
          answerData={null}
          itemStats={[]}
          save={save}
          onFinish={vi.fn()}
          newGuid={() => "guid-rr"}
        />
      </SpeakingServicesContext.Provider>,
    );
    await screen.findByTestId("player-sentence-reading");
    await recordTake(seen.sessions); // 3.357 → 67 %
    await waitFor(() => expect(requests).toHaveLength(1));
    await waitFor(() => expect(button().textContent).toBe("もう一度録音する"));
    await recordTake(seen.sessions, 1); // 20 %
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((r) => r.item.percent_score)).toEqual([67, 20]);
    expect(requests[1]?.guid).toBe("guid-rr");
    // the take just recorded is shown, with a word on the kept best one
    await waitFor(() => expect(screen.getByTestId("score-total").dataset.points).toBe("20"));
    expect(screen.getByTestId("best-take-kept").textContent).toContain("67 点");

    // away to the second item and back through the sidebar: the best take is the item's answer
    const items = screen.getAllByTestId("sidebar-item");
    fireEvent.click(items[1]!);
    await waitFor(() => expect(screen.getByTestId("sentence-text").textContent).toContain("station"));
    // the sidebar ignores a second click within 100 ms: click until the jump happens
    await waitFor(() => {
      fireEvent.click(screen.getAllByTestId("sidebar-item")[0]!);
      expect(screen.getByTestId("sentence-text").textContent).toContain("guitar");
    });
    expect(screen.getByTestId("score-total").dataset.points).toBe("67");
    expect(button().textContent).toBe("もう一度録音する");
    await recordTake(seen.sessions, 4.5); // 90 %: a better take replaces the kept one
    await waitFor(() => expect(requests).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId("score-total").dataset.points).toBe("90"));
    expect(screen.queryByTestId("best-take-kept")).toBeNull();
  });

  it("keeps the better take (a tie keeps the newer); objective answers stay locked", () => {
    const a = { question_id: "s1", sound_file: "/a.mp3", percent_score: 60 };
    const b = { question_id: "s1", sound_file: "/b.mp3", percent_score: 40 };
    const c = { question_id: "s1", sound_file: "/c.mp3", percent_score: 60 };
    expect(keptTake(a, b)).toBe(a);
    expect(keptTake(b, a)).toBe(a);
    expect(keptTake(a, c)).toBe(c);
    expect(keptTake(undefined, b)).toBe(b);
    expect(isRetake(a, b)).toBe(true);
    expect(isRetake({ question_id: "q", answer_result: 1 }, { question_id: "q", answer_result: 0 })).toBe(
      false,
    );
    expect(isRetake({ question_id: "s1", is_skipped: 1 }, b)).toBe(false);
  });
});
