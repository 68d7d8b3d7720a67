import { type BaseAnswer, gradeOf, percentOfTotal } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./progress-steps.css";
import { ScoreRings } from "../speaking/ScoreRings.tsx";
import { averageScores } from "../speaking/SpeakingResultList.tsx";

/**
 * The averages of a result layout: the four scores averaged over the recordings (skipped ones count with
 * zero) and the grade of the average total (A at 80 points or more, B at 60 or more, C below).
 * @param props - the answers of the layout
 * @returns the averages, or nothing without any recording
 */
export function ResultAverages({ answers }: { answers: readonly BaseAnswer[] }) {
  const { t } = useTranslation();
  const counted = answers.filter((a) => a.sound_file || a.record_file || a.is_skipped === 1);
  if (counted.length === 0) return null;
  const avg = averageScores(counted);
  const grade = gradeOf(percentOfTotal(avg.total_score));
  return (
    <section className="ps-average" data-testid="average-scores">
      <h2 className="sp-average-title">{t("steps.average")}</h2>
      <span className={`ps-grade ps-grade-${grade}`} data-testid="layout-grade">
        <span className="sr-only">{t("steps.grade")} </span>
        {grade}
      </span>
      <ScoreRings scores={avg} />
    </section>
  );
}
