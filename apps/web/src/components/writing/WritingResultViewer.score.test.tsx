import { type EngineResult, EngineResultSchema, WritingErrorTypeSchema } from "@hibiki/contracts";
import { render, screen, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { afterEach, describe, expect, it } from "vitest";
import { writingUiEn, writingUiJa } from "./i18n.ts";
import { WritingResultViewer } from "./WritingResultViewer.tsx";

const part = (n: number, why: string) => ({ score: n, explanation_ja: why });
const overall = {
  vocabulary_diversity: part(40, "語彙"),
  vocabulary_correctness: part(90, "語彙正確"),
  grammar_diversity: part(30, "文法"),
  grammar_correctness: part(100, "文法正確"),
};

/** "I go." on a 25-80-word opinion task: no errors, but far too short. */
const tooShort: EngineResult = EngineResultSchema.parse({
  text: "I go.",
  overall_evaluation: overall,
  comments: [{ sent_content: "I go.", sent_comments: [] }],
  score: {
    total: 18,
    task_completion: {
      score: 8,
      explanation_ja: "25語以上書きましょう。",
      word_count: 2,
      min_words: 25,
      max_words: 80,
      length: "too_short",
      coverage: 0.1,
    },
    accuracy: {
      score: 60,
      explanation_ja: "短いので正確さは少なめに数えます。",
      errors: 0,
      per_100_words: 0,
    },
    vocabulary: part(10, "使った単語がとても少ないです。"),
    organisation: {
      score: 12,
      explanation_ja: "文が1つだけです。",
      sentences: 1,
      paragraphs: 1,
      connectives: 0,
    },
  },
  eiken_rubric: {
    kind: "opinion",
    content: 0,
    organisation: 1,
    vocabulary: 1,
    grammar: 2,
    total: 4,
    notes_ja: ["意見と理由を2つ書きましょう。", "First / Second でつなぎましょう。"],
  },
});

/** A result stored before the score existed, with one finding of each new type. */
const NEW_TYPES = [
  "be_verb",
  "verb_pattern",
  "double_negative",
  "comparative",
  "sentence_structure",
  "false_friend",
] as const;
const old: EngineResult = EngineResultSchema.parse({
  text: "My grandmother getting old.",
  overall_evaluation: overall,
  comments: [
    {
      sent_content: "My grandmother getting old.",
      sent_comments: NEW_TYPES.map((type, i) => ({
        comments: type,
        hit_words_pos: { startPos: i, endPos: i + 1 },
        explanation_ja: `説明 ${type}`,
        suggestion: "x",
        type,
      })),
    },
  ],
});

describe("WritingResultViewer with the writing score (issue 18 #4)", () => {
  afterEach(async () => {
    await i18n.changeLanguage("ja");
  });

  it("shows the total prominently and the four parts with their explanations and facts", () => {
    render(<WritingResultViewer engine={tooShort} />);
    const section = screen.getByRole("region", { name: "作文のスコア" });
    expect(within(section).getByTestId("writing-total").textContent).toContain("合計 18 点（100 点満点）");
    const list = within(section).getByRole("list", { name: "4つの項目の点数（それぞれ 100 点満点）" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((li) => within(li).getByRole("heading").textContent)).toEqual([
      "課題の達成",
      "文法とつづりの正確さ",
      "語彙",
      "文章の組み立て",
    ]);
    expect(items.map((li) => within(li).getByTestId("writing-part-score").textContent)).toEqual([
      "8 / 100",
      "60 / 100",
      "10 / 100",
      "12 / 100",
    ]);
    const task = screen.getByTestId("writing-part-task_completion");
    expect(task.textContent).toContain("2語 / 25〜80語");
    expect(within(task).getByTestId("writing-length-flag").textContent).toBe("短すぎます");
    expect(task.textContent).toContain("25語以上書きましょう。");
    expect(screen.getByTestId("writing-part-accuracy").textContent).toContain("まちがい 0 個");
    expect(screen.getByTestId("writing-part-organisation").textContent).toContain(
      "文 1 · 段落 1 · つなぎ言葉 0",
    );
    const widths = screen.getAllByTestId("writing-part-fill").map((f) => f.style.width);
    expect(widths).toEqual(["8%", "60%", "10%", "12%"]);
  });

  it("does not praise a too-short text that has no errors; the spec's four-measure chart stays below", () => {
    const { container } = render(<WritingResultViewer engine={tooShort} />);
    expect(screen.getByTestId("writing-no-errors").textContent).toBe("まちがいは見つかりませんでした。");
    const score = screen.getByTestId("writing-score");
    const chart = screen.getByTestId("score-chart");
    expect(score.compareDocumentPosition(chart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelectorAll("rect.bar")).toHaveLength(4);
  });

  it("shows the Eiken-style rubric: four bands of 0-4, the total out of 16 and the notes", () => {
    render(<WritingResultViewer engine={tooShort} />);
    const rubric = screen.getByRole("region", { name: /英検スタイルの評価/ });
    expect(rubric.textContent).toContain("意見文");
    expect(within(rubric).getByTestId("writing-rubric-total").textContent).toBe("合計 4 / 16");
    const bands = within(
      within(rubric).getByRole("list", { name: "4つの観点（それぞれ 4 点満点）" }),
    ).getAllByRole("listitem");
    expect(bands.map((b) => b.textContent)).toEqual(["内容0 / 4", "構成1 / 4", "語彙1 / 4", "文法2 / 4"]);
    expect(bands[3]?.querySelectorAll("[data-on]")).toHaveLength(2);
    expect(within(rubric).getByTestId("writing-rubric-notes").textContent).toContain(
      "意見と理由を2つ書きましょう。",
    );
  });

  it("switches every new label to English", async () => {
    await i18n.changeLanguage("en");
    render(<WritingResultViewer engine={tooShort} />);
    expect(screen.getByRole("region", { name: "Writing score" })).toBeTruthy();
    expect(screen.getByTestId("writing-length-flag").textContent).toBe("Too short");
    expect(screen.getByTestId("writing-rubric-total").textContent).toBe("Total 4 / 16");
  });
});

describe("WritingResultViewer without a score (results stored before issue 18)", () => {
  it("keeps today's view: the four-measure chart, no score or rubric section", () => {
    render(<WritingResultViewer engine={old} />);
    expect(screen.getByTestId("score-chart")).toBeTruthy();
    expect(screen.queryByTestId("writing-score")).toBeNull();
    expect(screen.queryByTestId("writing-rubric")).toBeNull();
  });

  it("labels the new error types in the comment list", () => {
    render(<WritingResultViewer engine={old} />);
    expect(screen.getAllByTestId("writing-type").map((e) => e.textContent)).toEqual([
      "be動詞",
      "-ing と to",
      "二重否定",
      "比較の形",
      "文の組み立て",
      "和製英語",
    ]);
  });

  it("has a Japanese and an English label for every error type of the contract", () => {
    for (const type of WritingErrorTypeSchema.options) {
      const key = `writing.type_${type}` as keyof typeof writingUiJa;
      expect(writingUiJa[key], type).toBeTruthy();
      expect(writingUiEn[key], type).toBeTruthy();
    }
  });
});
