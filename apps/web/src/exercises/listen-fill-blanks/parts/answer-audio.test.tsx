import { type BaseAnswer, ResourceSchema } from "@hibiki/exercises";
import { fireEvent, screen, within } from "@testing-library/react";
import { renderWithProviders } from "@web/test/render.tsx";
import type { ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import FillInOrderPlayer from "../../fill-in-order/Player.tsx";
import GrammarBlankFillPlayer from "../../grammar-blank-fill/Player.tsx";
import JaToEnWritingPlayer from "../../ja-to-en-writing/Player.tsx";
import SentenceSortingPlayer from "../../sentence-sorting/Player.tsx";
import { PlayerShell } from "../../shell/PlayerShell.tsx";
import { scoringSave } from "../../shell/test-fixtures.ts";
import TranslateFillWordsPlayer from "../../translate-fill-words/Player.tsx";
import type { PlayerProps } from "../../types.ts";
import ListenFillBlanksPlayer from "../Player.tsx";
import { type ObjectiveBKind, renderPlayer, sampleItem } from "./test-harness.tsx";

// Issue 16 #1: the clip of these kinds is the expected answer (e.g. "I practice the piano every day."),
// so the question must not offer it; it plays after answering, as the model answer.
const CASES: [ObjectiveBKind, ComponentType<PlayerProps<never>>, BaseAnswer][] = [
  ["ja-to-en-writing", JaToEnWritingPlayer as never, { question_id: "11", answer_result: "I walk." }],
  ["sentence-sorting", SentenceSortingPlayer as never, { question_id: "7", answer_result: [0, 1, 2] }],
  ["grammar-blank-fill", GrammarBlankFillPlayer as never, { question_id: "9", answer_result: [0] }],
  ["fill-in-order", FillInOrderPlayer as never, { question_id: "10", answer_result: [0] }],
  ["translate-fill-words", TranslateFillWordsPlayer as never, { question_id: "12", answer_result: ["pen"] }],
];

const audios = (root: HTMLElement) => [...root.querySelectorAll("audio")];

describe("answer audio is never the question's audio (issue 16 #1)", () => {
  for (const [kind, Player, answer] of CASES) {
    it(`${kind}: no audio before answering; the model answer's audio with the feedback`, async () => {
      const item = sampleItem(kind, { audio_file: "audio/answer.mp3" });
      const before = renderPlayer(kind, Player as never, { item });
      expect(audios(before.container)).toEqual([]);
      expect(before.queryByText("音声")).toBeNull();
      before.unmount();

      const after = renderPlayer(kind, Player as never, {
        item,
        previous: { ...answer, question_id: item.question_id, score: 0, total_score: 0 } as never,
      });
      const audio = await after.findByTestId("answer-audio");
      expect(audio.getAttribute("src")).toContain("audio/answer.mp3");
      expect(after.getByTestId("objb-feedback").textContent).toContain("お手本の音声");
      after.unmount();

      const exam = renderPlayer(kind, Player as never, {
        item,
        mode: "exam",
        previous: { ...answer, question_id: item.question_id, score: 5, total_score: 5 } as never,
      });
      expect(audios(exam.container)).toEqual([]);
      exam.unmount();
    });
  }

  it("translate-fill-words shows the model audio once the typed answer is checked", async () => {
    const item = sampleItem("translate-fill-words", { audio_file: "audio/answer.mp3" });
    const view = renderPlayer("translate-fill-words", TranslateFillWordsPlayer, { item });
    fireEvent.change(view.getByRole("textbox"), { target: { value: "pen" } });
    fireEvent.click(view.getByRole("button", { name: "答え合わせ" }));
    expect((await view.findByTestId("answer-audio")).getAttribute("src")).toContain("audio/answer.mp3");
  });

  it("listening (listen-fill-blanks) keeps its audio as the question", () => {
    const item = sampleItem("listen-fill-blanks", { audio_file: "audio/q.mp3" });
    const view = renderPlayer("listen-fill-blanks", ListenFillBlanksPlayer, { item });
    expect(view.getByTestId("item-audio").getAttribute("src")).toContain("audio/q.mp3");
  });

  it("word-choice and sentence-sorting inside mixed: no audio until answered, then the model answer", async () => {
    const resource = ResourceSchema.parse({
      res_code: "test-mx",
      res_id: 7,
      res_title: "mixed",
      res_version: 1,
      kind: "mixed",
      option_random: 0,
      items: [
        {
          kind: "word-choice",
          index: 0,
          question_id: "mx1",
          screen_text: "黒板",
          audio_file: "audio/mx1.mp3",
          answers: [
            { index: 0, content: "blackboard", correct: 1 },
            { index: 1, content: "desk" },
          ],
        },
        {
          kind: "sentence-sorting",
          index: 1,
          question_id: "mx2",
          audio_file: "audio/mx2.mp3",
          choose: [
            { index: 0, content: "I" },
            { index: 1, content: "am" },
          ],
          answer: "I am",
        },
      ],
    });
    const { save } = scoringSave(resource);
    const view = renderWithProviders(
      <PlayerShell
        resource={resource}
        mode="practice"
        assetBase="/res/test-mx/1/"
        answerData={null}
        itemStats={[]}
        save={save}
        onFinish={vi.fn()}
        newGuid={() => "guid-mx"}
      />,
    );
    const wordChoice = await screen.findByTestId("player-word-choice");
    expect(audios(view.container)).toEqual([]);
    fireEvent.click(within(wordChoice).getByRole("button", { name: /^desk/ }));
    const audio = await screen.findByTestId("answer-audio");
    expect(audio.getAttribute("src")).toContain("audio/mx1.mp3");
    fireEvent.click(await screen.findByTestId("player-next"));
    await screen.findByTestId("player-sentence-sorting");
    expect(audios(view.container)).toEqual([]);
  });
});
