import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { dialogueResource, recordedAnswer, renderDialogue, switches } from "../dialogue/test-harness.tsx";
import type { DialogueTurn } from "../dialogue/turns.ts";
import { fakeServices } from "../speaking/test-harness.tsx";
import DialoguePracticeResult from "./Result.tsx";

const resource = dialogueResource("dialogue-practice");
const items = resource.items as DialogueTurn[];

describe("dialogue-practice result", () => {
  it("grades and averages the lines, then shows the conversation with each line's scores and audio", () => {
    renderDialogue(
      <DialoguePracticeResult
        kind="dialogue-practice"
        items={items}
        answers={[recordedAnswer("d1", 5), recordedAnswer("d2", 4), recordedAnswer("d3", 3)]}
        assetBase="/assets/"
        mode="practice"
      />,
      { services: fakeServices().services, resource, switches: switches({ translation: true }) },
    );
    expect(screen.getByTestId("result-dialogue-practice")).toBeTruthy();
    expect(screen.getByTestId("dialogue-grade").textContent).toBe("評価 A");
    const avg = screen.getByTestId("average-scores");
    expect(avg.querySelector("[data-testid='score-total']")?.getAttribute("data-points")).toBe("80");
    expect(screen.getByTestId("average-over").textContent).toContain("3 文");
    const rows = screen.getAllByTestId("result-row");
    expect(rows.map((r) => r.querySelector(".rs-label")?.textContent)).toEqual([
      "No.1",
      "No.2",
      "No.3",
      "No.4",
    ]);
    expect(rows.map((r) => r.dataset.status)).toEqual(["recorded", "recorded", "recorded", "unanswered"]);
    expect(rows[1]?.querySelector("[data-testid='speaker-name']")?.textContent).toBe("Ben");
    expect(rows[1]?.querySelector("[data-mark='mispronounced']")?.textContent).toBe("leaves");
    expect(rows[1]?.querySelector("[data-testid='my-recording']")?.getAttribute("src")).toBe(
      "/v3/files/rec/d2.mp3",
    );
    expect(rows[1]?.textContent).toContain("訳：はい、5 分後に出発します。");
    expect(rows[3]?.textContent).toContain("未回答");
    expect(rows[3]?.querySelector("audio")?.getAttribute("src")).toBe("/assets/audio/d4.mp3?v=3");
  });

  it("hides translations while the toggle is off and has no grade before any recording", () => {
    renderDialogue(
      <DialoguePracticeResult
        kind="dialogue-practice"
        items={items}
        answers={[]}
        assetBase="/assets/"
        mode="practice"
      />,
      { services: fakeServices().services, resource },
    );
    expect(screen.queryByTestId("dialogue-grade")).toBeNull();
    expect(screen.getByTestId("average-over").textContent).toContain("まだ録音したせりふがありません");
    expect(screen.queryByText(/訳：/)).toBeNull();
  });
});
