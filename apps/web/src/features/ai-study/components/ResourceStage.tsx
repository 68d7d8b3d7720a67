import type { AiStageResource, AiStageStatus } from "@hibiki/contracts";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import "../i18n.ts";
import { aiStudyUrls, type ResourceStage as Stage } from "../urls.ts";
import { StagePlayer } from "./StagePlayer.tsx";

/**
 * The review or consolidation stage: its introduction (what it practises, how many questions, the best
 * score so far) and the start; started, the questions in the exercise player, whose end opens the
 * stage's result (where the attempt is submitted).
 * @param props - the lesson, the stage, its resource and status, and whether it is being played
 * @returns the stage
 */
export function ResourceStage({
  lessonId,
  stage,
  resource,
  status,
  playing,
}: {
  lessonId: string;
  stage: Stage;
  resource: AiStageResource;
  status: AiStageStatus | undefined;
  playing: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (playing)
    return (
      <StagePlayer
        resCode={resource.res_code}
        mode="practice"
        testId={`aist-player-${stage}`}
        onFinish={(guid) => navigate(aiStudyUrls.practiceResult(lessonId, stage, guid), { replace: true })}
      />
    );
  return (
    <section
      className="card aist-resource"
      aria-labelledby="aist-resource-title"
      data-testid={`aist-${stage}-intro`}
    >
      <h2 id="aist-resource-title">{t(`aist.stage.${stage}`)}</h2>
      <p>{t(`aist.resource.lead.${stage}`)}</p>
      <p className="muted">
        {t("aist.resource.items", { n: resource.item_count })}
        {status?.best_score != null && <> ・ {t("aist.resource.best", { n: status.best_score })}</>}
      </p>
      <Link
        className="btn btn-primary"
        to={aiStudyUrls.practicePlay(lessonId, stage)}
        data-testid="aist-resource-start"
      >
        {status?.done ? t("aist.resource.again") : t("aist.resource.start")}
      </Link>
    </section>
  );
}
