import type { AiAttemptScore } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import "../i18n.ts";
import "./results.css";

/**
 * An attempt's score: the percent large, the questions right below it.
 * @param props - the attempt
 * @returns the card
 */
export function ScoreCard({ attempt }: { attempt: AiAttemptScore }) {
  const { t } = useTranslation();
  const tone = attempt.score >= 80 ? "good" : attempt.score >= 60 ? "middle" : "bad";
  return (
    <section
      className={`card aist-score is-${tone}`}
      aria-label={t("aist.result.score")}
      data-testid="aist-score"
      data-score={attempt.score}
    >
      <p className="aist-score-value">
        <span className="aist-score-number">{attempt.score}</span>
        <span className="aist-score-unit">{t("aist.points_unit")}</span>
      </p>
      <p className="muted" data-testid="aist-score-correct">
        {t("aist.result.correct_of", { correct: attempt.correct, total: attempt.total })}
      </p>
    </section>
  );
}
