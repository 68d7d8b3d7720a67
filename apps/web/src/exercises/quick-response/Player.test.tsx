import { QuickResponseItemSchema, SAMPLE_ITEMS } from "@hibiki/exercises";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { getToasts } from "@web/lib/toast-store.ts";
import { afterEach, describe, expect, it, vi } from "vitest";
import { echoSubmit, fakeServices, playerProps, renderSpeaking } from "../speaking/test-harness.tsx";
import QuickResponsePlayer from "./Player.tsx";

const item = QuickResponseItemSchema.parse({
  index: 0,
  question_id: "qr1",
  audio_file: "audio/qr1.mp3",
  screen_en_text: "What did you have for breakfast today?",
  seconds: 3,
  sample_answer: "I had rice and miso soup.",
  translation: "ご飯とみそ汁を食べました。",
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const tick = () => act(() => vi.advanceTimersByTime(1000));

function renderPlayer(over: Partial<typeof item> = {}, mode: Parameters<typeof playerProps>[0] = "practice") {
  const fake = fakeServices();
  const submit = echoSubmit();
  renderSpeaking(
    <QuickResponsePlayer
      kind="quick-response"
      item={{ ...item, ...over }}
      onSubmit={submit.onSubmit}
      {...playerProps(mode)}
    />,
    fake.services,
  );
  return { ...fake, ...submit };
}

/** Start, the question plays and ends: returns the play spy. */
function startAndHear() {
  const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  fireEvent.click(screen.getByTestId("quick-start"));
  expect(play).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId("quick-listening")).toBeTruthy();
  fireEvent.ended(screen.getByTestId("question-audio"));
  return play;
}

describe("quick-response player", () => {
  it("plays the question, counts the wait down every second, records by itself and shows the scores", async () => {
    const { seen, posted } = renderPlayer();
    expect(screen.getByTestId("question-audio").getAttribute("src")).toContain("/assets/audio/qr1.mp3");
    vi.useFakeTimers();
    startAndHear();
    expect(screen.getByTestId("wait-countdown").textContent).toBe("3");
    tick();
    expect(screen.getByTestId("wait-countdown").textContent).toBe("2");
    tick();
    expect(screen.getByTestId("wait-countdown").textContent).toBe("1");
    expect(seen.urls).toBe(0);
    tick();
    vi.useRealTimers();
    expect(screen.queryByTestId("wait-countdown")).toBeNull();
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(seen.sessions[0]?.options).toMatchObject({
      text: "I had rice and miso soup.",
      category: "read_chapter",
      maxTimeMs: 20_000,
    });
    seen.sessions[0]!.elapsed = 3000;
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    fireEvent.click(screen.getByTestId("record-button"));
    await screen.findByTestId("score-rings");
    expect(posted[0]).toMatchObject({ question_id: "qr1", sound_file: "/v3/files/rec/1.mp3?sig=t" });
    expect(screen.getByTestId("player-quick-response").dataset.step).toBe("done");
    expect(screen.getByTestId("question-replay").getAttribute("src")).toContain("audio/qr1.mp3");
    // the sample answer is offered only now
    fireEvent.click(screen.getByTestId("toggle-samples"));
    expect(screen.getByTestId("samples").textContent).toContain("I had rice and miso soup.");
  });

  it("records right after the question when the item has no wait", async () => {
    const { seen } = renderPlayer({ seconds: undefined });
    startAndHear();
    expect(screen.queryByTestId("wait-countdown")).toBeNull();
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
  });

  it("still lets the student answer when the question cannot be played", async () => {
    const { seen } = renderPlayer({ seconds: 0 });
    vi.spyOn(HTMLMediaElement.prototype, "play").mockRejectedValue(new Error("blocked"));
    fireEvent.click(screen.getByTestId("quick-start"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(getToasts().map((x) => x.text)).toContain(i18n.t("hint_common_sound_play_failed"));
  });

  it("returns the record button to idle after a failed take and records again on request", async () => {
    const { seen, posted } = renderPlayer({ seconds: 0 });
    startAndHear();
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    act(() => seen.sessions[0]!.fail(new Error("engine down")));
    await waitFor(() => expect(screen.getByTestId("player-quick-response").dataset.step).toBe("retry"));
    expect(screen.getByTestId("record-button").dataset.phase).toBe("idle");
    expect(screen.getByTestId("quick-replay")).toBeTruthy();
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(seen.sessions).toHaveLength(2));
    expect(screen.getByTestId("player-quick-response").dataset.step).toBe("recording");
  });

  it("lets the student skip the fixture item, which has nothing to score against", async () => {
    const fixture = QuickResponseItemSchema.parse(SAMPLE_ITEMS["quick-response"]);
    const { onSubmit, posted } = echoSubmit();
    renderSpeaking(
      <QuickResponsePlayer kind="quick-response" item={fixture} onSubmit={onSubmit} {...playerProps()} />,
      fakeServices().services,
    );
    expect(screen.queryByTestId("quick-start")).toBeNull();
    fireEvent.click(screen.getByTestId("skip-unscorable"));
    await waitFor(() => expect(posted[0]).toMatchObject({ question_id: "29", is_skipped: 1 }));
  });

  it("shows the stored answer with the question and samples in review mode, recording nothing", () => {
    const fake = fakeServices();
    renderSpeaking(
      <QuickResponsePlayer
        kind="quick-response"
        item={item}
        previous={{ question_id: "qr1", total_score: 4, sound_file: "/v3/files/rec/4.mp3" }}
        onSubmit={echoSubmit().onSubmit}
        {...playerProps("review")}
      />,
      fake.services,
    );
    expect(screen.queryByTestId("quick-start")).toBeNull();
    expect(screen.queryByTestId("record-button")).toBeNull();
    expect(screen.getByTestId("score-total").dataset.points).toBe("80");
    expect(screen.getByTestId("question-replay")).toBeTruthy();
    expect(screen.getByTestId("toggle-samples")).toBeTruthy();
  });

  it("offers no sample answers in an exam", async () => {
    const { seen } = renderPlayer({ seconds: 0 }, "exam");
    startAndHear();
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    seen.sessions[0]!.elapsed = 2000;
    await waitFor(() => expect(screen.getByTestId("record-button").dataset.phase).toBe("recording"));
    fireEvent.click(screen.getByTestId("record-button"));
    await screen.findByTestId("score-rings");
    expect(screen.queryByTestId("toggle-samples")).toBeNull();
  });
});
