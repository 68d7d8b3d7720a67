import { screen } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import TopicWritingResult from "./Result.tsx";

type Props = Parameters<typeof TopicWritingResult>[0];
const items = [
  { index: 0, question_id: "w1", topic: "My Sunday" },
  { index: 1, question_id: "w2", topic: "My School" },
] as unknown as Props["items"];

describe("topic-writing result", () => {
  it("shows each item's writing inside result-topic-writing, the id the result screen is found by", () => {
    renderWithProviders(
      <TopicWritingResult
        kind="topic-writing"
        items={items}
        answers={
          [
            {
              question_id: "w1",
              content: "I go to the park with my freind.",
              percent_score: 100,
              total_score: 5,
            },
          ] as Props["answers"]
        }
        assetBase="/assets/"
        mode="practice"
      />,
    );
    const layout = screen.getByTestId("result-topic-writing");
    expect(layout.textContent).toContain("I go to the park with my freind.");
    expect(layout.querySelectorAll("[data-testid=writing-item-result] > section")).toHaveLength(2);
  });
});
