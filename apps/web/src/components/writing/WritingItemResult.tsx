import type { CorrectNote } from "@hibiki/contracts";
import type { AnswerOf, WritingKind } from "@hibiki/exercises";
import type { ResultProps } from "@web/exercises/types.ts";
import { useTranslation } from "react-i18next";
import { EngineResultView } from "./EngineResultView.tsx";
import { sampleOf } from "./WritingItemPlayer.tsx";
import "./i18n.ts";

/** Teacher notes of an answer that carry a text range (a bare number position cannot be highlighted). */
function rangedNotes(answer: AnswerOf<WritingKind> | undefined): CorrectNote[] {
  return (answer?.correct_notes ?? []).flatMap((n) =>
    typeof n.pos === "object"
      ? [
          {
            pos: { startPos: Math.max(0, n.pos.startPos), endPos: Math.max(0, n.pos.endPos) },
            comments: n.comments,
            teacher: n.teacher ?? "",
          },
        ]
      : [],
  );
}

/**
 * Result layout of the writing kinds: for each item "No.n", the checked writing (highlights, count, chart),
 * the sample answer (not in exam mode) and, in homework mode, the teacher's comments.
 * @param props - the shell's result props
 * @returns the layout
 */
export function WritingItemResult<K extends WritingKind>({ items, answers, mode }: ResultProps<K>) {
  const { t } = useTranslation();
  return (
    <div className="stack" data-testid="writing-item-result">
      {items.map((item, i) => {
        const answer = answers.find((a) => a.question_id === item.question_id) as
          | AnswerOf<WritingKind>
          | undefined;
        return (
          <section key={item.question_id} className="stack">
            <h2>{t("writing.your_writing", { n: i + 1 })}</h2>
            {answer?.engine_result ? (
              <EngineResultView
                url={answer.engine_result}
                sampleAnswer={mode === "exam" ? undefined : sampleOf(item)}
                correctNotes={rangedNotes(answer)}
                homework={mode === "homework"}
              />
            ) : answer?.content ? (
              <p className="writing-text">{answer.content}</p>
            ) : (
              <p className="muted">{t("writing.no_answer")}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
