import { screen } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import { SwitchesContext } from "../shell/switches.ts";
import { renderSpeaking } from "../speaking/test-harness.tsx";
import Result from "./Result.tsx";
import { chatServices } from "./test-harness.ts";
import { chatItem } from "./test-item.ts";

const answer = {
  question_id: "cb1",
  recognize_text: "I want ramen\nblue sky",
  answer_result: [0, 0],
  total_score: 5,
  turns: [
    {
      question_id: "cb1-0",
      recognize_text: "I want ramen",
      answer_index: 0,
      sound_file: "/v3/files/rec/1.mp3",
    },
    {
      question_id: "cb1-1",
      recognize_text: "blue sky",
      answer_index: 0,
      sound_file: "/v3/files/rec/2.mp3",
      fallback: 1,
    },
    { question_id: "cb1-9", recognize_text: 42 },
  ],
};

function renderResult(answers: object[], translation = false) {
  const switches = {
    on: { translation, subtitle: true, sampleAnswer: false, tips: false },
    allowed: { translation: true, subtitle: true, sampleAnswer: true, tips: true, speed: true },
  };
  return renderSpeaking(
    <SwitchesContext.Provider value={switches}>
      <Result
        kind="chat-bot"
        items={[chatItem]}
        answers={answers as never}
        assetBase="/assets/"
        mode="practice"
      />
    </SwitchesContext.Provider>,
    chatServices().services,
  );
}

describe("chat-bot result", () => {
  it("shows the conversation: bot lines with audio, replies with replay, matched options and samples", () => {
    renderResult([answer], true);
    const row = screen.getByTestId("result-row");
    expect(row.querySelector(".rs-label")?.textContent).toBe("No.1");
    expect(screen.getByTestId("chat-turn-count").textContent).toBe(i18n.t("chatbot.turns", { n: 2 }));
    const bots = screen.getAllByTestId("chat-bot-line");
    // the two questions asked, then the closing line "Hot ramen" led to
    expect(bots.map((b) => b.querySelector(".cb-text")?.textContent)).toEqual([
      "What do you want for lunch?",
      "Hot or cold ramen?",
      "Enjoy your meal!",
    ]);
    expect(bots[0]?.textContent).toContain("Emi");
    expect(bots[0]?.textContent).toContain("お昼ごはんは何がいいですか。");
    expect(bots[0]?.querySelector("img")?.getAttribute("src")).toContain("chat/emi.svg");
    expect(screen.getAllByTestId("chat-bot-audio").map((a) => a.getAttribute("src"))).toEqual([
      expect.stringContaining("chat/q0.mp3"),
      expect.stringContaining("chat/q3.mp3"),
    ]);
    const replies = screen.getAllByTestId("chat-student-line");
    // the malformed third turn is dropped
    expect(replies).toHaveLength(2);
    expect(replies[0]?.querySelector("[data-testid='my-recording']")?.getAttribute("src")).toBe(
      "/v3/files/rec/1.mp3",
    );
    expect(replies[0]?.querySelector("[data-testid='chat-matched']")?.textContent).toContain("I want ramen.");
    expect(replies[0]?.querySelector("[data-testid='chat-sample']")?.textContent).toContain("I want ramen.");
    expect(replies[1]?.querySelector("[data-testid='chat-fallback']")).toBeTruthy();
  });

  it("hides translations unless the toggle is on", () => {
    renderResult([answer], false);
    expect(screen.getByTestId("result-chat-bot").textContent).not.toContain("お昼ごはん");
  });

  it("says the conversation was not answered or was skipped", () => {
    renderResult([]);
    expect(screen.getByTestId("result-row").textContent).toContain(i18n.t("result.no_answer"));
    expect(screen.queryByTestId("chat-transcript")).toBeNull();
  });

  it("survives an answer without turns", () => {
    renderResult([{ question_id: "cb1", is_skipped: 1 }]);
    expect(screen.getByTestId("result-row").textContent).toContain(i18n.t("result.skipped"));
    renderResult([{ question_id: "cb1", recognize_text: "hello", turns: "oops" }]);
    expect(screen.getAllByTestId("chat-turn-count")[0]?.textContent).toBe(i18n.t("chatbot.turns", { n: 0 }));
    expect(screen.getByTestId("chat-recognized").textContent).toBe("hello");
  });
});
