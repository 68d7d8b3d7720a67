import type { AiStageKind } from "@hibiki/contracts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useLessonPartQuery, useSpeak } from "../api.ts";
import { ExplanationStage } from "../components/ExplanationStage.tsx";
import { Loading } from "../components/Loading.tsx";
import { LessonNavContext } from "../components/lesson-nav.ts";
import { BadLink, PageError } from "../components/PageError.tsx";
import { ResourceStage } from "../components/ResourceStage.tsx";
import { StageNav } from "../components/StageNav.tsx";
import { VideoStage } from "../components/VideoStage.tsx";
import "../i18n.ts";
import { firstOpenStage } from "../stages.ts";
import { aiStudyUrls, idOf, stageOf } from "../urls.ts";
import "../ai-study.css";

/**
 * /aistudy/practice?lesson_id=&stage=: one lesson at one of its four stages (without a stage: the first
 * not done): the animated video, the interactive explanation, or the review / consolidation in the
 * exercise player (`play=1`); the stages as steps above it and the neighbouring lessons below.
 * @returns the page
 */
export default function PracticePage() {
  const [params] = useSearchParams();
  const lessonId = idOf(params.get("lesson_id"));
  const raw = params.get("stage");
  const stage = stageOf(raw);
  if (!lessonId || (raw !== null && !stage)) return <BadLink />;
  return <Lesson lessonId={lessonId} stage={stage} playing={params.get("play") === "1"} />;
}

function Lesson({
  lessonId,
  stage: asked,
  playing,
}: {
  lessonId: string;
  stage: AiStageKind | null;
  playing: boolean;
}) {
  const { t, i18n } = useTranslation();
  const part = useLessonPartQuery(lessonId);
  const { speak, ready } = useSpeak();
  const en = i18n.language === "en";
  const lesson = part.data?.lesson;
  usePageTitle(lesson ? (en ? lesson.title_en : lesson.title_ja) : t("aist.title"));
  const navigate = useNavigate();
  const opened = asked ?? (lesson ? firstOpenStage(lesson.stages) : null);
  // The stage opened without one in the address is written into it, so finishing that stage (which
  // changes the first one not done) does not move the student to the next stage under their hands.
  useEffect(() => {
    if (!asked && opened) void navigate(aiStudyUrls.practice(lessonId, opened), { replace: true });
  }, [asked, opened, lessonId, navigate]);
  if (part.isError) return <PageError error={part.error} onRetry={() => void part.refetch()} />;
  if (!part.data || !lesson) return <Loading />;
  const d = part.data;
  const stage = opened ?? "video";
  const status = lesson.stages.find((s) => s.stage === stage);
  return (
    <LessonNavContext.Provider
      value={{ lessonId, courseId: lesson.course_id, nextLessonId: d.next_lesson_id }}
    >
      <div className="page aist-page" data-testid="aist-practice" data-stage={stage} data-lesson={lessonId}>
        <Link className="aist-back" to={aiStudyUrls.list(lesson.course_id)}>
          {t("aist.back_list")}
        </Link>
        <header className="aist-lesson-header">
          <p className="muted aist-lesson-no">
            {en ? d.course_title_en : d.course_title_ja}・{t("aist.lesson_no", { nn: lesson.nn })}
          </p>
          <h1>{en ? lesson.title_en : lesson.title_ja}</h1>
          <p className="aist-goal">
            <span className="aist-chip">{t("aist.goal")}</span> {lesson.goal_ja}
          </p>
          <StageNav lessonId={lessonId} stages={lesson.stages} current={stage} />
        </header>
        {stage === "video" && (
          <VideoStage key={lessonId} lessonId={lessonId} slides={d.video} speak={speak} ready={ready} />
        )}
        {stage === "explanation" && (
          <ExplanationStage key={lessonId} lessonId={lessonId} points={d.explanation} speak={speak} />
        )}
        {(stage === "review" || stage === "consolidation") && (
          <ResourceStage
            key={`${lessonId}:${stage}`}
            lessonId={lessonId}
            stage={stage}
            resource={stage === "review" ? d.review : d.consolidation}
            status={status}
            playing={playing}
          />
        )}
        <nav className="aist-lesson-pager" aria-label={t("aist.lessons_nav")}>
          {d.prev_lesson_id && (
            <Link to={aiStudyUrls.practice(d.prev_lesson_id)} data-testid="aist-prev-lesson">
              {t("aist.prev_lesson")}
            </Link>
          )}
          {d.next_lesson_id && (
            <Link to={aiStudyUrls.practice(d.next_lesson_id)} data-testid="aist-next-lesson-link">
              {t("aist.next_lesson")}
            </Link>
          )}
        </nav>
      </div>
    </LessonNavContext.Provider>
  );
}
