import type { teacherAiHomeworkHeatmap } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { bandOf, cellBand, HEAT_BANDS, pct } from "./heat-scale.ts";
import "./i18n.ts";

type Heatmap = z.output<typeof teacherAiHomeworkHeatmap.data>;

/**
 * The class's mastery heatmap: a table of students (rows) × the course's grammar points (columns), each
 * cell coloured by its band and showing the percent (— without answers, ! when it needs review), with
 * the full reading for screen readers (student, point, percent, label, answers); the class average per
 * point in the footer; the colour key above. The table scrolls sideways in its own focusable region on
 * narrow screens, the names column staying in view.
 * @param props - the heatmap call's data
 * @returns the figure
 */
export function MasteryHeatmap({ data }: { data: Heatmap }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const course = en ? data.course.title_en : data.course.title;
  const pointName = (p: Heatmap["points"][number]) => (en ? p.name_en : p.name_ja);
  return (
    <div className="ai-heat" data-testid="ai-heatmap">
      <HeatLegend />
      <section
        className="ai-heat-scroll"
        aria-label={t("t.ai.heatmap_region", { course })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region takes focus so keys scroll it
        tabIndex={0}
      >
        <table className="ai-heat-table">
          <caption className="sr-only">{t("t.ai.heatmap_caption", { course })}</caption>
          <thead>
            <tr>
              <th scope="col" className="ai-heat-name">
                {t("t.ai.student")}
              </th>
              {data.points.map((p, i) => (
                <th key={p.point} scope="col" className="ai-heat-point" data-testid="ai-heat-point">
                  <span className="ai-heat-no">{i + 1}</span> {pointName(p)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.students.map((s) => (
              <tr key={s.student_id} data-testid="ai-heat-row" data-student-id={s.student_id}>
                <th scope="row" className="ai-heat-name">
                  {s.name}
                </th>
                {s.cells.map((c, i) => {
                  const p = data.points[i];
                  const point = p ? pointName(p) : c.point;
                  const reading =
                    c.answers > 0
                      ? t("t.ai.cell", {
                          name: s.name,
                          point,
                          n: pct(c.p),
                          label: t(`t.ai.label.${c.label}`),
                          answers: c.answers,
                        })
                      : t("t.ai.cell_none", { name: s.name, point });
                  return (
                    <td
                      key={c.point}
                      className={`ai-heat-cell is-${cellBand(c)}${c.label === "needs_review" ? " is-review" : ""}`}
                      title={reading}
                      data-testid="ai-heat-cell"
                      data-band={cellBand(c)}
                      data-label={c.label}
                    >
                      <span aria-hidden="true">
                        {c.answers > 0 ? pct(c.p) : t("t.ai.dash")}
                        {c.label === "needs_review" ? "!" : ""}
                      </span>
                      <span className="sr-only">{reading}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr data-testid="ai-heat-average">
              <th scope="row" className="ai-heat-name">
                {t("t.ai.class_average")}
              </th>
              {data.points.map((p) => {
                const reading =
                  p.class_average === null
                    ? t("t.ai.average_none", { point: pointName(p) })
                    : t("t.ai.average_cell", {
                        point: pointName(p),
                        n: pct(p.class_average),
                        count: p.students_with_evidence,
                      });
                return (
                  <td
                    key={p.point}
                    className={`ai-heat-cell is-${bandOf(p.class_average)}`}
                    title={reading}
                    data-band={bandOf(p.class_average)}
                  >
                    <span aria-hidden="true">
                      {p.class_average === null ? t("t.ai.dash") : pct(p.class_average)}
                    </span>
                    <span className="sr-only">{reading}</span>
                  </td>
                );
              })}
            </tr>
          </tfoot>
        </table>
      </section>
    </div>
  );
}

/** The colour key: each band's range, no answers, and the needs-review mark. */
function HeatLegend() {
  const { t } = useTranslation();
  return (
    <div className="ai-heat-legend">
      <span className="ai-heat-legend-title">{t("t.ai.legend")}</span>
      <ul>
        {HEAT_BANDS.map((b) => (
          <li key={b.band}>
            <span className={`ai-heat-swatch is-${b.band}`} aria-hidden="true" />
            {t("t.ai.legend_band", { min: b.min, max: b.max })}
          </li>
        ))}
        <li>
          <span className="ai-heat-swatch is-none" aria-hidden="true" />
          {t("t.ai.legend_none")}
        </li>
        <li>{t("t.ai.legend_review")}</li>
      </ul>
    </div>
  );
}
