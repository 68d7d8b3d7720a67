import { Button } from "@web/components/Button.tsx";
import { BarChart } from "@web/components/charts/BarChart.tsx";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { formatDateTime, minutes, pct } from "../shell/format.ts";
import { Loadable } from "../shell/Loadable.tsx";
import { teacherUrls } from "../shell/urls.ts";
import { useCsvExport } from "../shell/useCsvExport.ts";
import { fetchDashboardCsv, useDashboardQuery } from "./api.ts";

/**
 * Class dashboard: who has done what, average scores and time spent per student, completion per homework,
 * with charts and a CSV export.
 * @returns the page
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const classId = Number(useParams().classId) || 0;
  const dash = useDashboardQuery(classId);
  usePageTitle(t("t.dash.title", { name: dash.data?.class.name ?? "" }));
  const { exporting, handleExport } = useCsvExport(() => fetchDashboardCsv(classId));
  const fmtPct = (v: number) => `${pct(v)}%`;
  return (
    <Loadable query={dash}>
      {(d) => (
        <section aria-labelledby="tc-dash-title">
          <p>
            <Link to={teacherUrls.roster(classId)}>← {d.class.name}</Link>
          </p>
          <div className="tc-toolbar">
            <h1 id="tc-dash-title">{t("t.dash.title", { name: d.class.name })}</h1>
            <span className="spacer" />
            <Button
              variant="secondary"
              busy={exporting}
              onClick={() => void handleExport().catch(() => undefined)}
              data-testid="dash-export"
            >
              {t("t.dash.export")}
            </Button>
          </div>
          <div className="tc-cards">
            <div className="tc-panel">
              <h2>{t("t.dash.per_student")}</h2>
              <BarChart
                title={t("t.dash.per_student")}
                points={d.students.flatMap((s) =>
                  // a student who has not finished anything yet is no 0 % bar (the table says 未着手)
                  s.average_percent === null
                    ? []
                    : [{ label: s.nickname || s.username, value: s.average_percent }],
                )}
                max={100}
                labelHeader={t("t.roster.nickname")}
                valueHeader={t("t.dash.average")}
                format={fmtPct}
                emptyText={t("t.chart.empty")}
                testId="dash-chart-students"
              />
            </div>
            <div className="tc-panel">
              <h2>{t("t.dash.completion")}</h2>
              <BarChart
                title={t("t.dash.completion")}
                points={d.homework.map((h) => ({ label: h.title, value: h.completion_percent }))}
                max={100}
                labelHeader={t("t.hw.name")}
                valueHeader={t("t.dash.completion")}
                format={fmtPct}
                emptyText={t("t.chart.empty")}
                testId="dash-chart-homework"
              />
            </div>
          </div>
          <h2>{t("t.hw.students")}</h2>
          <div className="tc-table-wrap">
            <table className="tc-table">
              <thead>
                <tr>
                  <th scope="col" className="num">
                    {t("t.roster.class_number")}
                  </th>
                  <th scope="col">{t("t.roster.nickname")}</th>
                  <th scope="col" className="num">
                    {t("t.dash.done")}
                  </th>
                  <th scope="col" className="num">
                    {t("t.dash.average")}
                  </th>
                  <th scope="col" className="num">
                    {t("t.dash.time")}
                  </th>
                  <th scope="col">{t("t.fb.date")}</th>
                  <th scope="col">{t("t.dash.cefr")}</th>
                </tr>
              </thead>
              <tbody>
                {d.students.map((s) => (
                  <tr key={s.student_id} data-testid="dash-student-row">
                    <td className="num">{s.class_number ?? ""}</td>
                    <th scope="row">
                      <Link to={teacherUrls.student(s.student_id)}>{s.nickname || s.username}</Link>
                    </th>
                    <td className="num">
                      {s.done_count} / {s.assigned_count}
                    </td>
                    <td className="num" data-testid="dash-student-average">
                      {s.average_percent === null ? t("t.dash.not_started") : fmtPct(s.average_percent)}
                    </td>
                    <td className="num">{t("t.minutes", { value: minutes(s.time_spent_sec) })}</td>
                    <td>{formatDateTime(s.last_active_at, i18n.language)}</td>
                    <td data-testid="dash-student-cefr">{s.cefr_level ?? t("t.dash.cefr_none")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}
    </Loadable>
  );
}
