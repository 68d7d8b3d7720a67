import { QuickResponseItemSchema } from "@hibiki/exercises";
import { screen } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it, vi } from "vitest";
import { type PlayerSwitches, SwitchesContext } from "../shell/switches.ts";
import { fakeServices, renderSpeaking } from "../speaking/test-harness.tsx";
import QuickResponseResult from "./Result.tsx";

// The recognised-text lookup polls the server; here it finds nothing (the stored recognize_text shows).
vi.mock("../speaking/recognized-text.ts", () => ({
  useRecognizedText: () => ({ text: null, loading: false }),
}));

const items = [
  {
    index: 0,
    question_id: "qr1",
    audio_file: "audio/qr1.mp3",
    screen_en_text: "What did you have for breakfast today?",
    screen_jp_text: "今日の朝ごはんは何を食べましたか。",
    sample_answer: "I had rice and miso soup.",
    translation: "ご飯とみそ汁を食べました。",
  },
  {
    index: 1,
    question_id: "qr2",
    audio_file: "audio/qr2.mp3",
    samples: [{ content: "I usually walk to school.", content_jp: "ふだんは歩いて学校へ行きます。" }],
  },
].map((it) => QuickResponseItemSchema.parse(it));

const translationOn: PlayerSwitches = {
  on: { translation: true, subtitle: true, sampleAnswer: false, tips: false },
  allowed: { translation: true, subtitle: true, sampleAnswer: true, tips: true, speed: true },
};

describe("quick-response result", () => {
  it("shows each question with its audio, what was said, the scores, the replay and the sample with translation", () => {
    renderSpeaking(
      <SwitchesContext.Provider value={translationOn}>
        <QuickResponseResult
          kind="quick-response"
          items={items}
          answers={[
            {
              question_id: "qr1",
              total_score: 4.5,
              accuracy_score: 4,
              fluency_score: 5,
              integrity_score: 4,
              sound_file: "/v3/files/rec/1.mp3",
              recognize_text: "I had rice and soup",
            },
            { question_id: "qr2", total_score: 1.5, sound_file: "/v3/files/rec/2.mp3" },
          ]}
          assetBase="/assets/"
          mode="practice"
        />
      </SwitchesContext.Provider>,
      fakeServices().services,
    );
    const rows = screen.getAllByTestId("result-row");
    expect(rows.map((r) => r.querySelector(".rs-label")?.textContent)).toEqual(["No.1", "No.2"]);
    expect(rows[0]?.textContent).toContain("What did you have for breakfast today?");
    expect(rows[0]?.textContent).toContain("今日の朝ごはんは何を食べましたか。");
    expect(rows[0]?.querySelector("[data-testid='result-question-audio']")?.getAttribute("src")).toContain(
      "/assets/audio/qr1.mp3",
    );
    expect(rows[0]?.querySelector("[data-testid='recognized-text']")?.textContent).toContain(
      "I had rice and soup",
    );
    expect(rows[0]?.querySelector("[data-testid='score-total']")?.getAttribute("data-points")).toBe("90");
    expect(rows[0]?.querySelector("[data-testid='my-recording']")?.getAttribute("src")).toBe(
      "/v3/files/rec/1.mp3",
    );
    expect(rows[0]?.querySelector("[data-testid='samples']")?.textContent).toContain(
      "I had rice and miso soup.",
    );
    expect(rows[0]?.querySelector("[data-testid='sample-translation']")?.textContent).toBe(
      "ご飯とみそ汁を食べました。",
    );
    expect(rows[1]?.querySelector("[data-testid='sample-translation']")?.textContent).toBe(
      "ふだんは歩いて学校へ行きます。",
    );
    const avg = screen.getByTestId("average-scores");
    expect(avg.querySelector("[data-testid='score-total']")?.getAttribute("data-points")).toBe("60");
  });

  it("marks an unanswered question and hides translations with the toggle off", () => {
    renderSpeaking(
      <QuickResponseResult
        kind="quick-response"
        items={items}
        answers={[]}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
    );
    const rows = screen.getAllByTestId("result-row");
    expect(rows[0]?.textContent).toContain(i18n.t("result.no_answer"));
    expect(rows[0]?.textContent).not.toContain("今日の朝ごはん");
    expect(screen.queryByTestId("sample-translation")).toBeNull();
    expect(screen.queryByTestId("my-recording")).toBeNull();
  });
});
