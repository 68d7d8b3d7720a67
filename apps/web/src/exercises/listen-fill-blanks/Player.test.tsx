import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { i18n } from "@web/i18n/index.ts";
import { describe, expect, it } from "vitest";
import Player from "./Player.tsx";
import { renderPlayer, renderResult, sampleItem } from "./parts/test-harness.tsx";
import Result from "./Result.tsx";

const check = () => fireEvent.click(screen.getByRole("button", { name: i18n.t("player.submit") }));

describe("listen-fill-blanks player", () => {
  it("asks for an answer when a blank is empty and posts nothing", async () => {
    const { onSubmit, getByTestId } = renderPlayer("listen-fill-blanks", Player);
    expect(getByTestId("player-listen-fill-blanks")).toBeTruthy();
    check();
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("hint_common_please_enter_answer"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("rejects emoji with hint_common_has_emoji", async () => {
    const { onSubmit } = renderPlayer("listen-fill-blanks", Player);
    fireEvent.change(screen.getByLabelText(i18n.t("objb.blank_n", { n: 1, count: 1 })), {
      target: { value: "in 🐱" },
    });
    check();
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("hint_common_has_emoji"));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("keeps a blank to 20 characters and submits with Enter", async () => {
    const { onSubmit } = renderPlayer("listen-fill-blanks", Player);
    const box = screen.getByLabelText(i18n.t("objb.blank_n", { n: 1, count: 1 })) as HTMLInputElement;
    fireEvent.change(box, { target: { value: "abcdefghijklmnopqrstuvwxyz" } });
    expect(box.value).toBe("abcdefghijklmnopqrst");
    fireEvent.change(box, { target: { value: " in " } });
    await act(async () => {
      fireEvent.submit(box.form!);
    });
    expect(onSubmit).toHaveBeenCalledWith({ question_id: "1", answer_result: ["in"] });
    expect(await screen.findByText(i18n.t("player.correct"))).toBeTruthy();
    expect(box.disabled).toBe(true);
    expect(screen.queryByRole("button", { name: i18n.t("player.submit") })).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId("objb-feedback"));
  });

  it("in exam mode, an exam item plays its audio as often as the exam does and prints its instruction", () => {
    const item = sampleItem("listen-fill-blanks", { plays: 2, screen_jp_text: "英語を1語ずつ書きなさい。" });
    renderPlayer("listen-fill-blanks", Player, { item, mode: "exam" });
    expect(screen.getByTestId("item-audio-limited").getAttribute("data-plays")).toBe("2");
    expect(screen.queryByTestId("item-audio")).toBeNull();
    expect(screen.getByText("英語を1語ずつ書きなさい。")).toBeTruthy();
  });

  it("in practice, the same item's audio plays freely", () => {
    const item = sampleItem("listen-fill-blanks", { plays: 2 });
    renderPlayer("listen-fill-blanks", Player, { item });
    expect(screen.getByTestId("item-audio")).toBeTruthy();
    expect(screen.queryByTestId("item-audio-limited")).toBeNull();
  });

  it("after a wrong answer says so and shows the explanation; exam mode shows nothing", async () => {
    const item = sampleItem("listen-fill-blanks", { explanation: "in は「〜の中に」。" });
    renderPlayer("listen-fill-blanks", Player, { item, reply: 0 });
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "on" } });
    check();
    expect(await screen.findByText(i18n.t("player.wrong"))).toBeTruthy();
    expect(screen.getByTestId("explanation").textContent).toContain("in は「〜の中に」。");
  });

  it("gives no feedback in exam mode", async () => {
    const { onSubmit } = renderPlayer("listen-fill-blanks", Player, { mode: "exam", reply: 0 });
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "on" } });
    check();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(i18n.t("player.wrong"))).toBeNull();
  });

  it("shows the save error and lets the student try again when posting fails", async () => {
    let calls = 0;
    const { onSubmit } = renderPlayer("listen-fill-blanks", Player, {
      reply: async (a) => {
        calls++;
        if (calls === 1) throw new Error("offline");
        return { ...a, score: 5, total_score: 5 };
      },
    });
    fireEvent.change(screen.getByRole("textbox"), { target: { value: "in" } });
    check();
    expect((await screen.findByRole("alert")).textContent).toBe(i18n.t("player.save_failed"));
    check();
    expect(await screen.findByText(i18n.t("player.correct"))).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("plays the item audio from the asset base and shows the translation only with the switch on", () => {
    const item = sampleItem("listen-fill-blanks", { translation: "ねこは箱の中にいます。" });
    const off = renderPlayer("listen-fill-blanks", Player, { item });
    const audio = off.getByTestId("item-audio") as HTMLAudioElement;
    expect(audio.getAttribute("src")).toBe("/res/TEST-1/3/a1.mp3?v=3");
    expect(off.queryByText("ねこは箱の中にいます。")).toBeNull();
    off.unmount();
    renderPlayer("listen-fill-blanks", Player, { item, switches: { translation: true } });
    expect(screen.getByText("ねこは箱の中にいます。")).toBeTruthy();
  });

  it("resumes a stored answer locked", () => {
    renderPlayer("listen-fill-blanks", Player, {
      previous: { question_id: "1", answer_result: "in", score: 5, total_score: 5 },
    });
    const box = screen.getByRole("textbox") as HTMLInputElement;
    expect(box.value).toBe("in");
    expect(box.disabled).toBe(true);
  });
});

