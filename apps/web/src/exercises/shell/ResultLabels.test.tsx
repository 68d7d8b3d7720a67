import { type BaseAnswer, KIND_INFO, type Resource, ResourceSchema } from "@hibiki/exercises";
import { screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { renderWithProviders } from "@web/test/render.tsx";
import { beforeEach, describe, expect, it } from "vitest";
import { ResultScreen } from "./ResultScreen.tsx";

/** Issue 16 (6): the labels of the result screens, as a student reads them in Japanese. */

const choice = (right: string, wrong: string) => [
  { index: 0, content: right, correct: true },
  { index: 1, content: wrong, correct: false },
];

function resource(kind: string, items: Record<string, unknown>[], extra: Record<string, unknown> = {}) {
  return ResourceSchema.parse({
    res_code: `test-${kind}`,
    res_id: 9,
    res_title: "結果の表示",
    res_version: 1,
    kind,
    option_random: 0,
    items: items.map((it, i) => ({ index: i, ...it })),
    ...extra,
  });
}

function showResult(res: Resource, answers: BaseAnswer[]) {
  renderWithProviders(
    <ResultScreen
      resource={res}
      assetBase="/res/test/1/"
      answerData={{ guid: "g", current_index: 0, is_completed: 1, items: answers }}
      summary={{ percent_score: 0, answered: answers.length, correct: 0, skipped: 0 }}
      grade="C"
      mode="practice"
    />,
  );
}

const labels = (rows: HTMLElement[]) => rows.map((r) => r.querySelector(".rs-label")?.textContent);

beforeEach(async () => {
  await i18n.changeLanguage("ja");
});

describe("result labels", () => {
  it("numbers a mixed resource's rows through the whole resource and heads each run with its kind", async () => {
    const res = resource("mixed", [
      {
        kind: "grammar-choice",
        question_id: "m1",
        screen_text: "I ___ a cat.",
        answers: choice("have", "has"),
      },
      { kind: "word-choice", question_id: "m2", screen_text: "dog", mean: "犬", answers: choice("犬", "猫") },
      {
        kind: "grammar-choice",
        question_id: "m3",
        screen_text: "She ___ tall.",
        answers: choice("is", "are"),
      },
      {
        kind: "grammar-choice",
        question_id: "m4",
        screen_text: "We ___ happy.",
        answers: choice("are", "is"),
      },
    ]);
    showResult(res, [
      { question_id: "m1", answer_result: 0, score: 5 },
      { question_id: "m2", answer_result: 1, score: 0 },
      { question_id: "m3", answer_result: 0, score: 5 },
      { question_id: "m4", answer_result: 0, score: 5 },
    ]);
    // Each run's layout is a lazy chunk: wait for all of them.
    await waitFor(() => expect(screen.getAllByTestId("result-row")).toHaveLength(4));
    expect(labels(screen.getAllByTestId("result-row"))).toEqual(["No.1", "No.2", "No.3", "No.4"]);
    const headings = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      KIND_INFO["grammar-choice"].label_ja,
      KIND_INFO["word-choice"].label_ja,
      KIND_INFO["grammar-choice"].label_ja,
    ]);
  });

  it("says the passage was listened to on a pure-listening result, with the full text's audio", async () => {
    const res = resource(
      "pure-listening",
      [
        { question_id: "p1", screen_en_text: "I like music.", audio_file: "audio/p1.mp3" },
        { question_id: "p2", screen_en_text: "I play the piano.", audio_file: "audio/p2.mp3" },
      ],
      { full_text: { title: "My Music", audio_file: "audio/full.mp3" } },
    );
    showResult(res, [{ question_id: "p1", score: 5, total_score: 5, percent_score: 100 }]);
    const row = await screen.findByTestId("result-row");
    expect(row.textContent).toContain("音声を聞きました。");
    expect(row.textContent).not.toContain("読み終わりました");
    expect(row.textContent).not.toContain("あなたの答え");
    expect(row.querySelector("audio")?.getAttribute("src")).toContain("audio/full.mp3");
  });

  it("shows a word-choice prompt once when its meaning repeats it, and the meaning when it adds to it", async () => {
    const res = resource("word-choice", [
      { question_id: "w1", screen_text: "黒板", mean: "黒板", answers: choice("blackboard", "desk") },
      { question_id: "w2", screen_text: "図書室", mean: "図書室、図書館", answers: choice("library", "gym") },
    ]);
    showResult(res, [
      { question_id: "w1", answer_result: 0, score: 5 },
      { question_id: "w2", answer_result: 1, score: 0 },
    ]);
    const [first, second] = await screen.findAllByTestId("result-row");
    expect(first?.textContent?.match(/黒板/g)).toHaveLength(1);
    expect(second?.textContent).toContain("図書室、図書館");
    expect(within(second as HTMLElement).getByTestId("right-answer").textContent).toBe("正しい答え：library");
  });

  it("never shows an empty 「正しい答え：」 on reading comprehension: each wrong question shows its own", async () => {
    const res = resource("reading-comprehension", [
      {
        question_id: "r1",
        screen_title: "Ken's Day",
        screen_text: "Ken gets up at six. He walks to school.",
        questions: [
          {
            index: 0,
            question_id: "r1a",
            screen_text: "When does Ken get up?",
            answers: choice("At six.", "At seven."),
          },
          {
            index: 1,
            question_id: "r1b",
            screen_text: "How does he go?",
            answers: choice("He walks.", "By bus."),
          },
        ],
      },
      {
        question_id: "r2",
        screen_text: "Aki has a dog.",
        answers: choice("A dog.", "A cat."),
      },
    ]);
    showResult(res, [
      {
        question_id: "r1",
        score: 0,
        result: [
          { question_id: "r1a", answer_index: 1, score: 0 },
          { question_id: "r1b", answer_index: 1, score: 0 },
        ],
      },
      { question_id: "r2", answer_result: 1, score: 0 },
    ]);
    const [multi, single] = await screen.findAllByTestId("result-row");
    expect(within(multi as HTMLElement).queryByTestId("right-answer")).toBeNull();
    expect(multi?.textContent).toContain("正しい答え：At six.");
    expect(multi?.textContent).toContain("正しい答え：He walks.");
    expect(within(single as HTMLElement).getByTestId("right-answer").textContent).toBe("正しい答え：A dog.");
  });
});
