import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useTestingIndexQuery, useTestingPaperQuery, useTestingSubmitQuery } from "../api.ts";
import { Loading } from "../components/Loading.tsx";
import { LogList } from "../components/LogList.tsx";
import { MasteryChanges } from "../components/MasteryChanges.tsx";
import { BadLink, PageError } from "../components/PageError.tsx";
import { PaperPoints } from "../components/PaperPoints.tsx";
import { ScoreCard } from "../components/ScoreCard.tsx";
import { StagePlayer } from "../components/StagePlayer.tsx";
import "../i18n.ts";
import { aiStudyUrls, guidOf, idOf } from "../urls.ts";
import "../ai-study.css";

/**
 * /aistudy/testing/details?course_id=(&guid=): without a guid the check test in the exercise player (exam
 * mode, with its time limit); with one the paper: a test just finished (`submit=1`) is submitted first,
 * then its score, the result per grammar point, how mastery moved and every question.
 * @returns the page
 */
export default function TestingDetailsPage() {
  const [params] = useSearchParams();
  const courseId = idOf(params.get("course_id"));
  const rawGuid = params.get("guid");
  const guid = guidOf(rawGuid);
  if (!courseId || (rawGuid !== null && !guid)) return <BadLink />;
  if (!guid) return <TakeTest courseId={courseId} />;
  return <Paper courseId={courseId} guid={guid} fresh={params.get("submit") === "1"} />;
}

function TakeTest({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  usePageTitle(t("aist.test"));
  const navigate = useNavigate();
  const testing = useTestingIndexQuery(courseId);
  if (testing.isError) return <PageError error={testing.error} onRetry={() => void testing.refetch()} />;
  if (!testing.data) return <Loading />;
  const res = testing.data.testing_resource;
  return (
    <div className="page aist-page" data-testid="aist-testing-play">
      <Link className="aist-back" to={aiStudyUrls.testing(courseId)}>
        ‹ {t("aist.test")}
      </Link>
      <StagePlayer
        resCode={res.res_code}
        mode="exam"
        timeLimitMinutes={res.time_limit_minutes}
        testId="aist-player-test"
        onFinish={(guid) => navigate(aiStudyUrls.testingDetails(courseId, guid, true), { replace: true })}
      />
    </div>
  );
}

function Paper({ courseId, guid, fresh }: { courseId: string; guid: string; fresh: boolean }) {
  const { t } = useTranslation();
  usePageTitle(t("aist.test"));
  const submit = useTestingSubmitQuery(courseId, guid, fresh);
  const paper = useTestingPaperQuery(courseId, guid, !fresh || submit.isSuccess);
  if (submit.isError) return <PageError error={submit.error} onRetry={() => void submit.refetch()} />;
  if (paper.isError) return <PageError error={paper.error} onRetry={() => void paper.refetch()} />;
  if (fresh && !submit.data)
    return (
      <div className="page aist-page" role="status" aria-busy="true" data-testid="aist-submitting">
        <p>{t("aist.result.submitting")}</p>
      </div>
    );
  if (!paper.data) return <Loading />;
  const p = paper.data;
  return (
    <div className="page aist-page" data-testid="aist-test-paper" data-score={p.attempt.score}>
      <Link className="aist-back" to={aiStudyUrls.testing(courseId)}>
        ‹ {t("aist.test")}
      </Link>
      <h1>
        {t("aist.test")}・{t("aist.result.title")}
      </h1>
      <ScoreCard attempt={p.attempt} />
      <PaperPoints points={p.points} />
      {submit.data && <MasteryChanges changes={submit.data.mastery} />}
      <div className="aist-actions">
        <Link className="btn btn-primary" to={aiStudyUrls.report(courseId)} data-testid="aist-to-report">
          {t("aist.report")}
        </Link>
        <Link className="btn btn-secondary" to={aiStudyUrls.recommend(courseId)}>
          {t("aist.recommend")}
        </Link>
        <Link className="btn btn-ghost" to={aiStudyUrls.testingDetails(courseId)}>
          {t("aist.testing.again")}
        </Link>
      </div>
      <LogList items={p.items} />
    </div>
  );
}