describe("listen-fill-blanks result", () => {
  const items = [
    sampleItem("listen-fill-blanks"),
    sampleItem("listen-fill-blanks", {
      index: 1,
      question_id: 2,
      screen_text: "I ___ to ___.",
      filling_answer: ["go", ["school", "bed"]],
    }),
  ];

  it("numbers rows, colours them and shows the right answer only at score 0", () => {
    renderResult("listen-fill-blanks", Result, items, [
      { question_id: "1", answer_result: ["in"], score: 5, total_score: 5 },
      { question_id: "2", answer_result: "go|home", score: 0, total_score: 0 },
    ]);
    const rows = screen.getAllByTestId("result-row");
    expect(rows.map((r) => r.getAttribute("aria-label"))).toEqual(["No.1", "No.2"]);
    expect(rows.map((r) => r.dataset.colour)).toEqual(["correct", "wrong"]);
    expect(within(rows[0]!).getByTestId("your-answer").textContent).toBe("The cat is in the box.");
    expect(within(rows[0]!).queryByTestId("right-answer")).toBeNull();
    expect(within(rows[1]!).getByTestId("your-answer").textContent).toBe("I go to home.");
    expect(within(rows[1]!).getByTestId("right-answer").textContent).toBe("I go to school.");
    expect((within(rows[0]!).getByTestId("model-audio") as HTMLAudioElement).getAttribute("src")).toBe(
      "/res/TEST-1/3/a1.mp3?v=3",
    );
  });

  it("says an item was not answered or skipped", () => {
    renderResult("listen-fill-blanks", Result, items, [
      { question_id: "2", is_skipped: 1, score: 0, total_score: 0 },
    ]);
    const rows = screen.getAllByTestId("result-row");
    expect(within(rows[0]!).getByTestId("your-answer").textContent).toBe(i18n.t("result.no_answer"));
    expect(rows[0]!.dataset.colour).toBe("unanswered");
    expect(within(rows[1]!).getByTestId("your-answer").textContent).toBe(i18n.t("result.skipped"));
    expect(within(rows[1]!).getByTestId("right-answer")).toBeTruthy();
  });

  it("toggles the translation on its own, and follows the result screen's switch inside it", () => {
    const withJp = [sampleItem("listen-fill-blanks", { translation: "ねこは箱の中。" })];
    const alone = renderResult("listen-fill-blanks", Result, withJp, []);
    expect(screen.queryByText("ねこは箱の中。")).toBeNull();
    fireEvent.click(screen.getByLabelText(i18n.t("objb.show_translation")));
    expect(screen.getByText("ねこは箱の中。")).toBeTruthy();
    alone.unmount();
    renderResult("listen-fill-blanks", Result, withJp, [], { translation: true });
    expect(screen.getByText("ねこは箱の中。")).toBeTruthy();
    expect(screen.queryByLabelText(i18n.t("objb.show_translation"))).toBeNull();
  });
});
