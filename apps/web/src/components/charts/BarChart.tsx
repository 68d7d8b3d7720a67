import { useId } from "react";
import { ChartTable } from "./ChartTable.tsx";
import { type ChartPoint, niceMax, scale, ticks } from "./chart-scale.ts";
import "./charts.css";

/** Props of {@link BarChart}. */
export type BarChartProps = {
  title: string;
  points: readonly ChartPoint[];
  /** top of the value axis; by default a round number above the largest value */
  max?: number;
  labelHeader: string;
  valueHeader: string;
  format?: (v: number) => string;
  emptyText: string;
  testId?: string;
};

// A narrow drawing (scaled up to the container) keeps 12 px text readable in a half-width panel.
const W = 420;
const ROW = 26;
const LABEL_W = 110;
const PAD_R = 48;

/**
 * A horizontal SVG bar chart (e.g. class progress per student or per homework): one row per bar, so long
 * names fit and it reads well at phone width; the numbers are also a hidden table for screen readers.
 * @param props - title, bars, axis top and labels
 * @returns the chart, or the empty text when there are no bars
 */
export function BarChart({
  title,
  points,
  max,
  labelHeader,
  valueHeader,
  format = (v) => String(Math.round(v)),
  emptyText,
  testId,
}: BarChartProps) {
  const titleId = useId();
  if (points.length === 0)
    return (
      <p className="muted chart-empty" data-testid={testId} data-empty="1">
        {emptyText}
      </p>
    );
  const top = max ?? niceMax(points);
  const h = points.length * ROW + 24;
  const x = (v: number) => scale(v, 0, top, LABEL_W, W - PAD_R);
  return (
    <figure className="chart" data-testid={testId}>
      <svg viewBox={`0 0 ${W} ${h}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{title}</title>
        {ticks(top).map((v) => (
          <g key={v}>
            <line className="chart-grid" x1={x(v)} x2={x(v)} y1={0} y2={h - 20} />
            <text className="chart-axis" x={x(v)} y={h - 6} textAnchor="middle">
              {format(v)}
            </text>
          </g>
        ))}
        {points.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: bars are positional
          <g key={i}>
            <text className="chart-label" x={LABEL_W - 8} y={i * ROW + ROW / 2 + 4} textAnchor="end">
              {p.label.length > 9 ? `${p.label.slice(0, 8)}…` : p.label}
            </text>
            <rect
              className="chart-bar"
              x={LABEL_W}
              y={i * ROW + 5}
              width={Math.max(0, x(p.value) - LABEL_W)}
              height={ROW - 10}
              rx={3}
            >
              <title>{`${p.label}: ${format(p.value)}`}</title>
            </rect>
            <text className="chart-value" x={x(p.value) + 4} y={i * ROW + ROW / 2 + 4}>
              {format(p.value)}
            </text>
          </g>
        ))}
      </svg>
      <ChartTable
        caption={title}
        labelHeader={labelHeader}
        valueHeader={valueHeader}
        points={points}
        format={format}
      />
    </figure>
  );
}
