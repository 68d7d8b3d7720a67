import { ProgressBar } from "@web/features/ebook/exports/progress-bar.ts";
import { useTranslation } from "react-i18next";
import { Loadable } from "../shell/Loadable.tsx";
import { useAiHomeworkProgressQuery } from "./api.ts";
import "./i18n.ts";

/**
 * Each student's progress on an AI homework: a bar (stages done, or a finished conversation), the figures
 * (stages and the course test's best score, or conversations and the best task score) and the state
 * (done, not yet, overdue; a scenario the student cannot open is said so); one row per student.
 * @param props - the assignment
 * @returns the section
 */
export function ProgressTable({ assignmentId }: { assignmentId: number }) {
  const { t, i18n } = useTranslation();
  const progress = useAiHomeworkProgressQuery(assignmentId);
  const en = i18n.language.startsWith("en");
  const score = (n: number | null) => (n === null ? t("t.ai.dash") : t("t.ai.score", { n }));
  return (
    <section className="tc-panel" aria-labelledby="ai-progress-title" data-testid="ai-progress">
      <Loadable query={progress}>
        {(d) => {
          const course = d.assignment.target_type === "course";
          const title = en ? d.assignment.title_en : d.assignment.title;
          return (
            <>
              <h2 id="ai-progress-title">{t("t.ai.progress_title", { title })}</h2>
              <p className="muted">
                {t(`t.ai.kind.${d.assignment.target_type}`)} · {t("t.ai.due_col")} {d.assignment.due_date}
              </p>
              {d.items.length === 0 ? (
                <p className="muted">{t("t.ai.no_students")}</p>
              ) : (
                <div className="tc-table-wrap">
                  <table className="tc-table">
                    <thead>
                      <tr>
                        <th scope="col">{t("t.ai.student")}</th>
                        <th scope="col">{t("t.ai.progress")}</th>
                        <th scope="col" className="num">
                          {t(course ? "t.ai.stages" : "t.ai.sessions")}
                        </th>
                        <th scope="col" className="num">
                          {t(course ? "t.ai.test" : "t.ai.best_task")}
                        </th>
                        <th scope="col">{t("t.ai.state")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.items.map((s) => (
                        <tr
                          key={s.student_id}
                          data-testid="ai-student"
                          data-student-id={s.student_id}
                          data-done={s.done ? "1" : "0"}
                        >
                          <th scope="row">{s.name}</th>
                          <td className="ai-bar-cell">
                            <ProgressBar
                              value={s.percent}
                              max={100}
                              done={s.done}
                              label={t("t.ai.percent", { name: s.name, percent: s.percent })}
                            />
                          </td>
                          <td className="num">
                            {course
                              ? t("t.ai.stages_value", {
                                  done: s.stages_done ?? 0,
                                  total: s.stages_total ?? 0,
                                })
                              : (s.sessions_done ?? 0)}
                          </td>
                          <td className="num">{score(course ? s.test_score : s.best_task_score)}</td>
                          <td>
                            <span className={s.late ? "ai-late" : undefined} data-testid="ai-state">
                              {s.done ? t("t.ai.done") : s.late ? t("t.ai.late") : t("t.ai.not_done")}
                            </span>
                            {!s.available && <span className="muted"> ({t("t.ai.unavailable")})</span>}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
            </>
          );
        }}
      </Loadable>
    </section>
  );
}
