import { displayPercent, percentOfCount } from "@hibiki/exercises";
import { BarChart } from "@web/components/charts/BarChart.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useWordTestResultQuery } from "./api.ts";

/**
 * Results of one word test: each student's state and score, and how many got each word right. A word
 * nobody has answered yet is listed apart, not charted as 0 % right.
 * @returns the page
 */
export default function WordTestResultPage() {
  const { t, i18n } = useTranslation();
  const taskId = Number(useParams().taskId) || 0;
  const result = useWordTestResultQuery(taskId);
  usePageTitle(result.data?.task.title ?? t("t.wt.results"));
  return (
    <Loadable query={result}>
      {(r) => (
        <section aria-labelledby="tc-wtr-title">
          <p>
            <Link to={teacherUrls.wordTests()}>← {t("t.wt.title")}</Link>
          </p>
          <h1 id="tc-wtr-title">
            {r.task.title} — {r.task.class_name}
          </h1>
          <div className="tc-table-wrap">
            <table className="tc-table">
              <thead>
                <tr>
                  <th scope="col">{t("t.roster.nickname")}</th>
                  <th scope="col">{t("t.wt.results")}</th>
                  <th scope="col" className="num">
                    {t("t.wt.correct")}
                  </th>
                  <th scope="col" className="num">
                    {t("t.wt.score")}
                  </th>
                  <th scope="col">{t("t.fb.date")}</th>
                </tr>
              </thead>
              <tbody>
                {r.students.map((s) => (
                  <tr key={s.student_id} data-testid="wtr-student-row">
                    <th scope="row">{s.nickname || s.username}</th>
                    <td>{t(`t.wt.exam.${s.exam_state}`)}</td>
                    <td className="num">
                      {s.correct} / {s.answered}
                    </td>
                    <td className="num">{displayPercent(s.score)}</td>
                    <td>{formatDateTime(s.finished_at, i18n.language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <h2>{t("t.wt.per_word")}</h2>
          <BarChart
            title={t("t.wt.per_word")}
            points={r.words
              .filter((w) => w.answered_count > 0)
              .map((w) => ({
                label: w.word,
                value: percentOfCount(w.right_count, w.answered_count),
              }))}
            max={100}
            labelHeader={t("t.wt.words")}
            valueHeader={t("t.wt.correct")}
            format={(v) => `${displayPercent(v)}%`}
            emptyText={t("t.chart.empty")}
            testId="wtr-word-chart"
          />
          {r.words.some((w) => w.answered_count === 0) && (
            <p className="muted" data-testid="wtr-unanswered-words">
              {t("t.wt.unanswered_words", {
                words: r.words
                  .filter((w) => w.answered_count === 0)
                  .map((w) => w.word)
                  .join(", "),
              })}
            </p>
          )}
        </section>
      )}
    </Loadable>
  );
}
