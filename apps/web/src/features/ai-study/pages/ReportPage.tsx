import { AI_MASTERY_LABELS, type AiReportPoint } from "@hibiki/contracts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useReportQuery } from "../api.ts";
import { CourseLinks } from "../components/CourseLinks.tsx";
import { Loading } from "../components/Loading.tsx";
import { MasteryChip } from "../components/MasteryChip.tsx";
import { MasteryPlot, type NamedSeries } from "../components/MasteryPlot.tsx";
import { BadLink, PageError } from "../components/PageError.tsx";
import "../i18n.ts";
import { percent } from "../mastery.ts";
import { aiStudyUrls, idOf } from "../urls.ts";
import "../ai-study.css";
import "../components/mastery-plot.css";
import "../components/results.css";

/** The lesson number of a point's lesson id (`jh1-03-third-person-s` → 03). */
const markOf = (lessonId: string) => lessonId.split("-")[1] ?? lessonId;

/**
 * /aistudy/report?course_id=: the study report: how many points are at each mastery label, mastery per
 * point over time as a line plot (the points to draw chosen below it; those with answers at first), and
 * the same as a table: each point's mastery now, its label, its answers and its first and latest estimate.
 * @returns the page
 */
export default function ReportPage() {
  const [params] = useSearchParams();
  const courseId = idOf(params.get("course_id"));
  return courseId ? <Report courseId={courseId} /> : <BadLink />;
}

function Report({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  usePageTitle(t("aist.report"));
  const report = useReportQuery(courseId);
  if (report.isError) return <PageError error={report.error} onRetry={() => void report.refetch()} />;
  if (!report.data) return <Loading />;
  const { points, mastery } = report.data;
  return (
    <div className="page aist-page" data-testid="aist-report">
      <Link className="aist-back" to={aiStudyUrls.list(courseId)}>
        {t("aist.back_list")}
      </Link>
      <h1>{t("aist.report")}</h1>
      <p className="muted">{t("aist.report.lead")}</p>
      <CourseLinks courseId={courseId} />
      <ul className="aist-summary" aria-label={t("aist.summary")} data-testid="aist-report-summary">
        {AI_MASTERY_LABELS.map((label) => (
          <li key={label} data-label={label} data-count={mastery[label]}>
            <MasteryChip label={label} /> <span className="aist-count">{mastery[label]}</span>
          </li>
        ))}
      </ul>
      <ReportPlot points={points} />
      <ReportTable points={points} />
    </div>
  );
}

function ReportPlot({ points }: { points: readonly AiReportPoint[] }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  const withHistory = useMemo(() => points.filter((p) => p.history.length > 0), [points]);
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(withHistory.map((p) => p.point)));
  const series: NamedSeries[] = points.flatMap((p, i) =>
    shown.has(p.point) && p.history.length > 0
      ? [
          {
            id: p.point,
            mark: markOf(p.lesson_id),
            name: en ? p.name_en : p.name_ja,
            colour: i,
            values: p.history.map((h) => ({ t: Date.parse(h.at), p: h.p })),
          },
        ]
      : [],
  );
  const toggle = (point: string, on: boolean) =>
    setShown((s) => {
      const next = new Set(s);
      if (on) next.add(point);
      else next.delete(point);
      return next;
    });
  return (
    <section className="card" aria-labelledby="aist-plot-title">
      <h2 id="aist-plot-title">{t("aist.report.plot")}</h2>
      {withHistory.length === 0 ? (
        <p className="muted" data-testid="aist-plot-empty">
          {t("aist.report.no_history")}
        </p>
      ) : (
        <>
          <MasteryPlot
            series={series}
            title={t("aist.report.plot")}
            description={t("aist.report.plot_desc", { n: series.length })}
          />
          <fieldset className="aist-plot-pick">
            <legend>{t("aist.report.points_shown")}</legend>
            {points.map((p, i) => (
              <label key={p.point} className="aist-switch">
                <input
                  type="checkbox"
                  checked={shown.has(p.point)}
                  disabled={p.history.length === 0}
                  onChange={(e) => toggle(p.point, e.currentTarget.checked)}
                  data-testid="aist-plot-toggle"
                  data-point={p.point}
                />
                <span className={`aist-swatch aist-series-${i % 8}`} aria-hidden="true" />
                <span className="aist-mark-no">{markOf(p.lesson_id)}</span> {en ? p.name_en : p.name_ja}
              </label>
            ))}
          </fieldset>
        </>
      )}
    </section>
  );
}

function ReportTable({ points }: { points: readonly AiReportPoint[] }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language === "en";
  return (
    <section className="card aist-table-wrap" aria-labelledby="aist-report-table">
      <h2 id="aist-report-table">{t("aist.report.table")}</h2>
      <table className="aist-table">
        <thead>
          <tr>
            <th scope="col">{t("aist.report.col_point")}</th>
            <th scope="col">{t("aist.report.col_now")}</th>
            <th scope="col">{t("aist.report.col_label")}</th>
            <th scope="col">{t("aist.report.col_answers")}</th>
            <th scope="col">{t("aist.report.col_change")}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => {
            const first = p.history[0];
            return (
              <tr
                key={p.point}
                data-testid="aist-report-row"
                data-point={p.point}
                data-label={p.label}
                data-p={percent(p.p)}
              >
                <th scope="row">
                  <Link to={aiStudyUrls.practice(p.lesson_id)}>
                    <span className="aist-mark-no">{markOf(p.lesson_id)}</span> {en ? p.name_en : p.name_ja}
                  </Link>
                </th>
                <td>{`${percent(p.p)}%`}</td>
                <td>
                  <MasteryChip label={p.label} />
                </td>
                <td>{p.answers}</td>
                <td>{first ? `${percent(first.p)}% → ${percent(p.p)}%` : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
