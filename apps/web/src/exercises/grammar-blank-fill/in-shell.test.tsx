import { ADVANCE_DELAY_SLOW_MS, type BaseAnswer, type PlayerMode, ResourceSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { PlayerShell } from "../shell/PlayerShell.tsx";
import { ResultScreen } from "../shell/ResultScreen.tsx";
import { scoringSave } from "../shell/test-fixtures.ts";

/** Two original word-order items; options shuffled by the shell (option_random unset). */
const resource = ResourceSchema.parse({
  res_code: "test-gbf",
  res_id: 9,
  res_title: "Word order",
  res_version: 2,
  kind: "grammar-blank-fill",
  items: [
    {
      index: 0,
      question_id: "g1",
      screen_text: "My brother ___ ___ the guitar.",
      choose: [
        { index: 0, content: "can" },
        { index: 1, content: "play" },
        { index: 2, content: "plays" },
      ],
      answer: "My brother can play the guitar.",
      explanation: "助動詞 can のあとの動詞は原形です。",
    },
    {
      index: 1,
      question_id: "g2",
      screen_text: "___ ___ you live?",
      choose: [
        { index: 0, content: "Where" },
        { index: 1, content: "do" },
        { index: 2, content: "does" },
      ],
      answer: "Where do you live?",
    },
  ],
});

function play(mode: PlayerMode) {
  const { save, requests } = scoringSave(resource);
  const onFinish = vi.fn();
  renderWithProviders(
    <PlayerShell
      resource={resource}
      mode={mode}
      assetBase="/res/test-gbf/2/"
      answerData={null}
      itemStats={[]}
      save={save}
      onFinish={onFinish}
      newGuid={() => "guid-gbf"}
    />,
  );
  return { requests, onFinish };
}

const player = () => screen.findByTestId("player-grammar-blank-fill");
const pick = async (...words: string[]) => {
  for (const w of words) fireEvent.click(within(await player()).getByRole("button", { name: w }));
  fireEvent.click(within(await player()).getByRole("button", { name: "答え合わせ" }));
};

describe("grammar-blank-fill inside the real player shell, scored by the real scorer", () => {
  it("wrong: correct answer, explanation and the shell's Next; right: auto-advance to the result", async () => {
    const { requests, onFinish } = play("practice");
    await pick("can", "plays");
    expect(await screen.findByTestId("answer-feedback")).toHaveProperty("textContent", "不正解");
    expect(screen.getByTestId("right-answer").textContent).toContain("My brother can play the guitar.");
    expect(screen.getByTestId("explanation").textContent).toContain("助動詞 can");
    expect(requests[0]?.item).toEqual({ question_id: "g1", answer_result: [0, 2] });
    fireEvent.click(await screen.findByTestId("player-next"));
    await pick("Where", "do");
    expect(await screen.findByTestId("answer-feedback")).toHaveProperty("textContent", "正解！");
    expect(screen.queryByTestId("right-answer")).toBeNull();
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith("guid-gbf"), {
      timeout: ADVANCE_DELAY_SLOW_MS + 1000,
    });
    expect(requests.map((r) => r.is_completed)).toEqual([0, 1]);
  }, 8000);

  it("exam: no feedback, no correct answer, straight on to the next item", async () => {
    const { requests } = play("exam");
    await pick("can", "plays");
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByTestId("right-answer")).toBeNull();
    await waitFor(async () => expect((await player()).textContent).toContain("you live?"));
  });

  it("the result screen shows No.n rows, the right answer only for the wrong one", async () => {
    const answers: BaseAnswer[] = [
      { question_id: "g1", answer_result: "can|plays", score: 0, total_score: 0, percent_score: 0 },
      { question_id: "g2", answer_result: "Where|do", score: 5, total_score: 5, percent_score: 100 },
    ];
    renderWithProviders(
      <ResultScreen
        resource={resource}
        assetBase="/res/test-gbf/2/"
        answerData={{ guid: "guid-gbf", current_index: 1, is_completed: 1, items: answers }}
        summary={{ percent_score: 50, answered: 2, correct: 1, skipped: 0 }}
        grade="C"
        mode="practice"
      />,
    );
    const result = await screen.findByTestId("result-grammar-blank-fill");
    const rows = within(result).getAllByTestId("result-row");
    expect(rows.map((r) => r.getAttribute("aria-label"))).toEqual(["No.1", "No.2"]);
    expect(within(rows[0]!).getByTestId("your-answer").textContent).toBe("My brother can plays the guitar.");
    expect(within(rows[0]!).getByTestId("right-answer").textContent).toBe("My brother can play the guitar.");
    expect(within(rows[1]!).queryByTestId("right-answer")).toBeNull();
    expect(rows.map((r) => r.dataset.colour)).toEqual(["wrong", "correct"]);
    // the result screen's translation switch drives the layout: no second toggle inside it
    expect(within(result).queryByRole("checkbox")).toBeNull();
  });
});
