import { screen } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import { fakeServices, renderSpeaking, sentenceResource } from "../speaking/test-harness.tsx";
import SentenceReadingResult from "./Result.tsx";

const items = sentenceResource().items as Parameters<typeof SentenceReadingResult>[0]["items"];

describe("sentence-reading result", () => {
  it("averages the four scores over the items and lists each sentence with its recording", () => {
    const answers = [
      {
        question_id: "s1",
        total_score: 4,
        accuracy_score: 4,
        fluency_score: 3,
        integrity_score: 5,
        sound_file: "/v3/files/rec/1.mp3",
        evaluate_html: '<span class="sw sw-ok">Ken</span> <span class="sw sw-mispronounced">plays</span>',
        study_report: JSON.stringify({ speed: 96, errorwords: ["plays"] }),
      },
      {
        question_id: "s2",
        total_score: 2,
        accuracy_score: 2,
        fluency_score: 1,
        integrity_score: 5,
        sound_file: "/v3/files/rec/2.mp3",
      },
    ];
    renderSpeaking(
      <SentenceReadingResult
        kind="sentence-reading"
        items={items}
        answers={answers}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
    );
    const avg = screen.getByTestId("average-scores");
    const points = (id: string) => avg.querySelector(`[data-testid="${id}"]`)?.getAttribute("data-points");
    expect([
      points("score-total"),
      points("score-accuracy"),
      points("score-fluency"),
      points("score-integrity"),
    ]).toEqual(["60", "60", "40", "100"]);
    const rows = screen.getAllByTestId("result-row");
    expect(rows.map((r) => r.querySelector(".rs-label")?.textContent)).toEqual(["No.1", "No.2"]);
    expect(rows[0]?.querySelector("[data-mark='mispronounced']")?.textContent).toBe("plays");
    expect(rows[0]?.querySelector("[data-testid='reading-speed']")?.textContent).toContain("96");
    expect(rows[0]?.querySelector("[data-testid='reading-speed']")?.textContent).toContain(
      i18n.t("speak.speed_average"),
    );
    expect(rows[0]?.querySelector("[data-testid='error-words']")?.textContent).toContain("plays");
    expect(rows[1]?.querySelector("[data-testid='my-recording']")?.getAttribute("src")).toBe(
      "/v3/files/rec/2.mp3",
    );
  });

  it("says an item was not answered", () => {
    renderSpeaking(
      <SentenceReadingResult
        kind="sentence-reading"
        items={items}
        answers={[]}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
    );
    expect(screen.getAllByTestId("result-row")[0]?.textContent).toContain(i18n.t("result.no_answer"));
    expect(screen.getByTestId("score-total").dataset.points).toBe("0");
  });
});
