import { useId } from "react";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import {
  PLOT,
  PLOT_LINES,
  type PlotSeries,
  pathOf,
  spreadMarks,
  tickStyle,
  timeSpan,
  timeTicks,
  xOf,
  yOf,
} from "../plot.ts";
import "./mastery-plot.css";

/** Series colours (8, each 3:1 or more on white); a line is also named by its mark, never colour alone. */
export const SERIES_COLOURS = 8;

/** A line of the plot with its name for the title and the colour slot. */
export type NamedSeries = PlotSeries & { name: string; colour: number };

/** A tick's label in Japan time: the date, or the time of day (with the date on the first tick). */
const tickLabel = (t: number, lang: string, style: "date" | "time", first: boolean) =>
  new Intl.DateTimeFormat(lang === "en" ? "en-GB" : "ja-JP", {
    timeZone: "Asia/Tokyo",
    ...(style === "date" || first ? { month: "numeric", day: "numeric" } : {}),
    ...(style === "time" ? { hour: "2-digit", minute: "2-digit" } : {}),
  }).format(new Date(t));

/**
 * Mastery per grammar point over time as an SVG line plot: one line per point (its lesson number written
 * at its end), the mastered and needs-review thresholds dashed, dates below. The picture is one image for
 * screen readers, titled and described; the numbers are in the report's table.
 * @param props - the lines, the title and a one-sentence description
 * @returns the plot
 */
export function MasteryPlot({
  series,
  title,
  description,
}: {
  series: readonly NamedSeries[];
  title: string;
  description: string;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const descId = useId();
  const span = timeSpan(series);
  if (!span) return null;
  const ticks = timeTicks(span);
  const style = tickStyle(span);
  const ends = series.map((s) => s.values[s.values.length - 1]);
  const markYs = spreadMarks(ends.map((v) => (v ? yOf(v.p) + 4 : 0)));
  return (
    <figure className="aist-plot" data-testid="aist-plot" data-series={series.length}>
      <svg
        viewBox={`0 0 ${PLOT.w} ${PLOT.h}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        {[0, 0.25, 0.5, 0.75, 1].map((v) => (
          <g key={v}>
            <line className="aist-plot-grid" x1={PLOT.l} x2={PLOT.w - PLOT.r} y1={yOf(v)} y2={yOf(v)} />
            <text className="aist-plot-axis" x={PLOT.l - 6} y={yOf(v) + 4} textAnchor="end">
              {`${v * 100}%`}
            </text>
          </g>
        ))}
        <line
          className="aist-plot-threshold is-mastered"
          x1={PLOT.l}
          x2={PLOT.w - PLOT.r}
          y1={yOf(PLOT_LINES.mastered)}
          y2={yOf(PLOT_LINES.mastered)}
        />
        <line
          className="aist-plot-threshold is-review"
          x1={PLOT.l}
          x2={PLOT.w - PLOT.r}
          y1={yOf(PLOT_LINES.review)}
          y2={yOf(PLOT_LINES.review)}
        />
        {ticks.map((tk, i) => (
          <text
            // biome-ignore lint/suspicious/noArrayIndexKey: ticks are positional
            key={i}
            className="aist-plot-axis"
            x={xOf(tk, span)}
            y={PLOT.h - 10}
            textAnchor={i === 0 ? "start" : i === ticks.length - 1 ? "end" : "middle"}
          >
            {tickLabel(tk, i18n.language, style, i === 0)}
          </text>
        ))}
        {series.map((s, k) => {
          const lastV = ends[k];
          return (
            <g
              key={s.id}
              className={`aist-series aist-series-${s.colour % SERIES_COLOURS}`}
              data-testid="aist-plot-series"
              data-point={s.id}
              data-values={s.values.length}
            >
              <title>{s.name}</title>
              <path className="aist-plot-line" d={pathOf(s.values, span)} />
              {s.values.map((v, i) => (
                <circle
                  // biome-ignore lint/suspicious/noArrayIndexKey: values are positional (times may repeat)
                  key={i}
                  className="aist-plot-dot"
                  cx={xOf(v.t, span)}
                  cy={yOf(v.p)}
                  r={3}
                  data-testid="aist-plot-dot"
                />
              ))}
              {lastV && (
                <text className="aist-plot-mark" x={xOf(lastV.t, span) + 6} y={markYs[k]}>
                  {s.mark}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="aist-plot-legend">
        <span className="aist-legend-line is-mastered">{t("aist.report.mastered_line")}</span>
        <span className="aist-legend-line is-review">{t("aist.report.review_line")}</span>
      </figcaption>
    </figure>
  );
}
