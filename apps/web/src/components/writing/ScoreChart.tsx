import type { OverallEvaluation } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
// Its own colours: opened directly (/ai-writing/result/analysis) no other writing component brought them.
import "./writing.css";

/** The four measures in the order they are drawn. */
export const SCORE_KEYS = [
  "vocabulary_diversity",
  "vocabulary_correctness",
  "grammar_diversity",
  "grammar_correctness",
] as const;

const ROW = 34;
const LABEL_W = 128;
const BAR_W = 188;
/** Drawing width in viewBox units: the SVG scales down to its box and never grows past this many px. */
export const SCORE_CHART_WIDTH = LABEL_W + BAR_W + 40;

/**
 * Fills as inline styles (token, then the token's value as fallback): an SVG shape with no fill is drawn
 * black, so the bars must not depend on a stylesheet having loaded with the page's chunk (a direct load or
 * reload of /ai-writing/result/analysis once drew them black).
 */
const FILL = {
  bar: { fill: "var(--c-primary, #2f6fde)" },
  track: { fill: "var(--c-surface-2, #eef3fb)" },
  text: { fill: "var(--c-text, #1f2a3d)", fontSize: 12 },
} as const;

/**
 * The engine result's four overall scores (0-100) as a horizontal bar chart in SVG, each bar labelled with
 * its score; the Japanese explanation is the bar's title (tooltip) and is listed below for screen readers.
 * The SVG has a viewBox and takes its container's width up to {@link SCORE_CHART_WIDTH} px (fits a 390 px
 * phone), and its colours are inline so it never renders black bars.
 * @param props - the overall evaluation
 * @returns the chart
 */
export function ScoreChart({ evaluation }: { evaluation: OverallEvaluation }) {
  const { t } = useTranslation();
  const height = SCORE_KEYS.length * ROW + 8;
  return (
    // no UA figure margin (40 px each side pushed the page to 461 px on a phone)
    <figure className="score-chart" data-testid="score-chart" style={{ margin: 0, minWidth: 0 }}>
      <figcaption>{t("writing.scores_title")}</figcaption>
      <svg
        viewBox={`0 0 ${SCORE_CHART_WIDTH} ${height}`}
        width="100%"
        preserveAspectRatio="xMinYMin meet"
        style={{ maxWidth: SCORE_CHART_WIDTH, height: "auto", display: "block" }}
        role="img"
        aria-label={t("writing.scores_title")}
      >
        {SCORE_KEYS.map((key, i) => {
          const { score, explanation_ja } = evaluation[key];
          const y = i * ROW + 4;
          return (
            <g key={key} data-testid={`score-${key}`}>
              <title>{explanation_ja}</title>
              <text x={0} y={y + 18} style={FILL.text}>
                {t(`writing.${key}`)}
              </text>
              <rect
                className="track"
                x={LABEL_W}
                y={y + 4}
                width={BAR_W}
                height={20}
                rx={6}
                style={FILL.track}
              />
              <rect
                className="bar"
                x={LABEL_W}
                y={y + 4}
                width={(BAR_W * Math.max(0, Math.min(100, score))) / 100}
                height={20}
                rx={6}
                style={FILL.bar}
              />
              <text x={LABEL_W + BAR_W + 8} y={y + 18} data-testid="score-value" style={FILL.text}>
                {score}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="sr-only">
        {SCORE_KEYS.map((key) => (
          <li key={key}>
            {t(`writing.${key}`)} {evaluation[key].score}: {evaluation[key].explanation_ja}
          </li>
        ))}
      </ul>
    </figure>
  );
}
