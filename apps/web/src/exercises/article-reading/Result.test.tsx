import { type ArticleReadingItem, ArticleReadingItemSchema, type BaseAnswer } from "@hibiki/exercises";
import { fireEvent, screen } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import { fakeServices, renderSpeaking } from "../speaking/test-harness.tsx";
import { articleFeedback, toChapterAnswer } from "./article-answer.ts";
import ArticleReadingResult from "./Result.tsx";

const items: ArticleReadingItem[] = [
  "Our school has a small garden.",
  "We grow tomatoes and beans there.",
].map((t, i) => ArticleReadingItemSchema.parse({ index: i, question_id: `a${i + 1}`, screen_en_text: t }));

/** evaluate_html of the 12 article words with the first `omitted` words omitted. */
function html(omitted: number): string {
  const words = "Our school has a small garden. We grow tomatoes and beans there.".split(" ");
  return words.map((w, i) => `<span class="sw sw-${i < omitted ? "omitted" : "ok"}">${w}</span>`).join(" ");
}

function renderResult(answers: BaseAnswer[]) {
  renderSpeaking(
    <ArticleReadingResult
      kind="article-reading"
      items={items}
      answers={answers}
      assetBase="/assets/"
      mode="practice"
    />,
    fakeServices().services,
  );
}

describe("article-reading result", () => {
  it.each([
    [4, "faster"], // 12 words in 4 s = 180 wpm
    [7.2, "average"], // 100 wpm
    [12, "slower"], // 60 wpm
  ])("whole text read in %s s gives the %s speed feedback", (seconds, band) => {
    renderResult([
      {
        question_id: "a1",
        practice_type: 2,
        total_score: 4,
        sound_file: "/r/1.mp3",
        evaluate_html: html(0),
        record_duration: seconds,
      },
    ]);
    expect(screen.getByTestId("result-article-reading").dataset.mode).toBe("full");
    expect(screen.getByTestId("article-feedback").dataset.feedback).toBe(band);
    expect(screen.getAllByTestId("score-total")[0]?.dataset.points).toBe("80");
  });

  it("asks to read at least half when under half of the words were read", () => {
    renderResult([
      {
        question_id: "a1",
        practice_type: 2,
        total_score: 1,
        sound_file: "/r/1.mp3",
        evaluate_html: html(7),
        record_duration: 3,
      },
    ]);
    expect(screen.getByTestId("article-feedback").dataset.feedback).toBe("read_more");
  });

  it("shows one reading speed, by the spec's rule, and offers the model reading of the whole text", () => {
    const voiced = items.map((it, i) => ({ ...it, audio_file: `audio/a${i + 1}.mp3` }));
    renderSpeaking(
      <ArticleReadingResult
        kind="article-reading"
        items={voiced}
        answers={[
          {
            question_id: "a1",
            practice_type: 2,
            total_score: 4,
            sound_file: "/r/1.mp3",
            evaluate_html: html(0),
            record_duration: 7.2, // 12 words read in 7.2 s: 100 words per minute
            study_report: JSON.stringify({ speed: 150, errorwords: [] }),
          },
        ]}
        assetBase="/assets/"
        mode="practice"
      />,
      fakeServices().services,
    );
    const result = screen.getByTestId("result-article-reading");
    expect(result.querySelector("[data-testid='reading-speed']")).toBeNull();
    expect(result.textContent).not.toContain("150");
    expect(screen.getByTestId("article-feedback").textContent).toContain("100");
    const model = screen.getByTestId("play-model-sequence");
    expect(model.textContent).toBe(i18n.t("article.model_play"));
    const audio = screen.getByTestId("article-model-audio");
    expect(audio.getAttribute("src")).toContain("/assets/audio/a1.mp3");
    fireEvent.click(model);
    fireEvent.ended(audio);
    expect(audio.getAttribute("src")).toContain("/assets/audio/a2.mp3");
  });

  it("sentence mode plays the recordings in sequence; pressing again pauses, then resumes", () => {
    renderResult([
      { question_id: "a1", practice_type: 1, total_score: 3, sound_file: "/r/1.mp3" },
      { question_id: "a2", practice_type: 1, total_score: 5, sound_file: "/r/2.mp3" },
    ]);
    expect(screen.getByTestId("result-article-reading").dataset.mode).toBe("sentence");
    expect(screen.getAllByTestId("result-row")).toHaveLength(2);
    const button = screen.getByTestId("play-sequence");
    const audio = screen.getByTestId("sequence-audio") as HTMLAudioElement;
    expect(audio.getAttribute("src")).toBe("/r/1.mp3");
    fireEvent.click(button);
    expect(button.dataset.state).toBe("playing");
    fireEvent.click(button);
    expect(button.dataset.state).toBe("paused");
    fireEvent.click(button);
    expect(button.dataset.state).toBe("playing");
    fireEvent.ended(audio);
    expect(audio.getAttribute("src")).toBe("/r/2.mp3");
    expect(button.dataset.state).toBe("playing");
    fireEvent.ended(audio);
    expect(button.dataset.state).toBe("idle");
    expect(audio.getAttribute("src")).toBe("/r/1.mp3");
  });
});

describe("article answers", () => {
  it("the chapter total is the floored mean of accuracy, fluency, integrity and total", () => {
    const a = toChapterAnswer(
      {
        question_id: "a1",
        total_score: 3.5,
        accuracy_score: 4,
        fluency_score: 2.9,
        integrity_score: 5,
        sound_file: "x",
      },
      "text",
    );
    expect(a).toMatchObject({
      total_score: 3.85,
      score: 3.85,
      percent_score: 77,
      practice_type: 2,
      full_text: "text",
    });
  });

  it("gives no speed feedback without coloured words or a duration", () => {
    expect(articleFeedback({ question_id: "a1", record_duration: 5 }, 12)).toBeNull();
    expect(articleFeedback({ question_id: "a1", evaluate_html: html(0) }, 12)).toBeNull();
  });
});
