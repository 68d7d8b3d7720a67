import type { BaseAnswer } from "@hibiki/exercises";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { SpeakingServicesContext } from "@web/exercises/speaking/services.ts";
import { fakeServices, sampleOutcome } from "@web/exercises/speaking/test-harness.tsx";
import { describe, expect, it, vi } from "vitest";
import { WordItemView } from "./WordItemView.tsx";

const reading = {
  question_id: "w4",
  index: 3,
  test_type: "reading" as const,
  screen_text: "library",
  options: [],
  audio_url: "/res/jh1-u1-word-choice/1/audio/library.mp3",
};

describe("word reading item", () => {
  it("records the word, scores it with the speech service and hands the score and recording on", async () => {
    const { services, seen } = fakeServices({ outcome: sampleOutcome(4) });
    const onRecorded = vi.fn(async (a: BaseAnswer) => a);
    render(
      <SpeakingServicesContext.Provider value={services}>
        <WordItemView
          item={reading}
          verdict={null}
          busy={false}
          onAnswer={() => undefined}
          onRecorded={onRecorded}
        />
      </SpeakingServicesContext.Provider>,
    );
    expect(screen.getByTestId("word-prompt").textContent).toBe("library");
    expect(screen.getByTestId("word-model-audio").getAttribute("src")).toBe(reading.audio_url);
    fireEvent.click(screen.getByTestId("record-button"));
    await waitFor(() => expect(seen.sessions).toHaveLength(1));
    expect(seen.sessions[0]?.options).toMatchObject({ text: "library", category: "read_word" });
    const session = seen.sessions[0];
    if (session) session.elapsed = 1500;
    fireEvent.click(await screen.findByTestId("record-button"));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledTimes(1));
    const sent = onRecorded.mock.calls[0]?.[0];
    expect(sent?.question_id).toBe("w4");
    expect(sent?.sound_file).toBe("/v3/files/rec/1.mp3?sig=t");
    expect(sent?.percent_score).toBeGreaterThan(0);
  });

  it("offers no recording once answered", () => {
    const { services } = fakeServices();
    render(
      <SpeakingServicesContext.Provider value={services}>
        <WordItemView
          item={reading}
          verdict={{ is_right: 1, correct_answer: "library", answer: "80" }}
          busy={false}
          onAnswer={() => undefined}
          onRecorded={async (a) => a}
        />
      </SpeakingServicesContext.Provider>,
    );
    expect(screen.queryByTestId("record-button")).toBeNull();
    expect(screen.getByTestId("word-verdict").textContent).toContain("正解");
  });
});
