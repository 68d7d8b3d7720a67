import type { LiveItem } from "@hibiki/contracts/live";
import { useTranslation } from "react-i18next";
import type { ConsoleAnswer } from "./console-state.ts";

/** What a student gave, from the saved detail (the socket's answer frame carries the result only). */
export type GivenAnswer = { choice_index: number | null; text: string | null };

/**
 * @param item - the item
 * @param given - the saved answer, when the detail has it already
 * @param score - the answer's score (read-aloud shows it)
 * @param t - translate
 * @returns the answer as text ("…" until the detail has it)
 */
export function answerText(
  item: LiveItem | null,
  given: GivenAnswer | undefined,
  score: number,
  t: (k: string, o?: Record<string, unknown>) => string,
): string {
  if (item?.kind === "read_aloud") return t("t.live.read_score", { score });
  if (!given) return "…";
  if (item?.kind === "choice" && given.choice_index !== null) return item.options[given.choice_index] ?? "";
  return given.text ?? "";
}

/**
 * The current item's answers as they arrive: name, answer, correct or not, score; announced politely.
 * @param props - the item and its number, its answers, the saved answers by student, the figures
 * @returns the table
 */
export function AnswersTable(props: {
  itemIndex: number;
  item: LiveItem | null;
  answers: readonly ConsoleAnswer[];
  given: (studentId: number) => GivenAnswer | undefined;
  answered: number;
  correct: number;
}) {
  const { t } = useTranslation();
  return (
    <section className="card" aria-labelledby="tl-answers-h" data-testid="tl-answers">
      <h2 id="tl-answers-h" aria-live="polite">
        {t("t.live.answers", { no: props.itemIndex + 1, answered: props.answered, correct: props.correct })}
      </h2>
      {props.answers.length === 0 ? (
        <p className="muted">{t("t.live.answers_none")}</p>
      ) : (
        <div className="tc-table-wrap">
          <table className="tc-table">
            <thead>
              <tr>
                <th scope="col">{t("t.live.col.name")}</th>
                <th scope="col">{t("t.live.col.answer")}</th>
                <th scope="col">{t("t.live.col.correct")}</th>
                <th scope="col">{t("t.live.col.score")}</th>
              </tr>
            </thead>
            <tbody>
              {props.answers.map((a) => (
                <tr key={a.student_id} data-testid="tl-answer-row" data-correct={a.correct ? "1" : "0"}>
                  <th scope="row">{a.name}</th>
                  <td lang="en">{answerText(props.item, props.given(a.student_id), a.score, t)}</td>
                  <td className={a.correct ? "tl-right" : "tl-wrong"}>
                    {a.correct ? `○ ${t("t.live.right")}` : `× ${t("t.live.wrong")}`}
                  </td>
                  <td>{a.score}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
