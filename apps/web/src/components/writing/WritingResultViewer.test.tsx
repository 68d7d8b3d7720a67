import { type EngineResult, EngineResultSchema } from "@hibiki/contracts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WritingResultViewer } from "./WritingResultViewer.tsx";

const score = (n: number) => ({ score: n, explanation_ja: `説明${n}` });
const overall = {
  vocabulary_diversity: score(62),
  vocabulary_correctness: score(80),
  grammar_diversity: score(45),
  grammar_correctness: score(70),
};

/** A hand-made engine result in the contract's shape: two findings in the first sentence, none in the second. */
const withErrors: EngineResult = EngineResultSchema.parse({
  text: "He play tennis on sunday. I like it.",
  overall_evaluation: overall,
  comments: [
    {
      sent_content: "He play tennis on sunday.",
      sent_comments: [
        {
          comments: "Subject-verb agreement",
          hit_words_pos: { startPos: 3, endPos: 7 },
          explanation_ja: "主語が He なので plays にします。",
          suggestion: "plays",
          type: "agreement",
        },
        {
          comments: "Capitalise days",
          hit_words_pos: { startPos: 18, endPos: 24 },
          explanation_ja: "曜日は大文字で始めます。",
          suggestion: "Sunday",
          type: "capitalization",
        },
      ],
    },
    { sent_content: "I like it.", sent_comments: [] },
  ],
});

const clean: EngineResult = {
  ...withErrors,
  comments: [{ sent_content: "I like it.", sent_comments: [] }],
  text: "I like it.",
};

describe("WritingResultViewer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("highlights each comment's words in the text and counts them as N items", () => {
    render(<WritingResultViewer engine={withErrors} />);
    expect(screen.getAllByTestId("writing-hit").map((m) => m.textContent)).toEqual(["play", "sunday"]);
    expect(screen.getByTestId("writing-text").textContent).toBe(withErrors.text);
    expect(screen.getByTestId("writing-error-count").textContent).toBe("2 項目");
    expect(screen.getByTestId("writing-comments").textContent).toContain("修正案: plays");
    expect(screen.queryByTestId("writing-no-errors")).toBeNull();
  });

  it("shows the no-errors message when nothing was flagged", () => {
    render(<WritingResultViewer engine={clean} />);
    expect(screen.getByTestId("writing-no-errors").textContent).toContain("まちがいは見つかりませんでした");
    expect(screen.getByTestId("writing-error-count").textContent).toBe("0 項目");
    expect(screen.queryAllByTestId("writing-hit")).toHaveLength(0);
  });

  it("shows the tooltip 30 px below the cursor after the 10 ms debounce, and hides it on leave", () => {
    render(<WritingResultViewer engine={withErrors} />);
    const hit = screen.getAllByTestId("writing-hit")[0] as HTMLElement;
    fireEvent.mouseMove(hit, { clientX: 100, clientY: 200 });
    expect(screen.queryByTestId("writing-tooltip")).toBeNull();
    act(() => vi.advanceTimersByTime(10));
    const tip = screen.getByTestId("writing-tooltip");
    expect(tip.textContent).toBe("主語が He なので plays にします。");
    expect(tip.style.top).toBe("230px");
    expect(tip.style.left).toBe("100px");
    fireEvent.mouseLeave(hit);
    expect(screen.queryByTestId("writing-tooltip")).toBeNull();
  });

  it("draws the four overall scores as an SVG chart with bar lengths proportional to the scores", () => {
    const { container } = render(<WritingResultViewer engine={withErrors} />);
    expect(screen.getAllByTestId("score-value").map((v) => v.textContent)).toEqual(["62", "80", "45", "70"]);
    const bars = [...container.querySelectorAll("rect.bar")].map((r) => Number(r.getAttribute("width")));
    expect(bars).toHaveLength(4);
    expect(bars[1]).toBeGreaterThan(bars[0] as number);
    expect(bars[2]).toBeLessThan(bars[0] as number);
  });

  it("shows the sample answer, and teacher notes with their label only in homework mode", () => {
    const notes = [{ pos: { startPos: 26, endPos: 36 }, comments: "Good ending!", teacher: "Sato" }];
    const { rerender } = render(
      <WritingResultViewer engine={withErrors} sampleAnswer="She plays tennis." correctNotes={notes} />,
    );
    expect(screen.getByTestId("writing-sample").textContent).toContain("She plays tennis.");
    expect(screen.queryByTestId("writing-teacher-notes")).toBeNull();
    rerender(<WritingResultViewer engine={withErrors} correctNotes={notes} homework />);
    const section = screen.getByTestId("writing-teacher-notes");
    expect(section.textContent).toContain("先生からのコメント");
    expect(section.textContent).toContain("Sato: Good ending!");
    expect(screen.getByTestId("writing-note-hit").textContent).toBe("I like it.");
  });
});
