import type { CefrSkill } from "@hibiki/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { roundScore } from "../format.ts";

const W = 420;
const ROW = 30;
const LABEL_W = 110;
const PAD_R = 52;
const COLOURS: Record<CefrSkill, string> = {
  listening: "#2f6fde",
  reading: "#187d57",
  vocabulary: "#b45309",
  grammar: "#7c3aed",
  speaking: "#c03a3a",
};

/**
 * Per-skill right-answer percents as horizontal SVG bars (one colour per skill), also as a table for
 * screen readers.
 * @param props - the skills of a result
 * @returns the chart, or nothing without skills
 */
export function SkillBars({
  skills,
}: {
  skills: readonly { skill: CefrSkill; answered: number; percent: number }[];
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (skills.length === 0) return null;
  const h = skills.length * ROW + 8;
  const x = (v: number) => LABEL_W + (Math.max(0, Math.min(100, v)) / 100) * (W - LABEL_W - PAD_R);
  return (
    <figure className="cefr-chart" data-testid="cefr-skill-bars">
      <svg viewBox={`0 0 ${W} ${h}`} role="img" aria-labelledby={titleId} className="cefr-chart-svg">
        <title id={titleId}>{t("cefr.by_skill")}</title>
        {skills.map((s, i) => {
          const y = 4 + i * ROW;
          return (
            <g key={s.skill}>
              <text x={LABEL_W - 8} y={y + 17} textAnchor="end" fontSize="13" fill="#1f2a3d">
                {t(`cefr.skill.${s.skill}`)}
              </text>
              <rect x={LABEL_W} y={y + 4} width={W - LABEL_W - PAD_R} height={18} rx="6" fill="#eef3fb" />
              <rect
                x={LABEL_W}
                y={y + 4}
                width={Math.max(0, x(s.percent) - LABEL_W)}
                height={18}
                rx="6"
                fill={COLOURS[s.skill]}
              />
              <text x={W - PAD_R + 6} y={y + 17} fontSize="13" fill="#1f2a3d">
                {`${roundScore(s.percent)}%`}
              </text>
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>{t("cefr.by_skill")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("cefr.col_skill")}</th>
            <th scope="col">{t("cefr.col_score")}</th>
          </tr>
        </thead>
        <tbody>
          {skills.map((s) => (
            <tr key={s.skill}>
              <th scope="row">{t(`cefr.skill.${s.skill}`)}</th>
              <td>
                {roundScore(s.percent)}% ({t("cefr.skill_answered", { n: s.answered })})
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
