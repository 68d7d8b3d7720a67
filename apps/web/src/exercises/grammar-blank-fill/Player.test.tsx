import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import { renderPlayer, renderResult, sampleItem } from "../listen-fill-blanks/parts/test-harness.tsx";
import Player from "./Player.tsx";
import Result from "./Result.tsx";

const check = () => fireEvent.click(screen.getByRole("button", { name: i18n.t("player.submit") }));
const chip = (name: string) => within(screen.getByRole("list")).getByRole("button", { name });
const item = sampleItem("grammar-blank-fill", { explanation: "can のあとの動詞は原形です。" });

describe("grammar-blank-fill player", () => {
  it("shows the template with two blanks and asks for every blank", async () => {
    const { onSubmit, getByTestId } = renderPlayer("grammar-blank-fill", Player, { item });
    expect(getByTestId("player-grammar-blank-fill").textContent).toContain("tennis.");
    fireEvent.click(chip("can"));
    check();
    expect((await screen.findByRole("alert")).textContent).toBe(
      i18n.t("hint_common_sentence_order_no_select_all_msg"),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("on a wrong answer shows the correct answer and the explanation", async () => {
    const { onSubmit } = renderPlayer("grammar-blank-fill", Player, { item, reply: 0 });
    fireEvent.click(chip("can"));
    fireEvent.click(chip("plays"));
    check();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ question_id: "9", answer_result: [0, 2] }));
    expect((await screen.findByTestId("right-answer")).textContent).toBe(
      i18n.t("player.right_answer", { answer: "She can play tennis." }),
    );
    expect(screen.getByTestId("explanation").textContent).toContain("can のあとの動詞は原形です。");
  });

  it("shows neither after a right answer, nor anything in exam mode", async () => {
    const right = renderPlayer("grammar-blank-fill", Player, { item, reply: 5 });
    fireEvent.click(chip("can"));
    fireEvent.click(chip("play"));
    check();
    expect(await screen.findByText(i18n.t("player.correct"))).toBeTruthy();
    expect(screen.queryByTestId("right-answer")).toBeNull();
    right.unmount();
    const exam = renderPlayer("grammar-blank-fill", Player, { item, reply: 0, mode: "exam" });
    fireEvent.click(chip("can"));
    fireEvent.click(chip("plays"));
    check();
    await waitFor(() => expect(exam.onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId("right-answer")).toBeNull();
    expect(screen.queryByText(i18n.t("player.wrong"))).toBeNull();
  });
});

describe("grammar-blank-fill result", () => {
  it("shows the filled template, the right sentence at 0 and the explanation", () => {
    renderResult(
      "grammar-blank-fill",
      Result,
      [item],
      [{ question_id: "9", answer_result: "can|plays", score: 0 }],
    );
    const row = screen.getByTestId("result-row");
    expect(within(row).getByTestId("your-answer").textContent).toBe("She can plays tennis.");
    expect(within(row).getByTestId("right-answer").textContent).toBe("She can play tennis.");
    expect(row.textContent).toContain("can のあとの動詞は原形です。");
  });
});
