import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import { renderPlayer, renderResult, sampleItem } from "../listen-fill-blanks/parts/test-harness.tsx";
import Player from "./Player.tsx";
import Result from "./Result.tsx";

const check = () => fireEvent.click(screen.getByRole("button", { name: i18n.t("player.submit") }));
const chip = (name: string) => within(screen.getByRole("list")).getByRole("button", { name });

describe("sentence-sorting player", () => {
  it("says hint_common_please_enter_answer while a blank is empty", async () => {
    const { onSubmit, getByTestId } = renderPlayer("sentence-sorting", Player);
    expect(getByTestId("player-sentence-sorting")).toBeTruthy();
    fireEvent.click(chip("am"));
    check();
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("hint_common_please_enter_answer"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("fills blanks in tap order, puts a word back when its blank is tapped, and posts option indices", async () => {
    const { onSubmit } = renderPlayer("sentence-sorting", Player);
    fireEvent.click(chip("am"));
    expect((chip("am") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: i18n.t("objb.slot_filled", { n: 1, text: "am" }) }));
    expect((chip("am") as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(chip("I"));
    fireEvent.click(chip("am"));
    fireEvent.click(chip("Ken."));
    check();
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ question_id: "7", answer_result: [0, 1, 2] }),
    );
    expect(await screen.findByText(i18n.t("player.correct"))).toBeTruthy();
    expect((chip("I") as HTMLButtonElement).disabled).toBe(true);
  });

  it("clears every blank with Start over", () => {
    renderPlayer("sentence-sorting", Player);
    fireEvent.click(chip("Ken."));
    fireEvent.click(screen.getByRole("button", { name: i18n.t("objb.clear") }));
    expect(screen.getByRole("button", { name: i18n.t("objb.slot_empty", { n: 1 }) })).toBeTruthy();
  });
});

describe("sentence-sorting result", () => {
  it("shows the built sentence, and the right one only at score 0", () => {
    const items = [
      sampleItem("sentence-sorting"),
      sampleItem("sentence-sorting", { index: 1, question_id: 70 }),
    ];
    renderResult("sentence-sorting", Result, items, [
      { question_id: "7", answer_result: "I|am|Ken.", score: 5 },
      { question_id: "70", answer_result: [1, 0, 2], score: 0 },
    ]);
    const [right, wrong] = screen.getAllByTestId("result-row");
    expect(within(right!).getByTestId("your-answer").textContent).toBe("I am Ken.");
    expect(within(right!).queryByTestId("right-answer")).toBeNull();
    expect(wrong!.dataset.colour).toBe("wrong");
    expect(within(wrong!).getByTestId("your-answer").textContent).toBe("am I Ken.");
    expect(within(wrong!).getByTestId("right-answer").textContent).toBe("I am Ken.");
  });
});
