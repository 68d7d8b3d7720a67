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
const LABEL_W = 140;
const BAR_W = 220;

/**
 * The engine result's four overall scores (0-100) as a horizontal bar chart in SVG, each bar labelled with
 * its score; the Japanese explanation is the bar's title (tooltip) and is listed below for screen readers.
 * @param props - the overall evaluation
 * @returns the chart
 */
export function ScoreChart({ evaluation }: { evaluation: OverallEvaluation }) {
  const { t } = useTranslation();
  const height = SCORE_KEYS.length * ROW + 8;
  return (
    <figure className="score-chart" data-testid="score-chart">
      <figcaption>{t("writing.scores_title")}</figcaption>
      <svg width={LABEL_W + BAR_W + 48} height={height} role="img" aria-label={t("writing.scores_title")}>
        {SCORE_KEYS.map((key, i) => {
          const { score, explanation_ja } = evaluation[key];
          const y = i * ROW + 4;
          return (
            <g key={key} data-testid={`score-${key}`}>
              <title>{explanation_ja}</title>
              <text x={0} y={y + 18}>
                {t(`writing.${key}`)}
              </text>
              <rect className="track" x={LABEL_W} y={y + 4} width={BAR_W} height={20} rx={6} />
              <rect
                className="bar"
                x={LABEL_W}
                y={y + 4}
                width={(BAR_W * Math.max(0, Math.min(100, score))) / 100}
                height={20}
                rx={6}
              />
              <text x={LABEL_W + BAR_W + 8} y={y + 18} data-testid="score-value">
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
