import type { BaseAnswer } from "@hibiki/exercises";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useResultRows } from "../result-numbering.ts";
import { usePlayerSwitches } from "../switches.ts";
import { AudioPlayer } from "./AudioPlayer.tsx";

/** How one kind shows an item in the result list. */
export type RowRenderers<I> = {
  /** the question (sentence, word, passage) */
  stem: (item: I) => ReactNode;
  /** the student's answer as text */
  answer: (item: I, answer: BaseAnswer) => ReactNode;
  /** the right answer (shown only when the score is 0); empty, null or undefined leaves the line out */
  right: (item: I) => ReactNode;
  /** extra lines (sub-questions, explanations) */
  extra?: (item: I, answer: BaseAnswer | undefined) => ReactNode;
  /** the answer is a sentence of its own ("音声を聞きました。"), shown without "あなたの答え：" */
  plainAnswer?: boolean;
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
  const rows = useResultRows(items, answers);
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
                  : !render.plainAnswer && t("player.your_answer", { answer: "" })}
              {row.answer && row.answer.is_skipped !== 1 && (
                <strong>{render.answer(row.item, row.answer)}</strong>
              )}
            </p>
            {row.showRightAnswer && <RightAnswer text={render.right(row.item)} />}
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

/** The right-answer line, or nothing when the kind has no single right answer to show (its sub-questions do). */
function RightAnswer({ text }: { text: ReactNode }) {
  const { t } = useTranslation();
  if (text === "" || text === null || text === undefined || text === false) return null;
  return (
    <p data-testid="right-answer">
      {t("player.right_answer", { answer: "" })}
      <strong>{text}</strong>
    </p>
  );
}
