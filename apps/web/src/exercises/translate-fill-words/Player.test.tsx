import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import { renderPlayer, renderResult, sampleItem } from "../listen-fill-blanks/parts/test-harness.tsx";
import Player from "./Player.tsx";
import Result from "./Result.tsx";

describe("translate-fill-words player", () => {
  it("shows the Japanese prompt, validates the blank and posts one string per blank", async () => {
    const { onSubmit, getByTestId } = renderPlayer("translate-fill-words", Player);
    expect(getByTestId("player-translate-fill-words").textContent).toContain("これは私のペンです。");
    const blank = screen.getByLabelText(i18n.t("objb.blank_n", { n: 1, count: 1 }));
    fireEvent.submit((blank as HTMLInputElement).form!);
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("hint_common_please_enter_answer"));
    fireEvent.change(blank, { target: { value: "pen" } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.submit((blank as HTMLInputElement).form!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ question_id: "12", answer_result: ["pen"] }));
  });
});

describe("translate-fill-words result", () => {
  it("shows the prompt, the student's sentence and the right one only at score 0", () => {
    const items = [sampleItem("translate-fill-words")];
    renderResult("translate-fill-words", Result, items, [
      { question_id: "12", answer_result: ["pencil"], score: 0 },
    ]);
    const row = screen.getByTestId("result-row");
    expect(row.textContent).toContain("これは私のペンです。");
    expect(within(row).getByTestId("your-answer").textContent).toBe("This is my pencil.");
    expect(within(row).getByTestId("right-answer").textContent).toBe("This is my pen.");
  });
});
