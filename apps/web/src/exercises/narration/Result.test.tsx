import { NarrationItemSchema } from "@hibiki/exercises";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderSteps } from "../progress-steps/test-helpers.tsx";
import { buildSpeakingAnswer } from "../speaking/payload.ts";
import { fakeServices, sampleOutcome } from "../speaking/test-harness.tsx";
import NarrationResult from "./Result.tsx";

const items = [
  NarrationItemSchema.parse({
    index: 0,
    question_id: "n1",
    screen_title: "A lost cat",
    progress: [
      { type: "audio", audio_path: "n1/cue.mp3" },
      {
        type: "audio",
        audio_path: "n1/story.mp3",
        subtitle_en: "Aya found a small cat.",
        subtitle_jp: "アヤは小さな猫を見つけた。",
      },
      {
        type: "record",
        answer: [{ sample_answer: "Aya found a cat.", translation: "アヤは猫を見つけた。" }],
      },
    ],
  }),
  NarrationItemSchema.parse({
    index: 1,
    question_id: "n2",
    screen_title: "The school festival",
    progress: [{ type: "audio", audio_path: "n2/story.mp3" }, { type: "record" }],
  }),
];

const scored = {
  ...buildSpeakingAnswer({
    questionId: "n1",
    outcome: sampleOutcome(4),
    durationMs: 3000,
    soundFile: "/v3/files/rec/1.mp3",
  }),
};

function renderResult(
  answers = [scored, { question_id: "n2", is_skipped: 1 as const, total_score: 0, score: 0 }],
  on = {},
) {
  return renderSteps(
    <NarrationResult kind="narration" items={items} answers={answers} assetBase="/assets/" mode="practice" />,
    fakeServices().services,
    on,
  );
}

describe("narration result", () => {
  it("shows the averages and grade, then each item with its recording, model audio and sample answer", () => {
    renderResult();
    // (4 + 0) / 2 = 2 → 40 points, grade C
    expect(screen.getAllByTestId("score-total")[0]?.dataset.points).toBe("40");
    expect(screen.getByTestId("layout-grade").textContent).toContain("C");
    const rows = screen.getAllByTestId("result-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain("No.1");
    expect(rows[0]?.textContent).toContain("A lost cat");
    expect(rows[0]?.querySelector("[data-testid=my-recording]")?.getAttribute("src")).toBe(
      "/v3/files/rec/1.mp3",
    );
    expect(rows[0]?.querySelector("[data-testid=coloured-words]")?.textContent).toContain("guitar");
    expect(rows[0]?.querySelector("[data-testid=score-total]")?.getAttribute("data-points")).toBe("80");
    const audios = [...rows[0]!.querySelectorAll("[data-testid=overview-audio]")].map((a) =>
      a.getAttribute("src"),
    );
    expect(audios).toEqual(["/assets/n1/cue.mp3?v=1", "/assets/n1/story.mp3?v=1"]);
    expect(rows[0]?.textContent).toContain("Aya found a small cat.");
    expect(rows[0]?.querySelector("[data-testid=sample-answers]")?.textContent).toContain("Aya found a cat.");
    expect(rows[1]?.querySelector("[data-testid=record-skipped]")).toBeTruthy();
  });

  it("shows translations only with the translation toggle", () => {
    renderResult(undefined, { translation: false });
    expect(screen.queryByText("アヤは小さな猫を見つけた。")).toBeNull();
    expect(screen.queryByText("アヤは猫を見つけた。")).toBeNull();
  });

  it("shows translations of subtitles and sample answers with the toggle on", () => {
    renderResult(undefined, { translation: true });
    expect(screen.getByText("アヤは小さな猫を見つけた。")).toBeTruthy();
    expect(screen.getByText("アヤは猫を見つけた。")).toBeTruthy();
  });

  it("marks an item without an answer and shows no averages without any recording", () => {
    renderResult([]);
    expect(screen.queryByTestId("average-scores")).toBeNull();
    expect(screen.getAllByText("録音はありません")).toHaveLength(2);
  });

  it("grades A when the recordings average 80 points or more", () => {
    renderResult([scored]);
    expect(screen.getByTestId("layout-grade").textContent).toContain("A");
  });
});
