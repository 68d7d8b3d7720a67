import type { BaseAnswer } from "@hibiki/exercises";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import "../i18n.ts";
import { MultiQuestion } from "./MultiQuestion.tsx";

const opts = (a: string, b: string) => [
  { index: 0, type: "text" as const, content: a, correct: true },
  { index: 1, type: "text" as const, content: b, correct: false },
];

describe("MultiQuestion", () => {
  it("a single question submits as soon as an option is chosen", () => {
    const onSubmit = vi.fn(async (a: BaseAnswer) => a);
    render(
      <MultiQuestion
        item={{ question_id: "r1", answers: opts("yes", "no") }}
        previous={undefined}
        reveal
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: /^no/ }));
    expect(onSubmit).toHaveBeenCalledWith({ question_id: "r1", answer_result: 1 });
    expect(screen.queryByTestId("hand-in")).toBeNull();
  });

  it("several questions need every answer before the hand-in button submits them together", () => {
    const onSubmit = vi.fn(async (a: BaseAnswer) => a);
    const item = {
      question_id: "r2",
      questions: [
        { index: 0, question_id: "r2a", screen_text: "First?", answers: opts("a1", "a2") },
        { index: 1, question_id: "r2b", screen_text: "Second?", answers: opts("b1", "b2") },
      ],
    };
    render(<MultiQuestion item={item} previous={undefined} reveal onSubmit={onSubmit} />);
    const handIn = screen.getByTestId("hand-in") as HTMLButtonElement;
    fireEvent.click(screen.getByRole("button", { name: /^a2/ }));
    expect(handIn.disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: /^b1/ }));
    expect(handIn.disabled).toBe(false);
    fireEvent.click(handIn);
    expect(onSubmit).toHaveBeenCalledWith({
      question_id: "r2",
      result: [
        { question_id: "r2a", answer_index: 1 },
        { question_id: "r2b", answer_index: 0 },
      ],
    });
  });

  it("a saved answer locks the options", () => {
    const onSubmit = vi.fn(async (a: BaseAnswer) => a);
    render(
      <MultiQuestion
        item={{ question_id: "r1", answers: opts("yes", "no") }}
        previous={{ question_id: "r1", answer_result: "0", score: 5 }}
        reveal
        onSubmit={onSubmit}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: /^no/ }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /^yes/ }).getAttribute("aria-pressed")).toBe("true");
  });
});
