import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useLessonPartQuery, useStageLogsQuery, useStageSubmitQuery } from "../api.ts";
import { Loading } from "../components/Loading.tsx";
import { LogList } from "../components/LogList.tsx";
import { MasteryChanges } from "../components/MasteryChanges.tsx";
import { BadLink, PageError } from "../components/PageError.tsx";
import { ScoreCard } from "../components/ScoreCard.tsx";
import { NextStep } from "../components/StageDone.tsx";
import "../i18n.ts";
import { NEXT_STAGE } from "../stages.ts";
import { aiStudyUrls, guidOf, idOf, type ResourceStage, resourceStageOf } from "../urls.ts";
import "../ai-study.css";

/**
 * /aistudy/practice/result?lesson_id=&stage=&guid=: a review or consolidation attempt just played is
 * submitted (once), then shown: the score, how the grammar points' mastery moved, every question with the
 * answer, the correct sentence and why, and the next step.
 * @returns the page
 */
export default function PracticeResultPage() {
  const [params] = useSearchParams();
  const lessonId = idOf(params.get("lesson_id"));
  const stage = resourceStageOf(params.get("stage"));
  const guid = guidOf(params.get("guid"));
  if (!lessonId || !stage || !guid) return <BadLink />;
  return <Result lessonId={lessonId} stage={stage} guid={guid} />;
}

function Result({ lessonId, stage, guid }: { lessonId: string; stage: ResourceStage; guid: string }) {
  const { t, i18n } = useTranslation();
  usePageTitle(t("aist.result.title"));
  const submit = useStageSubmitQuery(stage, lessonId, guid);
  const logs = useStageLogsQuery(stage, lessonId, guid, submit.isSuccess);
  const part = useLessonPartQuery(lessonId);
  if (submit.isError) return <PageError error={submit.error} onRetry={() => void submit.refetch()} />;
  if (logs.isError) return <PageError error={logs.error} onRetry={() => void logs.refetch()} />;
  if (!submit.data)
    return (
      <div className="page aist-page" role="status" aria-busy="true" data-testid="aist-submitting">
        <p>{t("aist.result.submitting")}</p>
      </div>
    );
  const s = submit.data;
  const lesson = part.data?.lesson;
  const en = i18n.language === "en";
  return (
    <div
      className="page aist-page"
      data-testid="aist-practice-result"
      data-stage={stage}
      data-score={s.attempt.score}
    >
      <Link className="aist-back" to={aiStudyUrls.practice(lessonId, stage)}>
        ‹ {lesson ? (en ? lesson.title_en : lesson.title_ja) : t("aist.back_list")}
      </Link>
      <h1>
        {t("aist.result.title")}・{t(`aist.stage.${stage}`)}
      </h1>
      <ScoreCard attempt={s.attempt} />
      <MasteryChanges changes={s.mastery} />
      <section className="card aist-next" aria-labelledby="aist-next-title">
        <h2 id="aist-next-title">{t("aist.result.next")}</h2>
        <NextStep
          lessonId={lessonId}
          next={NEXT_STAGE[stage] ?? s.next_stage}
          nextLessonId={part.data?.next_lesson_id ?? null}
          courseId={lesson?.course_id ?? lessonId.split("-")[0] ?? ""}
        />
        <Link
          className="btn btn-ghost"
          to={aiStudyUrls.practicePlay(lessonId, stage)}
          data-testid="aist-again"
        >
          {t("aist.result.again")}
        </Link>
      </section>
      {logs.data ? <LogList items={logs.data.items} /> : <Loading lines={4} />}
    </div>
  );
}
