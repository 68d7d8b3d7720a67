import { useId } from "react";
import { ChartTable } from "./ChartTable.tsx";
import { type ChartPoint, scale, ticks } from "./chart-scale.ts";
import "./charts.css";

/** Props of {@link LineChart}. */
export type LineChartProps = {
  title: string;
  points: readonly ChartPoint[];
  /** top of the y axis (100 for percentages) */
  max?: number;
  labelHeader: string;
  valueHeader: string;
  format?: (v: number) => string;
  emptyText: string;
  testId?: string;
};

const W = 520;
const H = 220;
const PAD = { l: 40, r: 12, t: 12, b: 28 };

/**
 * An SVG line chart (e.g. a student's score history), scaled to its container; the numbers are also given
 * as a hidden table for screen readers.
 * @param props - title, points, axis top and labels
 * @returns the chart, or the empty text when there are no points
 */
export function LineChart({
  title,
  points,
  max = 100,
  labelHeader,
  valueHeader,
  format = (v) => String(Math.round(v)),
  emptyText,
  testId,
}: LineChartProps) {
  const titleId = useId();
  if (points.length === 0)
    return (
      <p className="muted chart-empty" data-testid={testId} data-empty="1">
        {emptyText}
      </p>
    );
  const x = (i: number) =>
    points.length === 1 ? (PAD.l + W - PAD.r) / 2 : scale(i, 0, points.length - 1, PAD.l, W - PAD.r);
  const y = (v: number) => scale(v, 0, max, H - PAD.b, PAD.t);
  const path = points
    .map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.value).toFixed(1)}`)
    .join(" ");
  // Label at most ~8 points on the x axis so the text does not overlap on a phone.
  const every = Math.max(1, Math.ceil(points.length / 8));
  return (
    <figure className="chart" data-testid={testId}>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} preserveAspectRatio="xMidYMid meet">
        <title id={titleId}>{title}</title>
        {ticks(max).map((v) => (
          <g key={v}>
            <line className="chart-grid" x1={PAD.l} x2={W - PAD.r} y1={y(v)} y2={y(v)} />
            <text className="chart-axis" x={PAD.l - 6} y={y(v) + 4} textAnchor="end">
              {format(v)}
            </text>
          </g>
        ))}
        <path className="chart-line" d={path} />
        {points.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: points are positional
          <g key={i}>
            <circle className="chart-dot" cx={x(i)} cy={y(p.value)} r={4}>
              <title>{`${p.label}: ${format(p.value)}`}</title>
            </circle>
            {i % every === 0 && (
              <text className="chart-axis" x={x(i)} y={H - 8} textAnchor="middle">
                {p.label.length > 10 ? `${p.label.slice(0, 9)}…` : p.label}
              </text>
            )}
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
