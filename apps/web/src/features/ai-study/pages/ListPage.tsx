import type { AiLessonItem } from "@hibiki/contracts";
import { usePageTitle } from "@web/hooks/usePageTitle.ts";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCourseLessonsQuery } from "../api.ts";
import { CourseLinks } from "../components/CourseLinks.tsx";
import { Loading } from "../components/Loading.tsx";
import { MasteryChip } from "../components/MasteryChip.tsx";
import { BadLink, PageError } from "../components/PageError.tsx";
import { StageNav } from "../components/StageNav.tsx";
import "../i18n.ts";
import { aiStudyUrls, idOf } from "../urls.ts";
import "../ai-study.css";

/**
 * /aistudy/list?course_id=: a course's lessons in order, each with its four stages (done or not) and the
 * mastery label of its grammar point, plus the course's test, picks and report.
 * @returns the page
 */
export default function ListPage() {
  const [params] = useSearchParams();
  const courseId = idOf(params.get("course_id"));
  return courseId ? <Lessons courseId={courseId} /> : <BadLink />;
}

function Lessons({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation();
  const lessons = useCourseLessonsQuery(courseId);
  const en = i18n.language === "en";
  const course = lessons.data?.course;
  usePageTitle(course ? (en ? course.title_en : course.title_ja) : t("aist.title"));
  if (lessons.isError) return <PageError error={lessons.error} onRetry={() => void lessons.refetch()} />;
  if (!lessons.data || !course) return <Loading />;
  return (
    <div className="page aist-page" data-testid="aist-list">
      <Link className="aist-back" to={aiStudyUrls.home()}>
        {t("aist.home_link")}
      </Link>
      <h1>{en ? course.title_en : course.title_ja}</h1>
      <p className="muted">
        {t("aist.lessons_done", { done: course.lessons_done, total: course.lesson_count })}
      </p>
      <CourseLinks courseId={courseId} />
      <ol className="aist-lessons">
        {lessons.data.lessons.map((l) => (
          <li key={l.lesson_id}>
            <LessonRow lesson={l} en={en} />
          </li>
        ))}
      </ol>
    </div>
  );
}

function LessonRow({ lesson: l, en }: { lesson: AiLessonItem; en: boolean }) {
  const { t } = useTranslation();
  return (
    <article
      className={`card aist-lesson${l.done ? " is-done" : ""}`}
      data-testid="aist-lesson"
      data-lesson={l.lesson_id}
      aria-labelledby={`aist-lesson-${l.lesson_id}`}
    >
      <div className="aist-lesson-head">
        <h2 id={`aist-lesson-${l.lesson_id}`} className="aist-lesson-title">
          <span className="muted aist-lesson-no">{t("aist.lesson_no", { nn: l.nn })}</span>
          <span>{en ? l.title_en : l.title_ja}</span>
        </h2>
        <MasteryChip label={l.mastery.label} p={l.mastery.p} testId="aist-lesson-mastery" />
      </div>
      <p className="muted aist-goal">{l.goal_ja}</p>
      <StageNav lessonId={l.lesson_id} stages={l.stages} />
      <Link
        className="btn btn-primary btn-sm"
        to={aiStudyUrls.practice(l.lesson_id)}
        data-testid="aist-study"
      >
        {t("aist.study")}
      </Link>
    </article>
  );
}
