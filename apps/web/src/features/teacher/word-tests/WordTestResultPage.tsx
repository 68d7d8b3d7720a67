import { displayPercent, percentOfCount } from "@hibiki/exercises";
import { Button } from "@web/components/Button.tsx";
import { BarChart } from "@web/components/charts/BarChart.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { showToast } from "@web/lib/toast-store.ts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { confirmed } from "../shell/confirm.ts";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useWordTestResultQuery, useWordTestWithdrawMutation } from "./api.ts";
import { RetakeDialog } from "./RetakeDialog.tsx";
import { WordTestEditDialog } from "./WordTestEditDialog.tsx";

type Retake = { student_id: number; name: string; taken: boolean };

/**
 * Results of one word test: each student's state and score (a student cut off midway says why and when),
 * and how many got each word right. A word nobody has answered yet is listed apart, not charted as 0 %
 * right. The teacher can change the title and period, let one student take it again, or withdraw it.
 * @returns the page
 */
export default function WordTestResultPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const taskId = Number(useParams().taskId) || 0;
  const result = useWordTestResultQuery(taskId);
  const withdraw = useWordTestWithdrawMutation();
  const [editing, setEditing] = useState(false);
  const [retake, setRetake] = useState<Retake | null>(null);
  usePageTitle(result.data?.task.title ?? t("t.wt.results"));
  const handleWithdraw = async (title: string) => {
    if (!(await confirmed(t("t.wt.withdraw_confirm", { title })))) return;
    withdraw.mutate(
      { task_id: taskId },
      {
        onSuccess: () => {
          showToast(t("t.wt.withdrawn"), "success");
          navigate(teacherUrls.wordTests(), { replace: true });
        },
      },
    );
  };
  return (
    <Loadable query={result}>
      {(r) => (
        <section aria-labelledby="tc-wtr-title">
          <p>
            <Link to={teacherUrls.wordTests()}>← {t("t.wt.title")}</Link>
          </p>
          <div className="tc-toolbar">
            <h1 id="tc-wtr-title">
              {r.task.title} — {r.task.class_name}
            </h1>
            <span className="spacer" />
            <Button variant="secondary" onClick={() => setEditing(true)} data-testid="wt-edit">
              {t("t.hw.edit")}
            </Button>
            <Button
              variant="secondary"
              busy={withdraw.isPending}
              onClick={() => void handleWithdraw(r.task.title)}
              data-testid="wt-withdraw"
            >
              {t("t.hw.withdraw")}
            </Button>
          </div>
          <p className="muted">
            {t("t.wt.period", {
              start: formatDateTime(r.task.start_at, i18n.language),
              end: formatDateTime(r.task.end_at, i18n.language),
            })}
          </p>
          {editing && <WordTestEditDialog task={r.task} onClose={() => setEditing(false)} />}
          {retake && (
            <RetakeDialog taskId={r.task.task_id} student={retake} onClose={() => setRetake(null)} />
          )}
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
                  <th scope="col">
                    <span className="sr-only">{t("t.wt.retake")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {r.students.map((s) => (
                  <tr key={s.student_id} data-testid="wtr-student-row">
                    <th scope="row">{s.nickname || s.username}</th>
                    <td data-testid="wtr-state">
                      {s.end_reason ? t(`t.wt.end_reason.${s.end_reason}`) : t(`t.wt.exam.${s.exam_state}`)}
                      {s.own_end_at && (
                        <>
                          <br />
                          <small>
                            {t("t.wt.own_end", { date: formatDateTime(s.own_end_at, i18n.language) })}
                          </small>
                        </>
                      )}
                    </td>
                    <td className="num">
                      {s.correct} / {s.answered}
                    </td>
                    <td className="num">{displayPercent(s.score)}</td>
                    <td>{formatDateTime(s.finished_at, i18n.language)}</td>
                    <td>
                      {s.exam_state !== "in_progress" && (
                        <button
                          type="button"
                          className="btn-link"
                          onClick={() =>
                            setRetake({
                              student_id: s.student_id,
                              name: s.nickname || s.username,
                              taken: s.exam_state !== "not_taken",
                            })
                          }
                          data-testid="wtr-retake"
                        >
                          {t("t.wt.retake")}
                        </button>
                      )}
                    </td>
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
