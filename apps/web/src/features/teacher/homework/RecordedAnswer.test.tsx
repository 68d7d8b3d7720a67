import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { forgetEvaluationXml } from "@web/lib/speech/index.ts";
import { SAMPLE_OPEN_ANSWER_XML } from "@web/lib/speech/sample-open-answer.xml.ts";
import { SAMPLE_ISE_XML } from "@web/lib/speech/sample-result.xml.ts";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "../shell/i18n.ts";
import { RecordedAnswer } from "./RecordedAnswer.tsx";

const OPEN = "/v3/files/eval/hbk00000000000000d1.xml?sig=o";
const READ = "/v3/files/eval/hbk00000000000000d2.xml?sig=r";

let requested: string[] = [];
beforeEach(() => {
  requested = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requested.push(new URL(url).pathname);
      if (url.includes("d1.xml")) return new Response(SAMPLE_OPEN_ANSWER_XML);
      if (url.includes("d2.xml")) return new Response(SAMPLE_ISE_XML);
      return new Response("gone", { status: 404 });
    }),
  );
});
afterEach(async () => {
  vi.unstubAllGlobals();
  forgetEvaluationXml();
  await i18n.changeLanguage("ja");
});

function renderReview(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const recorded = (evaluate_result: string, extra = {}) => ({
  question_id: "q1",
  sound_file: "/v3/files/rec/q1.mp3?sig=s",
  evaluate_result,
  evaluate_html: '<span class="sw sw-ok">a</span>',
  ...extra,
});

describe("teacher review of a recorded answer", () => {
  it("loads the kept XML of an open answer and shows its scores, comment, elements and notes", async () => {
    renderReview(<RecordedAnswer item={recorded(OPEN)} />);
    const replay = screen.getByRole("group", { name: "録音を再生" });
    expect(within(replay).getByTestId("recorded-answer-audio").getAttribute("src")).toBe(
      "/v3/files/rec/q1.mp3?sig=s",
    );
    const detail = await screen.findByTestId("open-answer");
    expect(requested).toEqual(["/v3/files/eval/hbk00000000000000d1.xml"]);
    expect(within(detail).getByTestId("score-open-total").dataset.points).toBe("76");
    expect(within(detail).getByTestId("open-answer-comment").textContent).toContain(
      "男の人のことも加えましょう",
    );
    expect(
      within(detail)
        .getAllByTestId("open-answer-element")
        .map((e) => e.dataset.found),
    ).toEqual(["true", "true", "false"]);
    expect(
      within(detail)
        .getAllByTestId("answer-hit")
        .map((h) => h.dataset.element),
    ).toEqual(["boy-ball", "girl-dog"]);
    expect(within(detail).getByTestId("language-note").textContent).toContain("kick");
    // headed under the item's h4, and worded for the teacher
    expect([...detail.querySelectorAll("h5")].map((h) => h.textContent)).toEqual([
      "コメント",
      "生徒の答え",
      "答えに入れたいこと",
      "答え方の形",
      "英語のポイント",
    ]);
    expect(within(detail).getByTestId("open-answer-text").textContent).toContain("生徒の答え");
    expect(within(detail).getByTestId("found-count").textContent).toBe("3 個のうち 2 個言えています");
  });

  it("shows the English labels in the English console", async () => {
    await i18n.changeLanguage("en");
    renderReview(<RecordedAnswer item={recorded(OPEN)} />);
    await screen.findByTestId("open-answer");
    expect(screen.getAllByTestId("open-answer-element")[2]?.textContent).toContain("A man is reading a book");
  });

  it("shows a reading's scored words from its kept XML", async () => {
    renderReview(<RecordedAnswer item={recorded(READ)} />);
    const words = await screen.findByTestId("spoken-words");
    expect(words.textContent).toContain("guitar");
    expect(screen.queryByTestId("open-answer")).toBeNull();
  });

  it("says when the evaluation cannot be loaded", async () => {
    renderReview(<RecordedAnswer item={recorded("/v3/files/eval/hbk00000000000000ff.xml?sig=x")} />);
    expect(await screen.findByTestId("evaluation-failed")).toBeTruthy();
  });

  it("lists each record step of an integrated answer with its own evaluation", async () => {
    const item = {
      ...recorded(OPEN),
      steps: [
        recorded(READ, { question_id: "s1" }),
        { question_id: "s2", is_skipped: 1 },
        recorded(OPEN, { question_id: "s3" }),
      ],
    };
    renderReview(<RecordedAnswer item={item} />);
    const steps = within(screen.getByTestId("recorded-steps")).getAllByRole("listitem");
    expect(steps.map((s) => s.querySelector("h5")?.textContent)).toEqual(["録音 1", "録音 2", "録音 3"]);
    await within(steps[0]!).findByTestId("spoken-words");
    expect(steps[1]?.textContent).toContain("スキップ");
    await within(steps[2]!).findByTestId("open-answer");
  });
});
