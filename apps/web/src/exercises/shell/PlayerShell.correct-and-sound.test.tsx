import { type AnswerData, ResourceSchema } from "@hibiki/exercises";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { setPlaySpeed } from "@web/hooks/usePlaySpeed.ts";
import { DEFAULT_SCORE_CONFIG, setScoreConfig } from "@web/lib/app-config.ts";
import { renderWithProviders } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PlayerShell } from "./PlayerShell.tsx";
import { resetSuccessSoundForTests } from "./success-sound.ts";
import { FakeAudioContext, grammarChoiceResource, scoringSave } from "./test-fixtures.ts";

/** A mixed set: two readings, then a grammar choice (original sentences). */
const mixed = ResourceSchema.parse({
  res_code: "test-mixed",
  res_id: 12,
  res_title: "Mixed",
  res_version: 1,
  kind: "mixed",
  option_random: 0,
  items: [
    { kind: "sentence-reading", index: 0, question_id: "m1", screen_en_text: "The river is wide." },
    { kind: "sentence-reading", index: 1, question_id: "m2", screen_en_text: "Birds sing in the morning." },
    {
      kind: "grammar-choice",
      index: 2,
      question_id: "m3",
      screen_text: "She ___ a cat.",
      answers: [
        { index: 0, content: "has", correct: true },
        { index: 1, content: "have", correct: false },
      ],
    },
  ],
});

/** The readings were taken: m1 scored 0.2 (4 %), m2 scored 3.1 (62 %); the choice is open. */
const resumed: AnswerData = {
  guid: "guid-mixed",
  current_index: 2,
  is_completed: 0,
  items: [
    { question_id: "m1", sound_file: "/f/1.mp3", total_score: 0.2, percent_score: 4, score: 0.2 },
    { question_id: "m2", sound_file: "/f/2.mp3", total_score: 3.1, percent_score: 62, score: 3.1 },
  ],
};

function playMixed() {
  const { save } = scoringSave(mixed);
  renderWithProviders(
    <PlayerShell
      resource={mixed}
      mode="practice"
      assetBase="/res/test-mixed/1/"
      answerData={resumed}
      itemStats={[
        { question_id: "m1", learn_count: 1, best_score: 4 },
        { question_id: "m2", learn_count: 1, best_score: 62 },
      ]}
      save={save}
      onFinish={vi.fn()}
      newGuid={() => "unused"}
    />,
  );
}

const sidebar = () => screen.getAllByTestId("sidebar-item").map((b) => b.textContent ?? "");

describe("the sidebar counts a reading as 正解 only at or above the standard score", () => {
  afterEach(() => setScoreConfig(DEFAULT_SCORE_CONFIG));

  it("a reading scored 0.2 is 不正解, one at 62 % is 正解！ (default standard score 60)", async () => {
    playMixed();
    await screen.findByRole("button", { name: /^has/ }, { timeout: 5000 });
    const [m1, m2, m3] = sidebar();
    expect(m1).toContain("不正解");
    expect(m1).not.toContain("正解！");
    expect(m2).toContain("正解！");
    expect(m3).toContain("未回答");
  });

  it("follows the config's standard_score", async () => {
    setScoreConfig({ standard_score: 70 });
    playMixed();
    await screen.findByRole("button", { name: /^has/ }, { timeout: 5000 });
    expect(sidebar()[1]).toContain("不正解");
  });
});

describe("success sound", () => {
  beforeEach(() => {
    vi.stubGlobal("AudioContext", FakeAudioContext);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    resetSuccessSoundForTests();
    FakeAudioContext.made = [];
  });

  function playChoice() {
    const resource = grammarChoiceResource();
    const { save } = scoringSave(resource);
    renderWithProviders(
      <PlayerShell
        resource={resource}
        mode="practice"
        assetBase="/res/test-gc/1/"
        answerData={null}
        itemStats={[]}
        save={save}
        onFinish={vi.fn()}
        newGuid={() => "guid-s"}
      />,
    );
  }
  const notes = () => FakeAudioContext.made.flatMap((c) => c.notes);

  it("a right answer plays a short chime, following the speed setting", async () => {
    setPlaySpeed(1.5);
    playChoice();
    fireEvent.click(await screen.findByRole("button", { name: /^is/ }, { timeout: 5000 }));
    await screen.findByTestId("answer-feedback");
    await waitFor(() => expect(notes()).toHaveLength(3));
    const first = notes()[0]!;
    expect(first.stop - first.start).toBeLessThan(0.25);
  });

  it("a wrong answer plays nothing", async () => {
    playChoice();
    fireEvent.click(await screen.findByRole("button", { name: /^are/ }, { timeout: 5000 }));
    await screen.findByTestId("player-next");
    expect(notes()).toHaveLength(0);
  });

  it("without Web Audio a right answer still advances, silently", async () => {
    vi.stubGlobal("AudioContext", undefined);
    playChoice();
    fireEvent.click(await screen.findByRole("button", { name: /^is/ }, { timeout: 5000 }));
    expect((await screen.findByTestId("answer-feedback")).textContent).toBe("正解！");
    await waitFor(() => expect(screen.getByTestId("player-progress").textContent).toContain("2 / 3"), {
      timeout: 3500,
    });
  });
});
