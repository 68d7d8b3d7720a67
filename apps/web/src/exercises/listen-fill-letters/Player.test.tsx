import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import { renderPlayer, renderResult, sampleItem } from "../listen-fill-blanks/parts/test-harness.tsx";
import Player from "./Player.tsx";
import Result from "./Result.tsx";

const check = () => fireEvent.click(screen.getByRole("button", { name: i18n.t("player.submit") }));
const tiles = () => within(screen.getByRole("list", { name: i18n.t("objb.letters") }));

describe("listen-fill-letters player", () => {
  it("offers the answer letters and the distractors, and asks for a letter per blank", async () => {
    const { onSubmit, getByTestId } = renderPlayer("listen-fill-letters", Player);
    expect(getByTestId("player-listen-fill-letters")).toBeTruthy();
    expect(
      tiles()
        .getAllByRole("button")
        .map((b) => b.textContent)
        .sort(),
    ).toEqual(["a", "o"]);
    check();
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("hint_common_please_enter_answer"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("needs as many letters as blanks, then posts them in order", async () => {
    const item = sampleItem("listen-fill-letters", {
      screen_text: "b_rd_",
      filling_answer_letters: ["i", "s"],
      filling_remain_letters: ["e"],
      answer: "birds",
    });
    const { onSubmit } = renderPlayer("listen-fill-letters", Player, { item });
    fireEvent.click(tiles().getByRole("button", { name: "i" }));
    check();
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("hint_common_please_enter_answer"));
    fireEvent.click(tiles().getByRole("button", { name: "s" }));
    check();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ question_id: "8", answer_result: ["i", "s"] }),
    );
  });

  it("takes typed letters (curly quotes straightened) and Backspace", async () => {
    const item = sampleItem("listen-fill-letters", {
      screen_text: "don_t",
      filling_answer_letters: ["'"],
      filling_remain_letters: ["e"],
      answer: "don't",
    });
    const { onSubmit } = renderPlayer("listen-fill-letters", Player, { item });
    const e = tiles().getByRole("button", { name: "e" });
    fireEvent.keyDown(e, { key: "E" });
    expect(
      screen.getByRole("button", { name: i18n.t("objb.letter_slot_filled", { n: 1, text: "e" }) }),
    ).toBeTruthy();
    fireEvent.keyDown(e, { key: "Backspace" });
    fireEvent.keyDown(e, { key: "\u2019" });
    expect(
      screen.getByRole("button", { name: i18n.t("objb.letter_slot_filled", { n: 1, text: "'" }) }),
    ).toBeTruthy();
    check();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ question_id: "8", answer_result: ["'"] }));
  });

  it("keeps the authored letter order when option_random is 0", () => {
    const item = sampleItem("listen-fill-letters", { filling_remain_letters: ["o", "e", "u", "i", "y"] });
    renderPlayer("listen-fill-letters", Player, { item, resource: { option_random: 0 } });
    expect(
      tiles()
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["a", "o", "e", "u", "i", "y"]);
  });

  it("puts a letter back when its blank is pressed", () => {
    renderPlayer("listen-fill-letters", Player);
    fireEvent.click(tiles().getByRole("button", { name: "o" }));
    fireEvent.click(
      screen.getByRole("button", { name: i18n.t("objb.letter_slot_filled", { n: 1, text: "o" }) }),
    );
    expect(screen.getByRole("button", { name: i18n.t("objb.letter_slot_empty", { n: 1 }) })).toBeTruthy();
    expect((tiles().getByRole("button", { name: "o" }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe("listen-fill-letters result", () => {
  it("shows the spelled word, and the right word only at score 0", () => {
    const items = [sampleItem("listen-fill-letters")];
    renderResult("listen-fill-letters", Result, items, [
      { question_id: "8", answer_result: ["o"], score: 0 },
    ]);
    expect(screen.getByTestId("your-answer").textContent).toBe("cot");
    expect(screen.getByTestId("right-answer").textContent).toBe("cat");
  });
});
