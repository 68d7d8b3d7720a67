import { displayPercent, percentOfTotal } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./speaking.css";

/** The four scores of a recording on the engine's 0-5 scale (as stored in the answer). */
export type SpeakingScores = {
  total_score?: number | undefined;
  accuracy_score?: number | undefined;
  fluency_score?: number | undefined;
  integrity_score?: number | undefined;
};

const RINGS = [
  ["total_score", "speak.total"],
  ["accuracy_score", "speak.accuracy"],
  ["fluency_score", "speak.fluency"],
  ["integrity_score", "speak.integrity"],
] as const;

const R = 26;
const CIRCUMFERENCE = 2 * Math.PI * R;

/**
 * One ring: the arc shows the points out of 100 (20 × the 0-5 score, capped at 100); the value is also
 * said in words for screen readers, and the tone (good / middle / bad) is never the only cue.
 * @param props - label, points, test id and, for a headline score, a larger size
 * @returns the ring
 */
export function ScoreRing({
  label,
  points,
  testId,
  large = false,
}: {
  label: string;
  points: number;
  testId: string;
  large?: boolean;
}) {
  const { t } = useTranslation();
  const shown = Math.round(displayPercent(points));
  const tone = shown >= 80 ? "good" : shown >= 60 ? "middle" : "bad";
  return (
    <figure
      className={`sp-ring sp-ring-${tone}${large ? " sp-ring-large" : ""}`}
      data-testid={testId}
      data-points={shown}
    >
      <svg viewBox="0 0 64 64" width={large ? 80 : 64} height={large ? 80 : 64} aria-hidden="true">
        <circle cx="32" cy="32" r={R} className="sp-ring-track" />
        <circle
          cx="32"
          cy="32"
          r={R}
          className="sp-ring-arc"
          strokeDasharray={`${(CIRCUMFERENCE * shown) / 100} ${CIRCUMFERENCE}`}
          transform="rotate(-90 32 32)"
        />
        <text x="32" y="37" textAnchor="middle" className="sp-ring-value">
          {shown}
        </text>
      </svg>
      <figcaption>
        {label} <span className="sr-only">{t("speak.points", { score: shown })}</span>
      </figcaption>
    </figure>
  );
}

/**
 * Total, accuracy, fluency and integrity of a recording as four rings in points (0-100).
 * @param props - the scores (0-5 each; missing ones show 0)
 * @returns the rings
 */
export function ScoreRings({ scores }: { scores: SpeakingScores }) {
  const { t } = useTranslation();
  return (
    <div className="sp-rings" data-testid="score-rings">
      {RINGS.map(([field, key]) => (
        <ScoreRing
          key={field}
          label={t(key)}
          points={percentOfTotal(scores[field] ?? 0)}
          testId={`score-${field.replace("_score", "")}`}
        />
      ))}
    </div>
  );
}
