import { displayPercent } from "@hibiki/exercises";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDateTime } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useWordTestListQuery } from "./api.ts";
import { WordTestForm } from "./WordTestForm.tsx";

/**
 * Word tests: the list with period state and results, and the form to create one.
 * @returns the page
 */
export default function WordTestsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t("t.wt.title"));
  const list = useWordTestListQuery();
  return (
    <section aria-labelledby="tc-wt-title">
      <h1 id="tc-wt-title">{t("t.wt.title")}</h1>
      <Loadable query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="muted">{t("t.empty")}</p>
          ) : (
            <div className="tc-table-wrap">
              <table className="tc-table">
                <thead>
                  <tr>
                    <th scope="col">{t("t.hw.name")}</th>
                    <th scope="col">{t("t.hw.class")}</th>
                    <th scope="col">{t("t.wt.type")}</th>
                    <th scope="col">
                      {t("t.wt.start")} – {t("t.wt.end")}
                    </th>
                    <th scope="col" className="num">
                      {t("t.wt.taken")}
                    </th>
                    <th scope="col" className="num">
                      {t("t.dash.average")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((w) => (
                    <tr key={w.task_id} data-testid="wt-row">
                      <th scope="row">
                        <Link to={teacherUrls.wordTest(w.task_id)}>{w.title}</Link>
                      </th>
                      <td>{w.class_name}</td>
                      <td>{t(`t.wt.type${w.test_type}`)}</td>
                      <td>
                        {formatDateTime(w.start_at, i18n.language)} –{" "}
                        {formatDateTime(w.end_at, i18n.language)}{" "}
                        <span className="chip">{t(`t.wt.state.${w.period_state}`)}</span>
                      </td>
                      <td className="num">
                        {w.finished_count} / {w.student_count}
                      </td>
                      <td className="num">{displayPercent(w.average_score)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </Loadable>
      <h2>{t("t.wt.create")}</h2>
      <WordTestForm />
    </section>
  );
}
