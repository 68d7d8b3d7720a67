import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import { renderPlayer, renderResult, sampleItem } from "../listen-fill-blanks/parts/test-harness.tsx";
import Player from "./Player.tsx";
import Result from "./Result.tsx";

const check = () => fireEvent.click(screen.getByRole("button", { name: i18n.t("player.submit") }));
const box = () => screen.getByLabelText(i18n.t("objb.typed_label")) as HTMLTextAreaElement;
const item = sampleItem("ja-to-en-writing", { explanation: "「歩いて」は walk で表せます。" });

describe("ja-to-en-writing player", () => {
  it("shows the Japanese sentence and rejects empty input and emoji", async () => {
    const { onSubmit, getByTestId } = renderPlayer("ja-to-en-writing", Player, { item });
    expect(getByTestId("player-ja-to-en-writing").textContent).toContain("私は歩いて学校へ行きます。");
    fireEvent.change(box(), { target: { value: "   " } });
    check();
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("hint_common_please_enter_answer"));
    fireEvent.change(box(), { target: { value: "I walk to school 🏫" } });
    check();
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("hint_common_has_emoji"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks on Enter but not on Shift+Enter or while the IME is composing", async () => {
    const { onSubmit } = renderPlayer("ja-to-en-writing", Player, { item });
    fireEvent.change(box(), { target: { value: " I walk to school. " } });
    fireEvent.keyDown(box(), { key: "Enter", shiftKey: true });
    fireEvent.keyDown(box(), { key: "Enter", isComposing: true });
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.keyDown(box(), { key: "Enter" });
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ question_id: "11", answer_result: "I walk to school." }),
    );
    expect(await screen.findByText(i18n.t("player.correct"))).toBeTruthy();
    expect(box().disabled).toBe(true);
  });

  it("on a wrong answer shows a solution example and the explanation", async () => {
    renderPlayer("ja-to-en-writing", Player, { item, reply: 0 });
    fireEvent.change(box(), { target: { value: "I walks school." } });
    check();
    expect((await screen.findByTestId("right-answer")).textContent).toBe(
      i18n.t("objb.solution_example", { answer: "I walk to school." }),
    );
    expect(screen.getByTestId("explanation").textContent).toContain("「歩いて」は walk で表せます。");
  });
  it("hides the solution example when homework switches sample answers off", async () => {
    renderPlayer("ja-to-en-writing", Player, {
      item,
      reply: 0,
      mode: "homework",
      homework: { switchSampleAnswer: false },
    });
    fireEvent.change(box(), { target: { value: "I walks school." } });
    check();
    expect(await screen.findByText(i18n.t("player.wrong"))).toBeTruthy();
    expect(screen.queryByTestId("right-answer")).toBeNull();
    expect(screen.getByTestId("explanation")).toBeTruthy();
  });
});

describe("ja-to-en-writing result", () => {
  it("shows the solution example only at score 0, and the explanation", () => {
    const second = sampleItem("ja-to-en-writing", {
      index: 1,
      question_id: 12,
      screen_jp_text: "雨です。",
      answer: "It is rainy.",
    });
    renderResult(
      "ja-to-en-writing",
      Result,
      [item, second],
      [
        { question_id: "11", answer_result: "I go to school on foot.", score: 5 },
        { question_id: "12", answer_result: "It rain.", score: 0 },
      ],
    );
    const [right, wrong] = screen.getAllByTestId("result-row");
    expect(right!.textContent).toContain("私は歩いて学校へ行きます。");
    expect(within(right!).getByTestId("your-answer").textContent).toBe("I go to school on foot.");
    expect(within(right!).queryByTestId("right-answer")).toBeNull();
    expect(right!.textContent).toContain("「歩いて」は walk で表せます。");
    expect(within(wrong!).getByTestId("right-answer").textContent).toBe("It is rainy.");
  });
});
