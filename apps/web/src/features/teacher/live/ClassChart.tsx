import { useId } from "react";
import { useTranslation } from "react-i18next";

/** One item's bars. */
export type ChartRow = { item_index: number; answered: number; correct: number };

const W = 420;
const ROW = 34;
const LABEL_W = 56;
const PAD_R = 36;

/**
 * The class chart: for each pushed item two bars, students who answered and who were correct, against the
 * class size. The SVG is one titled, described image; the same numbers follow as a table (also the view
 * without pictures), like the AI study report's plot.
 * @param props - the rows and the class size
 * @returns the chart and its table
 */
export function ClassChart({ rows, students }: { rows: readonly ChartRow[]; students: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const descId = useId();
  if (rows.length === 0) return null;
  const top = Math.max(1, students, ...rows.map((r) => r.answered));
  const h = rows.length * ROW + 24;
  const x = (v: number) => LABEL_W + (v / top) * (W - LABEL_W - PAD_R);
  const rate = (r: ChartRow) => (r.answered ? `${Math.round((r.correct / r.answered) * 100)}%` : "—");
  return (
    <figure className="tl-chart" data-testid="tl-chart">
      <svg viewBox={`0 0 ${W} ${h}`} role="img" aria-labelledby={titleId} aria-describedby={descId}>
        <title id={titleId}>{t("t.live.chart")}</title>
        <desc id={descId}>{t("t.live.chart_desc")}</desc>
        <line className="tl-chart-axis" x1={x(0)} x2={x(0)} y1={0} y2={h - 20} />
        <line className="tl-chart-grid" x1={x(top)} x2={x(top)} y1={0} y2={h - 20} />
        <text className="tl-chart-label" x={x(0)} y={h - 6} textAnchor="middle">
          0
        </text>
        <text className="tl-chart-label" x={x(top)} y={h - 6} textAnchor="middle">
          {top}
        </text>
        {rows.map((r, k) => {
          const y = k * ROW + 4;
          return (
            <g
              key={r.item_index}
              data-testid="tl-chart-row"
              data-answered={r.answered}
              data-correct={r.correct}
            >
              <text className="tl-chart-label" x={LABEL_W - 6} y={y + 18} textAnchor="end">
                {t("t.live.item_short", { no: r.item_index + 1 })}
              </text>
              <rect className="tl-bar-answered" x={x(0)} y={y} width={x(r.answered) - x(0)} height={12} />
              <text className="tl-chart-value" x={x(r.answered) + 4} y={y + 10}>
                {r.answered}
              </text>
              <rect className="tl-bar-correct" x={x(0)} y={y + 14} width={x(r.correct) - x(0)} height={12} />
              <text className="tl-chart-value" x={x(r.correct) + 4} y={y + 24}>
                {r.correct}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="tl-legend">
        <span className="tl-key tl-key-answered">{t("t.live.chart_answered")}</span>
        <span className="tl-key tl-key-correct">{t("t.live.chart_correct")}</span>
      </figcaption>
      <div className="tc-table-wrap">
        <table className="tc-table" data-testid="tl-chart-table">
          <caption className="sr-only">{t("t.live.chart")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("t.live.col.item")}</th>
              <th scope="col">{t("t.live.col.answered")}</th>
              <th scope="col">{t("t.live.col.correct_n")}</th>
              <th scope="col">{t("t.live.col.rate")}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.item_index}>
                <th scope="row">{t("t.live.item_short", { no: r.item_index + 1 })}</th>
                <td>{r.answered}</td>
                <td>{r.correct}</td>
                <td>{rate(r)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
