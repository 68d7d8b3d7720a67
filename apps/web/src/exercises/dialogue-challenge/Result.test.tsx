import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listenedPayload } from "../dialogue/listened.ts";
import { dialogueResource, recordedAnswer, renderDialogue } from "../dialogue/test-harness.tsx";
import type { DialogueTurn } from "../dialogue/turns.ts";
import { fakeServices } from "../speaking/test-harness.tsx";
import DialogueChallengeResult from "./Result.tsx";

const resource = dialogueResource("dialogue-challenge");
const items = resource.items as DialogueTurn[];

describe("dialogue-challenge result", () => {
  it("averages and grades the student's own lines only; the partner's lines are marked as heard", () => {
    renderDialogue(
      <DialogueChallengeResult
        kind="dialogue-challenge"
        items={items}
        answers={[
          listenedPayload("d1"),
          recordedAnswer("d2", 4.5),
          listenedPayload("d3"),
          recordedAnswer("d4", 4),
        ]}
        assetBase="/assets/"
        mode="practice"
      />,
      { services: fakeServices().services, resource },
    );
    expect(screen.getByTestId("result-dialogue-challenge")).toBeTruthy();
    expect(screen.getByTestId("dialogue-grade").textContent).toContain("A");
    const avg = screen.getByTestId("average-scores");
    expect(avg.querySelector("[data-testid='score-total']")?.getAttribute("data-points")).toBe("85");
    expect(screen.getByTestId("average-over").textContent).toContain("2 文");
    const rows = screen.getAllByTestId("result-row");
    expect(rows.map((r) => r.dataset.status)).toEqual(["listened", "recorded", "listened", "recorded"]);
    expect(rows[0]?.textContent).toContain("相手のせりふ");
    expect(rows[0]?.textContent).not.toContain("スキップ");
    expect(rows[0]?.querySelector("[data-testid='score-rings']")).toBeNull();
    expect(rows[0]?.querySelector("img")?.getAttribute("src")).toBe("/assets/mika.svg?v=3");
    expect(rows[3]?.querySelector("[data-testid='score-total']")?.getAttribute("data-points")).toBe("80");
  });

  it("an exam-skipped own line counts zero and says skipped", () => {
    renderDialogue(
      <DialogueChallengeResult
        kind="dialogue-challenge"
        items={items}
        answers={[recordedAnswer("d1", 4), { question_id: "d2", is_skipped: 1, total_score: 0 }]}
        assetBase="/assets/"
        mode="exam"
      />,
      { services: fakeServices().services, resource },
    );
    expect(screen.getByTestId("dialogue-grade").textContent).toContain("C");
    const rows = screen.getAllByTestId("result-row");
    expect(rows[1]?.dataset.status).toBe("skipped");
    expect(rows[1]?.textContent).toContain("スキップ");
  });
});
