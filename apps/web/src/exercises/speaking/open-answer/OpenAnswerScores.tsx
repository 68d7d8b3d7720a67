import { percentOfTotal } from "@hibiki/exercises";
import type { OpenAnswerDetail } from "@web/lib/speech/open-answer-xml.ts";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./open-answer.css";
import { ScoreRing } from "../ScoreRings.tsx";

const PARTS = [
  ["content_score", "oa.content", "score-content"],
  ["language_score", "oa.language", "score-language"],
  ["delivery_score", "oa.delivery", "score-delivery"],
] as const;

/**
 * The scores of an open answer: the total, larger, then its three parts (content, language, delivery),
 * each a ring in points out of 100.
 * @param props - the open-answer detail (scores 0-5)
 * @returns the scores
 */
export function OpenAnswerScores({ detail }: { detail: OpenAnswerDetail }) {
  const { t } = useTranslation();
  return (
    <div className="sp-rings oa-scores" data-testid="open-answer-scores">
      <ScoreRing
        large
        label={t("oa.total")}
        points={percentOfTotal(detail.total_score)}
        testId="score-open-total"
      />
      {PARTS.map(([field, key, testId]) => (
        <ScoreRing key={field} label={t(key)} points={percentOfTotal(detail[field])} testId={testId} />
      ))}
    </div>
  );
}
