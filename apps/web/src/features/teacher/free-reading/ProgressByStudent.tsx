import { ProgressBar } from "@web/features/ebook/exports/progress-bar.ts";
import { useTranslation } from "react-i18next";
import { Loadable } from "../shell/Loadable.tsx";
import { useFreeReadingProgressQuery } from "./api.ts";
import "./i18n.ts";

/**
 * Each student's progress on an assignment: a bar toward the target, books and words read in the period
 * on eligible books, and whether the target is reached; one row per student of the class.
 * @param props - the assignment
 * @returns the section
 */
export function ProgressByStudent({ assignmentId }: { assignmentId: number }) {
  const { t, i18n } = useTranslation();
  const progress = useFreeReadingProgressQuery(assignmentId);
  const n = (v: number) => v.toLocaleString(i18n.language);
  return (
    <section className="tc-panel" aria-labelledby="fr-progress-title" data-testid="fr-progress">
      <Loadable query={progress}>
        {(d) => (
          <>
            <h2 id="fr-progress-title">{t("t.fr.progress_title", { title: d.assignment.title })}</h2>
            <p className="muted">
              {t(d.assignment.target_type === "books" ? "t.fr.target_is_books" : "t.fr.target_is_words", {
                n: n(d.assignment.target_value),
              })}{" "}
              · {t("t.fr.period_value", { start: d.assignment.start_date, end: d.assignment.end_date })}
            </p>
            {d.items.length === 0 ? (
              <p className="muted">{t("t.fr.no_students")}</p>
            ) : (
              <div className="tc-table-wrap">
                <table className="tc-table">
                  <thead>
                    <tr>
                      <th scope="col">{t("t.fr.student")}</th>
                      <th scope="col">{t("t.fr.progress")}</th>
                      <th scope="col" className="num">
                        {t("t.fr.books_read")}
                      </th>
                      <th scope="col" className="num">
                        {t("t.fr.words_read")}
                      </th>
                      <th scope="col">{t("t.fr.done_col")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {d.items.map((s) => (
                      <tr
                        key={s.student_id}
                        data-testid="fr-student"
                        data-student-id={s.student_id}
                        data-done={s.done ? "1" : "0"}
                      >
                        <th scope="row">{s.name}</th>
                        <td className="fr-bar-cell">
                          <ProgressBar
                            value={s.percent}
                            max={100}
                            done={s.done}
                            label={t("t.fr.percent", { name: s.name, percent: s.percent })}
                          />
                        </td>
                        <td className="num" title={s.books.map((b) => b.title).join(", ")}>
                          {n(s.books_read)}
                        </td>
                        <td className="num">{n(s.words_read)}</td>
                        <td>{s.done ? t("t.fr.done") : t("t.fr.not_done")}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </Loadable>
    </section>
  );
}
