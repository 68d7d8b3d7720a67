import { type BaseAnswer, mergeResultRows } from "@hibiki/exercises";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { usePlayerSwitches } from "../switches.ts";
import { AudioPlayer } from "./AudioPlayer.tsx";

/** How one kind shows an item in the result list. */
export type RowRenderers<I> = {
  /** the question (sentence, word, passage) */
  stem: (item: I) => ReactNode;
  /** the student's answer as text */
  answer: (item: I, answer: BaseAnswer) => ReactNode;
  /** the right answer (shown only when the score is 0) */
  right: (item: I) => ReactNode;
  /** extra lines (sub-questions, explanations) */
  extra?: (item: I, answer: BaseAnswer | undefined) => ReactNode;
};

/**
 * The numbered result list shared by the objective layouts: "No.n", the student's answer, the right
 * answer only when the score is 0, model audio and the translation (when the toggle is on).
 * @param props - items, answers and the kind's renderers
 * @returns the list
 */
export function ResultRows<
  I extends {
    question_id: string;
    audio_file?: string | undefined;
    translation?: string | undefined;
    screen_jp_text?: string | undefined;
  },
>({
  items,
  answers,
  render,
  testId,
}: {
  items: readonly I[];
  answers: readonly BaseAnswer[];
  render: RowRenderers<I>;
  testId: string;
}) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const rows = mergeResultRows(items, answers);
  return (
    <ol className="rs-rows" data-testid={testId}>
      {rows.map((row) => {
        const tr = row.item.translation ?? row.item.screen_jp_text;
        return (
          <li
            key={row.item.question_id}
            className={`rs-row rs-row-${row.colour}`}
            data-testid="result-row"
            data-colour={row.colour}
          >
            <span className="rs-label">{row.label}</span>
            <div>{render.stem(row.item)}</div>
            {on.translation && tr && (
              <p className="pl-translation">{t("result.translation", { text: tr })}</p>
            )}
            <p>
              {!row.answer
                ? t("result.no_answer")
                : row.answer.is_skipped === 1
                  ? t("result.skipped")
                  : t("player.your_answer", { answer: "" })}
              {row.answer && row.answer.is_skipped !== 1 && (
                <strong>{render.answer(row.item, row.answer)}</strong>
              )}
            </p>
            {row.showRightAnswer && (
              <p data-testid="right-answer">
                {t("player.right_answer", { answer: "" })}
                <strong>{render.right(row.item)}</strong>
              </p>
            )}
            {render.extra?.(row.item, row.answer)}
            {row.item.audio_file && (
              <AudioPlayer file={row.item.audio_file} label={t("result.model_audio")} />
            )}
          </li>
        );
      })}
    </ol>
  );
}
