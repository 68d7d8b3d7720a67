import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import { renderPlayer, renderResult, sampleItem } from "../listen-fill-blanks/parts/test-harness.tsx";
import Player from "./Player.tsx";
import Result from "./Result.tsx";

const check = () => fireEvent.click(screen.getByRole("button", { name: i18n.t("player.submit") }));
const chip = (name: string) => within(screen.getByRole("list")).getByRole("button", { name });

describe("fill-in-order player", () => {
  it("says hint_common_sentence_order_no_select_all_msg until every blank is filled", async () => {
    const { onSubmit, getByTestId } = renderPlayer("fill-in-order", Player);
    expect(getByTestId("player-fill-in-order")).toBeTruthy();
    check();
    expect((await screen.findByRole("alert")).textContent).toBe(
      i18n.t("hint_common_sentence_order_no_select_all_msg"),
    );
    fireEvent.click(chip("morning."));
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.click(chip("Good"));
    check();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ question_id: "10", answer_result: [1, 0] }));
    expect(await screen.findByText(i18n.t("player.correct"))).toBeTruthy();
  });

  it("resumes a stored answer (saved as contents) locked", () => {
    renderPlayer("fill-in-order", Player, {
      previous: { question_id: "10", answer_result: "Good|morning.", score: 5, total_score: 5 },
    });
    const first = screen.getByRole("button", { name: i18n.t("objb.slot_filled", { n: 1, text: "Good" }) });
    expect((first as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole("button", { name: i18n.t("player.submit") })).toBeNull();
  });
});

describe("fill-in-order result", () => {
  it("shows the right sentence only when the score is 0", () => {
    const items = [sampleItem("fill-in-order")];
    const right = renderResult("fill-in-order", Result, items, [
      { question_id: "10", answer_result: [0, 1], score: 5 },
    ]);
    expect(screen.getByTestId("your-answer").textContent).toBe("Good morning.");
    expect(screen.queryByTestId("right-answer")).toBeNull();
    expect(screen.getByTestId("result-row").dataset.colour).toBe("correct");
    right.unmount();
    renderResult("fill-in-order", Result, items, [{ question_id: "10", answer_result: [1, 0], score: 0 }]);
    expect(screen.getByTestId("right-answer").textContent).toBe("Good morning.");
    expect(screen.getByTestId("result-row").dataset.colour).toBe("wrong");
  });
});
