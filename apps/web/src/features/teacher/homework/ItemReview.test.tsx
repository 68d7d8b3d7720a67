import { screen } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import "../shell/i18n.ts";
import { ItemReview, objectiveAnswer } from "./ItemReview.tsx";

const choice = {
  question_id: "gc01",
  screen_text: "I ___ Mika Sato.",
  answers: [
    { index: 0, type: "text", content: "am", correct: true },
    { index: 1, type: "text", content: "are", correct: false },
    { index: 2, type: "text", content: "is", correct: false },
  ],
};

describe("reviewing an objective answer", () => {
  it("names the chosen option and the right one", () => {
    expect(objectiveAnswer(choice, { answer_result: 2 })).toEqual({ chosen: "is", correct: "am" });
    expect(objectiveAnswer(choice, { answer_result: "0" })).toEqual({ chosen: "am", correct: "am" });
    expect(objectiveAnswer({ question_id: "x", screen_text: "a" }, { answer_result: 1 })).toBeNull();
    expect(
      objectiveAnswer({ question_id: "je", answer: "I play tennis." }, { answer_result: "I plays tennis." }),
    ).toEqual({
      chosen: "I plays tennis.",
      correct: "I play tennis.",
    });
  });

  it("shows the question, the student's choice marked wrong, and the right answer", async () => {
    renderWithProviders(<ItemReview item={choice} answer={{ answer_result: 1, percent_score: 0 }} />);
    expect((await screen.findByTestId("item-review")).textContent).toContain("I ___ Mika Sato.");
    expect(screen.getByTestId("review-chosen").textContent).toContain("are");
    expect(screen.getByTestId("review-chosen").textContent).toContain("✗");
    expect(screen.getByTestId("review-correct").textContent).toBe("am");
  });
});
