import { type CefrStepCode, CefrStepSchema } from "@hibiki/contracts";
import { formatDate } from "@web/lib/format.ts";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** One change of the student's step. */
export type Trace = { level: CefrStepCode; reason: "placed" | "up" | "down"; at: string };

const W = 640;
const H = 260;
const LEFT = 56;
const RIGHT = 16;
const TOP = 12;
const BOTTOM = 28;
const DAY = 86_400_000;
const CEFR_STEPS: readonly string[] = CefrStepSchema.options;

/**
 * The student's step over time as an SVG step chart (x: date, y: step), with the same data as a table for
 * screen readers.
 * @param props - the traces, oldest first or in any order
 * @returns the chart, or the empty text
 */
export function LevelChart({ traces }: { traces: readonly Trace[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  if (traces.length === 0)
    return (
      <p className="muted" data-testid="cefr-trace-empty">
        {t("cefr.trace_empty")}
      </p>
    );
  const sorted = [...traces].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const times = sorted.map((p) => Date.parse(p.at));
  const t0 = times[0] ?? 0;
  // The last step holds until a little after its change, so a single trace still draws a line.
  const t1 = Math.max((times[times.length - 1] ?? t0) + DAY, t0 + DAY) + (times.length > 1 ? 0 : 6 * DAY);
  const x = (ms: number) => LEFT + ((ms - t0) / (t1 - t0)) * (W - LEFT - RIGHT);
  const steps = CEFR_STEPS.length;
  const y = (level: string) => {
    const i = CEFR_STEPS.indexOf(level);
    return TOP + ((steps - 1 - i) / (steps - 1)) * (H - TOP - BOTTOM);
  };
  let d = "";
  sorted.forEach((p, i) => {
    const px = x(times[i] ?? t0);
    const py = y(p.level);
    d += i === 0 ? `M${px},${py}` : `H${px}V${py}`;
  });
  d += `H${x(t1)}`;
  const ticks = [sorted[0], sorted[sorted.length - 1]].filter((p, i, a) => p && a.indexOf(p) === i);
  return (
    <figure className="cefr-chart" data-testid="cefr-trace-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} className="cefr-chart-svg">
        <title id={titleId}>{t("cefr.trace_title")}</title>
        {CEFR_STEPS.map((s) => (
          <g key={s}>
            <line x1={LEFT} x2={W - RIGHT} y1={y(s)} y2={y(s)} stroke="#d9e0ec" strokeWidth="1" />
            <text x={LEFT - 8} y={y(s) + 4} textAnchor="end" fontSize="12" fill="#5b6679">
              {s}
            </text>
          </g>
        ))}
        <path d={d} fill="none" stroke="#2f6fde" strokeWidth="3" strokeLinejoin="round" />
        {sorted.map((p, i) => (
          <circle
            key={`${p.at}-${p.level}`}
            cx={x(times[i] ?? t0)}
            cy={y(p.level)}
            r="5"
            fill={p.reason === "down" ? "#c03a3a" : p.reason === "up" ? "#187d57" : "#2f6fde"}
          />
        ))}
        {ticks.map((p) =>
          p ? (
            <text
              key={p.at}
              x={x(Date.parse(p.at))}
              y={H - 8}
              textAnchor={p === sorted[0] ? "start" : "end"}
              fontSize="12"
              fill="#5b6679"
            >
              {formatDate(p.at, i18n.language)}
            </text>
          ) : null,
        )}
      </svg>
      <table className="sr-only" data-testid="cefr-trace-table">
        <caption>{t("cefr.trace_title")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("cefr.trace_date")}</th>
            <th scope="col">{t("cefr.trace_step")}</th>
            <th scope="col">{t("cefr.trace_reason")}</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((p) => (
            <tr key={`${p.at}-${p.level}`}>
              <th scope="row">{formatDate(p.at, i18n.language)}</th>
              <td>{p.level}</td>
              <td>{t(`cefr.moved_${p.reason}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
