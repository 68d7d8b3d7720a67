import type { WordQuizTask } from "@hibiki/contracts";
import { screen } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it } from "vitest";
import "../i18n.ts";
import { TaskCard } from "./TaskCard.tsx";

const task = (over: Partial<WordQuizTask> = {}): WordQuizTask => ({
  task_id: 5,
  title: "Unit 1 words",
  test_type: 2,
  teacher_name: "Sato",
  class_name: "1-A",
  start_at: "2026-11-20T00:00:00Z",
  end_at: "2099-11-30T00:00:00Z",
  period_state: "open",
  exam_state: "not_taken",
  word_count: 8,
  answered: 0,
  correct: 0,
  score: 0,
  wrong_remaining: 0,
  end_reason: null,
  ...over,
});
const show = (t: WordQuizTask) =>
  renderWithProviders(
    <ul>
      <TaskCard task={t} />
    </ul>,
  );

describe("a word test in the list", () => {
  it("an exam left in progress is not resumed: the card says opening it again ends it with 0 points", async () => {
    show(task({ exam_state: "in_progress", answered: 3 }));
    expect((await screen.findByTestId("word-left-tip")).textContent).toContain("0 点で終了");
    expect(screen.queryByTestId("word-start")).toBeNull();
  });

  it("an exam that ended early says why", async () => {
    show(task({ exam_state: "aborted", end_reason: "reopened", wrong_remaining: 8 }));
    expect((await screen.findByTestId("word-end-reason")).textContent).toContain("開き直した");
    expect(screen.getByTestId("word-wrong-start")).toBeTruthy();
  });
});
