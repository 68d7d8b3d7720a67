import type { AiStageKind, AiStageStatus } from "@hibiki/contracts";
import { Icon } from "@web/components/Icon.tsx";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import "../i18n.ts";
import { aiStudyUrls } from "../urls.ts";

/**
 * A lesson's four stages as steps: each links to its stage, shows whether it is done (a tick and the word)
 * and which one is open (aria-current).
 * @param props - the lesson, its stages and the open one (none on the lesson list)
 * @returns the steps
 */
export function StageNav({
  lessonId,
  stages,
  current,
}: {
  lessonId: string;
  stages: readonly AiStageStatus[];
  current?: AiStageKind;
}) {
  const { t } = useTranslation();
  return (
    <ol className="aist-stages" aria-label={t("aist.stages")}>
      {stages.map((s, i) => (
        <li key={s.stage}>
          <Link
            to={aiStudyUrls.practice(lessonId, s.stage)}
            className={`aist-stage${s.done ? " is-done" : ""}`}
            aria-current={current === s.stage ? "step" : undefined}
            data-testid="aist-stage-link"
            data-stage={s.stage}
            data-done={s.done ? "1" : "0"}
          >
            <span className="aist-stage-no" aria-hidden="true">
              {s.done ? <Icon name="check" size={16} /> : i + 1}
            </span>
            <span>{t(`aist.stage.${s.stage}`)}</span>
            <span className="sr-only">（{s.done ? t("aist.stage_done") : t("aist.stage_todo")}）</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
