import { MasteryBar } from "@web/features/study-word/exports/mastery-bar.ts";
import { useTranslation } from "react-i18next";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { useMasteryQuery } from "./api.ts";
import "./i18n.ts";

/**
 * Each student's words in an assigned book as a stacked bar (mastered, learned, needs review, unlearned),
 * with today's status and when they last studied; one row per student, so a class reads at a glance.
 * @param props - the class, the assignment and its title
 * @returns the section
 */
export function MasteryByStudent({
  classId,
  assignmentId,
  title,
}: {
  classId: number;
  assignmentId: number;
  title: string;
}) {
  const { t, i18n } = useTranslation();
  const mastery = useMasteryQuery(classId, assignmentId);
  return (
    <section className="tc-panel" aria-labelledby="tc-sw-mastery" data-testid="sw-t-mastery">
      <h2 id="tc-sw-mastery">{t("t.sw.mastery_title", { name: title })}</h2>
      <p className="muted">{t("t.sw.mastery_lead")}</p>
      <Loadable query={mastery}>
        {(d) =>
          d.items.length === 0 ? (
            <p className="muted">{t("t.sw.no_students")}</p>
          ) : (
            <div className="tc-table-wrap">
              <table className="tc-table">
                <thead>
                  <tr>
                    <th scope="col">{t("t.sw.student")}</th>
                    <th scope="col">{t("t.sw.words")}</th>
                    <th scope="col">{t("t.sw.today")}</th>
                    <th scope="col">{t("t.sw.last")}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.items.map((s) => (
                    <tr key={s.student_id} data-testid="sw-t-student" data-student-id={s.student_id}>
                      <th scope="row">{s.name}</th>
                      <td style={{ minWidth: "14rem" }}>
                        <MasteryBar counts={s.counts} label={s.name} />
                      </td>
                      <td>{t(s.today_finished ? "t.sw.today_done" : "t.sw.today_open")}</td>
                      <td>
                        {s.last_studied_at
                          ? formatDateTime(s.last_studied_at, i18n.language)
                          : t("t.sw.never")}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loadable>
    </section>
  );
}
