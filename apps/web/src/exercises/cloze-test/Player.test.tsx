import { ADVANCE_DELAY_SLOW_MS, ResourceSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { PlayerShell } from "../shell/PlayerShell.tsx";
import { scoringSave } from "../shell/test-fixtures.ts";

/** Two original cloze items: a passage of three gaps, then a one-gap passage. */
const resource = ResourceSchema.parse({
  res_code: "test-cloze",
  res_id: 11,
  res_title: "Cloze",
  res_version: 1,
  kind: "cloze-test",
  option_random: 0,
  items: [
    {
      index: 0,
      question_id: "c1",
      screen_text: "Aya ___ up at six. She ___ breakfast with her family. Then she ___ to school.",
      explanation: "毎日の習慣なので、三人称単数現在形を使います。",
      questions: [
        {
          index: 0,
          question_id: "c1-1",
          answers: [
            { index: 0, content: "gets", correct: 1 },
            { index: 1, content: "get" },
          ],
        },
        {
          index: 1,
          question_id: "c1-2",
          explanation: "主語が She なので has になります。",
          answers: [
            { index: 0, content: "has", correct: 1 },
            { index: 1, content: "have" },
          ],
        },
        {
          index: 2,
          question_id: "c1-3",
          answers: [
            { index: 0, content: "walks", correct: 1 },
            { index: 1, content: "walk" },
          ],
        },
      ],
    },
    {
      index: 1,
      question_id: "c2",
      screen_text: "We ___ friends.",
      questions: [
        {
          index: 0,
          question_id: "c2-1",
          answers: [
            { index: 0, content: "are", correct: 1 },
            { index: 1, content: "is" },
          ],
        },
      ],
    },
  ],
});

function play() {
  const { save, requests } = scoringSave(resource);
  renderWithProviders(
    <PlayerShell
      resource={resource}
      mode="practice"
      assetBase="/res/test-cloze/1/"
      answerData={null}
      itemStats={[]}
      save={save}
      onFinish={vi.fn()}
      newGuid={() => "guid-cloze"}
    />,
  );
  return { requests };
}

const progress = () => screen.getByTestId("player-progress").textContent ?? "";
const choose = async (gap: number, text: string) => {
  const group = (await screen.findAllByTestId("sub-question", {}, { timeout: 5000 }))[gap] as HTMLElement;
  fireEvent.click(within(group).getByRole("button", { name: new RegExp(`^${text}`) }));
};

describe("cloze test in the shell", () => {
  it("a partly wrong hand-in says which gaps were wrong, the right answers and the explanation, and waits for 次へ", async () => {
    play();
    await choose(0, "gets");
    await choose(1, "have");
    await choose(2, "walks");
    fireEvent.click(screen.getByTestId("hand-in"));
    const feedback = await screen.findByTestId("answer-feedback");
    expect(feedback.textContent).not.toContain("正解！");
    expect(feedback.textContent).toBe("一部正解（2 / 3 問）");
    const verdicts = screen.getAllByTestId("sub-question-verdict");
    expect(verdicts.map((v) => v.dataset.result)).toEqual(["right", "wrong", "right"]);
    expect(verdicts[1]?.textContent).toContain("正しい答え：has");
    expect(verdicts[1]?.textContent).toContain("主語が She なので has になります。");
    expect(screen.getByTestId("explanation").textContent).toContain("三人称単数現在形");
    // the sidebar does not call it 正解！ either
    expect(screen.getAllByTestId("sidebar-item")[0]?.textContent).toContain("一部正解");
    const next = await screen.findByTestId("player-next");
    await new Promise((r) => setTimeout(r, ADVANCE_DELAY_SLOW_MS + 300));
    expect(progress()).toContain("1 / 2");
    fireEvent.click(next);
    await waitFor(() => expect(progress()).toContain("2 / 2"));
  }, 8000);

  it("an all-right hand-in says 正解！ and moves on by itself", async () => {
    play();
    await choose(0, "gets");
    await choose(1, "has");
    await choose(2, "walks");
    fireEvent.click(screen.getByTestId("hand-in"));
    expect((await screen.findByTestId("answer-feedback")).textContent).toBe("正解！");
    expect(screen.queryByTestId("explanation")).toBeNull();
    expect(screen.getAllByTestId("sub-question-verdict").every((v) => v.dataset.result === "right")).toBe(
      true,
    );
    await waitFor(() => expect(progress()).toContain("2 / 2"), { timeout: ADVANCE_DELAY_SLOW_MS + 1500 });
  }, 8000);
});
