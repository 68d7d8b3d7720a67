import { SpeakingMultiStepItemSchema } from "@hibiki/exercises";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSteps } from "../progress-steps/test-helpers.tsx";
import { fakeServices } from "../speaking/test-harness.tsx";
import SpeakingMultiStepResult from "./Result.tsx";

const items = [
  SpeakingMultiStepItemSchema.parse({
    index: 0,
    question_id: "sp1",
    sample_answer: "I went to the library on Sunday.",
    progress: [
      {
        type: "audio",
        audio_path: "sp1/q.mp3",
        screen_en_text: "Where did you go on Sunday?",
        screen_jp_text: "日曜日にどこへ行きましたか。",
      },
      { type: "record" },
    ],
  }),
  SpeakingMultiStepItemSchema.parse({ index: 1, question_id: "sp2", progress: [{ type: "record" }] }),
];

const answers = [
  {
    question_id: "sp1",
    total_score: 3,
    accuracy_score: 3.5,
    fluency_score: 2.5,
    integrity_score: 4,
    sound_file: "/v3/files/rec/7.mp3",
    evaluate_html: '<span class="sw sw-ok">I</span> <span class="sw sw-omitted">went</span>',
    study_report: JSON.stringify({ errorwords: ["library"], info: "", speed: 130, leak: 0, repeat: 0 }),
  },
  { question_id: "sp2", total_score: 2, sound_file: "/v3/files/rec/8.mp3" },
];

describe("speaking multi-step result", () => {
  it("shows the averages, grade and each recording with its feedback", () => {
    renderSteps(
      <SpeakingMultiStepResult
        kind="speaking-multi-step"
        items={items}
        answers={answers}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
    );
    const root = screen.getByTestId("result-speaking-multi-step");
    // (3 + 2) / 2 = 2.5 → 50 points: grade C
    expect(screen.getAllByTestId("score-total")[0]?.dataset.points).toBe("50");
    expect(screen.getByTestId("layout-grade").textContent).toContain("C");
    expect(root.textContent).toContain("Where did you go on Sunday?");
    const rows = screen.getAllByTestId("result-row");
    expect(rows[0]?.querySelector("[data-mark=omitted]")?.textContent).toBe("went");
    expect(rows[0]?.querySelector("[data-testid=error-words]")?.textContent).toContain("library");
    expect(rows[0]?.querySelector("[data-testid=reading-speed]")?.textContent).toContain("130");
    expect(rows[0]?.querySelector("[data-testid=sample-answers]")?.textContent).toContain(
      "library on Sunday",
    );
    expect(rows[1]?.querySelector("[data-testid=my-recording]")?.getAttribute("src")).toBe(
      "/v3/files/rec/8.mp3",
    );
    expect(screen.queryByText("日曜日にどこへ行きましたか。")).toBeNull();
  });

  it("shows the Japanese text with the translation toggle", () => {
    renderSteps(
      <SpeakingMultiStepResult
        kind="speaking-multi-step"
        items={items}
        answers={answers}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
      { translation: true },
    );
    expect(screen.getByText("日曜日にどこへ行きましたか。")).toBeTruthy();
  });

  it("does not crash on a broken study report or hostile evaluate_html", () => {
    renderSteps(
      <SpeakingMultiStepResult
        kind="speaking-multi-step"
        items={items.slice(0, 1)}
        answers={[
          {
            question_id: "sp1",
            total_score: 1,
            sound_file: "/r.mp3",
            study_report: "{not json",
            evaluate_html: "<img src=x onerror=alert(1)>",
          },
        ]}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
    );
    expect(screen.queryByTestId("error-words")).toBeNull();
    expect(document.querySelector("img[onerror]")).toBeNull();
    expect(screen.getByTestId("my-recording")).toBeTruthy();
  });
});
