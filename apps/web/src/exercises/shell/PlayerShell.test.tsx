import { ADVANCE_DELAY_SLOW_MS, type AnswerData, type PlayerMode } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import { describe, expect, it, vi } from "vitest";
import { PlayerShell } from "./PlayerShell.tsx";
import { grammarChoiceResource, scoringSave } from "./test-fixtures.ts";

function setup(
  mode: PlayerMode,
  answerData: AnswerData | null = null,
  homework?: { switchTranslation: boolean },
) {
  const resource = grammarChoiceResource();
  const { save, requests } = scoringSave(resource);
  const onFinish = vi.fn();
  renderWithProviders(
    <PlayerShell
      resource={resource}
      mode={mode}
      assetBase="/res/test-gc/1/"
      answerData={answerData}
      itemStats={[]}
      save={save}
      onFinish={onFinish}
      newGuid={() => "guid-1"}
      homework={homework}
    />,
  );
  return { requests, onFinish };
}

const progress = () => screen.getByTestId("player-progress").textContent ?? "";
const option = (text: string) => screen.findByRole("button", { name: new RegExp(`^${text}`) });

describe("PlayerShell flow", () => {
  it("auto-advances after the slow delay on a right answer, saving with the attempt guid", async () => {
    const { requests } = setup("practice");
    fireEvent.click(await option("is"));
    expect(await screen.findByTestId("answer-feedback")).toHaveProperty("textContent", "正解！");
    expect(progress()).toContain("1 / 3");
    expect(requests[0]).toMatchObject({
      res_code: "test-gc",
      guid: "guid-1",
      mode: "practice",
      current_index: 1,
      is_completed: 0,
    });
    expect(requests[0]?.item).toMatchObject({ question_id: "q1", answer_result: 0 });
    await new Promise((r) => setTimeout(r, ADVANCE_DELAY_SLOW_MS - 500));
    expect(progress()).toContain("1 / 3");
    await waitFor(() => expect(progress()).toContain("2 / 3"), { timeout: 2000 });
    expect(screen.getByTestId("player-grammar-choice").textContent).toContain("We ___ in the garden now.");
  });

  it("shows Next after a wrong answer and does not move on by itself", async () => {
    const { requests } = setup("practice");
    fireEvent.click(await option("are"));
    expect(await screen.findByTestId("answer-feedback")).toHaveProperty("textContent", "不正解");
    const next = await screen.findByTestId("player-next");
    await new Promise((r) => setTimeout(r, ADVANCE_DELAY_SLOW_MS + 300));
    expect(progress()).toContain("1 / 3");
    // the answered question is locked: another click posts nothing
    fireEvent.click(await option("is"));
    expect(requests).toHaveLength(1);
    fireEvent.click(next);
    await waitFor(() => expect(progress()).toContain("2 / 3"));
  }, 8000);

  it("exam: no feedback, skip posts is_skipped=1 with zero scores, the last answer finishes", async () => {
    const { requests, onFinish } = setup("exam");
    fireEvent.click(await screen.findByTestId("exam-skip"));
    await waitFor(() => expect(progress()).toContain("2 / 3"));
    expect(requests[0]?.item).toEqual({
      question_id: "q1",
      is_skipped: 1,
      total_score: 0,
      percent_score: 0,
      score: 0,
    });
    fireEvent.click(await option("is"));
    await waitFor(() => expect(progress()).toContain("3 / 3"));
    expect(screen.queryByTestId("answer-feedback")).toBeNull();
    expect(screen.queryByTestId("practice-sidebar")).toBeNull();
    fireEvent.click(await option("has"));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith("guid-1"));
    expect(requests.map((r) => r.is_completed)).toEqual([0, 0, 1]);
    expect(requests).toHaveLength(3);
  });

  it("resumes a saved attempt at current_index with its guid and shows earlier answers in the sidebar", async () => {
    const saved: AnswerData = {
      guid: "guid-old",
      current_index: 2,
      is_completed: 0,
      items: [
        { question_id: "q1", answer_result: "0", score: 5, total_score: 5, percent_score: 100 },
        { question_id: "q2", answer_result: "1", score: 0, total_score: 0, percent_score: 0 },
      ],
    };
    const { requests, onFinish } = setup("practice", saved);
    await option("have");
    expect(progress()).toContain("3 / 3");
    const items = screen.getAllByTestId("sidebar-item");
    expect(items[0]?.textContent).toContain("正解");
    expect(items[1]?.textContent).toContain("不正解");
    expect(items[2]?.textContent).toContain("未回答");
    fireEvent.click(await option("have"));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toMatchObject({ guid: "guid-old", is_completed: 1, current_index: 2 });
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith("guid-old"), {
      timeout: ADVANCE_DELAY_SLOW_MS + 1000,
    });
  });

  it("homework: the sidebar lists scores but cannot be clicked; practice can jump", async () => {
    setup("homework");
    await option("is");
    for (const b of screen.getAllByTestId("sidebar-item"))
      expect((b as HTMLButtonElement).disabled).toBe(true);
  });

  it("practice: clicking an item in the sidebar selects it", async () => {
    setup("practice");
    await option("is");
    fireEvent.click(screen.getAllByTestId("sidebar-item")[2] as HTMLElement);
    await waitFor(() => expect(progress()).toContain("3 / 3"));
  });

  it("switches follow the mode: translation toggles the Japanese; exam and homework switch-offs hide it", async () => {
    setup("practice");
    await option("is");
    expect(screen.queryByText("q1 の日本語訳")).toBeNull();
    fireEvent.click(screen.getByTestId("switch-translation"));
    expect(screen.getByText("q1 の日本語訳")).toBeTruthy();
  });

  it("exam hides every switch", async () => {
    setup("exam");
    await option("is");
    expect(screen.queryByTestId("player-switches")).toBeNull();
  });

  it("keeps the dictionary pen out of a test but not out of practice", async () => {
    setup("exam");
    await option("is");
    expect(screen.getByTestId("player-shell").hasAttribute("data-pen-ignore")).toBe(true);
  });

  it("lets the dictionary pen read a practice item", async () => {
    setup("practice");
    await option("is");
    expect(screen.getByTestId("player-shell").hasAttribute("data-pen-ignore")).toBe(false);
  });

  it("homework with switchTranslation off hides the translation switch", async () => {
    setup("homework", null, { switchTranslation: false });
    await option("is");
    expect(screen.queryByTestId("switch-translation")).toBeNull();
  });
});
