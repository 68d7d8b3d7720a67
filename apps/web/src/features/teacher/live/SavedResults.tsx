import type { teacherLiveDetail } from "@hibiki/contracts/live";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { answerText } from "./AnswersTable.tsx";
import { ClassChart } from "./ClassChart.tsx";

type Detail = z.output<(typeof teacherLiveDetail)["data"]>;

/**
 * The saved results of a session (after the end, or opened later): the class's totals, the chart per item
 * and each student's answers with their score.
 * @param props - the detail call's data
 * @returns the results
 */
export function SavedResults({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const { totals } = detail;
  const rate = totals.correct_rate === null ? "—" : `${Math.round(totals.correct_rate * 100)}%`;
  return (
    <section aria-labelledby="tl-results-h" data-testid="tl-results">
      <h2 id="tl-results-h">{t("t.live.results")}</h2>
      <p data-testid="tl-totals">
        {t("t.live.totals", {
          participants: totals.participants,
          students: totals.students,
          average: totals.average_score ?? "—",
          rate,
        })}
      </p>
      <ClassChart
        students={totals.students}
        rows={detail.items.map((i) => ({
          item_index: i.item_index,
          answered: i.stats.answered,
          correct: i.stats.correct,
        }))}
      />
      <div className="tc-table-wrap">
        <table className="tc-table" data-testid="tl-results-table">
          <thead>
            <tr>
              <th scope="col">{t("t.live.col.name")}</th>
              {detail.items.map((i) => (
                <th key={i.item_index} scope="col">
                  {t("t.live.item_short", { no: i.item_index + 1 })}
                </th>
              ))}
              <th scope="col">{t("t.live.student_score")}</th>
            </tr>
          </thead>
          <tbody>
            {detail.students.map((s) => (
              <tr key={s.student_id} data-testid="tl-result-row" data-score={s.score}>
                <th scope="row">{s.name}</th>
                {detail.items.map((i) => {
                  const a = s.answers.find((x) => x.item_index === i.item_index);
                  return (
                    <td key={i.item_index} className={a ? (a.correct ? "tl-right" : "tl-wrong") : "muted"}>
                      {a ? `${a.correct ? "○" : "×"} ${answerText(i.item, a, a.score, t)}` : "—"}
                    </td>
                  );
                })}
                <td>{s.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
