import { useTranslation } from "react-i18next";
import { roundScore } from "../format.ts";

const W = 420;
const H = 54;
const L = 10;
const R = 10;

/**
 * A step test's score on a 0-100 bar with the downgrade and upgrade thresholds marked; the thresholds are
 * also written out below it.
 * @param props - the score and the two thresholds
 * @returns the scale
 */
export function ScoreScale({ score, up, down }: { score: number; up: number; down: number }) {
  const { t } = useTranslation();
  const x = (v: number) => L + (Math.max(0, Math.min(100, v)) / 100) * (W - L - R);
  const colour = score >= up ? "#187d57" : score < down ? "#c03a3a" : "#2f6fde";
  return (
    <div className="cefr-scale" data-testid="cefr-score-scale">
      <svg viewBox={`0 0 ${W} ${H}`} className="cefr-chart-svg" aria-hidden="true">
        <rect x={L} y={18} width={W - L - R} height={14} rx="7" fill="#eef3fb" />
        <rect x={L} y={18} width={x(score) - L} height={14} rx="7" fill={colour} />
        <line x1={x(down)} x2={x(down)} y1={10} y2={40} stroke="#c03a3a" strokeWidth="2" />
        <line x1={x(up)} x2={x(up)} y1={10} y2={40} stroke="#187d57" strokeWidth="2" />
        <text x={x(down)} y={52} textAnchor="middle" fontSize="11" fill="#c03a3a">
          {down}
        </text>
        <text x={x(up)} y={52} textAnchor="middle" fontSize="11" fill="#187d57">
          {up}
        </text>
      </svg>
      <ul className="cefr-scale-legend">
        <li>{t("cefr.upgrade_at", { score: up })}</li>
        <li>{t("cefr.downgrade_under", { score: down })}</li>
      </ul>
      <span className="sr-only">{t("cefr.score", { score: roundScore(score) })}</span>
    </div>
  );
}
