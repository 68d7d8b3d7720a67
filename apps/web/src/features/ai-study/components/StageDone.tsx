import type { AiStageKind } from "@hibiki/contracts";
import { Button } from "@web/components/Button.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { NEXT_STAGE } from "../stages.ts";
import { aiStudyUrls } from "../urls.ts";
import { useLessonNav } from "./lesson-nav.ts";

/**
 * The end of a stage: saving, a failure with a retry, or the message and the way on (the next stage in
 * order; after the last one a stage still left, else the next lesson).
 * @param props - the stage, the save's status, the message, the server's next open stage and the retry
 * @returns the panel
 */
export function StageDone({
  stage,
  status,
  message,
  nextOpen,
  onRetry,
}: {
  stage: AiStageKind;
  status: "saving" | "failed" | "saved";
  message: string;
  /** the first stage not done yet after the save (the server's next_stage) */
  nextOpen: AiStageKind | null;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const nav = useLessonNav();
  if (status === "saving")
    return (
      <p className="aist-done" role="status" data-testid="aist-stage-saving">
        {t("aist.video.saving")}
      </p>
    );
  if (status === "failed")
    return (
      <div className="aist-done" role="alert" data-testid="aist-stage-failed">
        <p>{t("common.network_error")}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t("common.retry")}
        </Button>
      </div>
    );
  const next = NEXT_STAGE[stage] ?? nextOpen;
  return (
    <div className="card aist-done" role="status" data-testid="aist-stage-done" data-stage={stage}>
      <p>{message}</p>
      <NextStep lessonId={nav.lessonId} next={next} nextLessonId={nav.nextLessonId} courseId={nav.courseId} />
    </div>
  );
}

/**
 * The way on after a stage: the next stage, or when the lesson is done the next lesson and the list.
 * @param props - the lesson, the next stage (null: the lesson is done), the next lesson and the course
 * @returns the links
 */
export function NextStep({
  lessonId,
  next,
  nextLessonId,
  courseId,
}: {
  lessonId: string;
  next: AiStageKind | null;
  nextLessonId: string | null;
  courseId: string;
}) {
  const { t } = useTranslation();
  if (next)
    return (
      <div className="aist-actions">
        <Link
          className="btn btn-primary"
          to={aiStudyUrls.practice(lessonId, next)}
          data-testid="aist-next-stage"
        >
          {t("aist.to_stage", { stage: t(`aist.stage.${next}`) })}
        </Link>
      </div>
    );
  return (
    <div className="aist-actions">
      <p className="aist-lesson-done" data-testid="aist-lesson-done">
        {t("aist.result.lesson_done")}
      </p>
      {nextLessonId && (
        <Link
          className="btn btn-primary"
          to={aiStudyUrls.practice(nextLessonId)}
          data-testid="aist-next-lesson"
        >
          {t("aist.next_lesson")}
        </Link>
      )}
      <Link className="btn btn-secondary" to={aiStudyUrls.list(courseId)} data-testid="aist-to-list">
        {t("aist.to_list")}
      </Link>
    </div>
  );
}
