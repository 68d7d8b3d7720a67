import { screen } from "@testing-library/react";
import { signIn } from "@web/lib/session.ts";
import { json, renderWithProviders, scriptedFetch } from "@web/test/render.tsx";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { WritingAnalysis } from "./WritingAnalysis.tsx";

const part = (n: number) => ({ score: n, explanation_ja: `説明${n}` });
const RECORD = {
  writing_id: 7,
  source: "ai_writing",
  topic_id: "jh-my-weekend",
  title: "My Weekend",
  level: "junior",
  content: "I go.",
  word_count: 2,
  error_count: 0,
  percent_score: 18,
  total_score: 5,
  engine_result: "/v3/files/writing/7.json?sig=x",
  correct_notes: [],
  created_at: "2026-11-28T10:00:00Z",
};
const ENGINE = {
  text: "I go.",
  overall_evaluation: {
    vocabulary_diversity: part(20),
    vocabulary_correctness: part(90),
    grammar_diversity: part(10),
    grammar_correctness: part(100),
  },
  comments: [{ sent_content: "I go.", sent_comments: [] }],
  score: {
    total: 18,
    task_completion: {
      ...part(8),
      word_count: 2,
      min_words: 25,
      max_words: 80,
      length: "too_short",
      coverage: 0,
    },
    accuracy: { ...part(60), errors: 0, per_100_words: 0 },
    vocabulary: part(10),
    organisation: { ...part(12), sentences: 1, paragraphs: 1, connectives: 0 },
  },
  eiken_rubric: null,
};

/** Issue 18 #6: /ai-writing/result/analysis opened directly (no page before it brought styles or data). */
describe("WritingAnalysis opened directly", () => {
  beforeEach(() => signIn({ token: "tok", id: 3, username: "student1", isCollege: false }));
  afterEach(() => vi.unstubAllGlobals());

  it("shows the score with its parts and the four-measure chart with painted bars", async () => {
    const fetch = scriptedFetch([
      async () => json(200, { code: 0, message: "ok", data: RECORD }),
      async () => json(200, ENGINE),
    ]);
    vi.stubGlobal("fetch", fetch.fn);
    renderWithProviders(<WritingAnalysis writingId={7} />);
    await screen.findByTestId("writing-analysis");
    expect(screen.getByTestId("writing-total").textContent).toContain("18");
    expect(screen.getByTestId("writing-length-flag").textContent).toBe("短すぎます");
    expect(screen.queryByTestId("writing-rubric")).toBeNull();
    const bars = [...screen.getByTestId("score-chart").querySelectorAll("rect.bar")] as SVGElement[];
    expect(bars.map((b) => b.style.getPropertyValue("fill"))).toEqual(
      Array(4).fill("var(--c-primary, #2f6fde)"),
    );
  });
});
