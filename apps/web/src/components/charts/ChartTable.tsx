import type { ChartPoint } from "./chart-scale.ts";

/**
 * The chart's numbers as a table for screen readers (the SVG itself is one image).
 * @param props - caption, column names, data and value formatter
 * @returns a visually hidden table
 */
export function ChartTable({
  caption,
  labelHeader,
  valueHeader,
  points,
  format,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  points: readonly ChartPoint[];
  format: (v: number) => string;
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{labelHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {points.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat (same resource twice); order is fixed
          <tr key={i}>
            <th scope="row">{p.label}</th>
            <td>{format(p.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
