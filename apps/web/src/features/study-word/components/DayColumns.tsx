import "../study-word.css";

/** One column of {@link DayColumns}: a day and its stacked values. */
export type DayColumn = { date: string; values: readonly number[] };

/**
 * Columns by day with stacked series (right and wrong answers for 30 days, or reviews due for 7), drawn
 * with CSS so labels keep their size at 390 px and 1280 px. The drawing is one image with a short text
 * alternative; the numbers are also a hidden table for screen readers.
 * @param props - title, columns, series names and classes, the date label maker and the table's header
 * @returns the chart
 */
export function DayColumns({
  title,
  columns,
  series,
  dateLabel,
  dateHeader,
  testId,
}: {
  title: string;
  columns: readonly DayColumn[];
  series: ReadonlyArray<{ name: string; className: string }>;
  dateLabel: (date: string) => string;
  dateHeader: string;
  testId?: string;
}) {
  const totals = columns.map((c) => c.values.reduce((a, b) => a + b, 0));
  const top = Math.max(1, ...totals);
  const niceTop = top <= 5 ? 5 : Math.ceil(top / 5) * 5;
  const every = Math.ceil(columns.length / 6);
  const sums = series.map((s, i) => `${s.name} ${columns.reduce((n, c) => n + (c.values[i] ?? 0), 0)}`);
  return (
    <figure className="sw-chart" data-testid={testId}>
      <div className="sw-cols" role="img" aria-label={`${title}: ${sums.join("、")}`}>
        <div className="sw-cols-axis" aria-hidden="true">
          <span>{niceTop}</span>
          <span>{niceTop / 2}</span>
          <span>0</span>
        </div>
        <div
          className="sw-cols-plot"
          style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}
        >
          {columns.map((c, i) => (
            <div key={c.date} className="sw-col" title={`${c.date}: ${c.values.join(" / ")}`}>
              <div className="sw-col-bar">
                {c.values.map((v, s) =>
                  v > 0 ? (
                    <span
                      // biome-ignore lint/suspicious/noArrayIndexKey: series are positional
                      key={s}
                      className={series[s]?.className}
                      style={{ height: `${(100 * v) / niceTop}%` }}
                    />
                  ) : null,
                )}
              </div>
              <span className="sw-col-label">
                {i % every === 0 || i === columns.length - 1 ? dateLabel(c.date) : ""}
              </span>
            </div>
          ))}
        </div>
      </div>
      <figcaption className="sw-chart-legend" aria-hidden="true">
        {series.map((s) => (
          <span key={s.name}>
            <span className={`sw-dot ${s.className}`} />
            {s.name}
          </span>
        ))}
      </figcaption>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{dateHeader}</th>
            {series.map((s) => (
              <th key={s.name} scope="col">
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {columns.map((c) => (
            <tr key={c.date}>
              <th scope="row">{c.date}</th>
              {c.values.map((v, s) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: series are positional
                <td key={s}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
