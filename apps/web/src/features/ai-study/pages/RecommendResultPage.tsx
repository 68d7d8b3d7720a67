import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useRecommendLogsQuery, useRecommendSubmitQuery } from "../api.ts";
import { Loading } from "../components/Loading.tsx";
import { LogList } from "../components/LogList.tsx";
import { MasteryChanges } from "../components/MasteryChanges.tsx";
import { BadLink, PageError } from "../components/PageError.tsx";
import { ScoreCard } from "../components/ScoreCard.tsx";
import "../i18n.ts";
import { aiStudyUrls, guidOf, idOf } from "../urls.ts";
import "../ai-study.css";

/**
 * /aistudy/recommend/result?course_id=&guid=: a weakness paper just played is submitted (once), then its
 * score, how mastery moved and every question with the correct sentence and why.
 * @returns the page
 */
export default function RecommendResultPage() {
  const [params] = useSearchParams();
  const courseId = idOf(params.get("course_id"));
  const guid = guidOf(params.get("guid"));
  if (!courseId || !guid) return <BadLink />;
  return <Result courseId={courseId} guid={guid} />;
}

function Result({ courseId, guid }: { courseId: string; guid: string }) {
  const { t } = useTranslation();
  usePageTitle(t("aist.recommend.result"));
  const submit = useRecommendSubmitQuery(courseId, guid);
  const logs = useRecommendLogsQuery(courseId, guid, submit.isSuccess);
  if (submit.isError) return <PageError error={submit.error} onRetry={() => void submit.refetch()} />;
  if (logs.isError) return <PageError error={logs.error} onRetry={() => void logs.refetch()} />;
  if (!submit.data)
    return (
      <div className="page aist-page" role="status" aria-busy="true" data-testid="aist-submitting">
        <p>{t("aist.result.submitting")}</p>
      </div>
    );
  return (
    <div
      className="page aist-page"
      data-testid="aist-recommend-result"
      data-score={submit.data.attempt.score}
    >
      <Link className="aist-back" to={aiStudyUrls.recommend(courseId)}>
        {t("aist.recommend.back")}
      </Link>
      <h1>{t("aist.recommend.result")}</h1>
      <ScoreCard attempt={submit.data.attempt} />
      <MasteryChanges changes={submit.data.mastery} />
      <div className="aist-actions">
        <Link
          className="btn btn-primary"
          to={aiStudyUrls.recommend(courseId)}
          data-testid="aist-recommend-again"
        >
          {t("aist.recommend")}
        </Link>
        <Link className="btn btn-secondary" to={aiStudyUrls.report(courseId)}>
          {t("aist.report")}
        </Link>
      </div>
      {logs.data ? <LogList items={logs.data.items} /> : <Loading lines={4} />}
    </div>
  );
}
