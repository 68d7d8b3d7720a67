import type { BaseAnswer } from "@hibiki/exercises";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { answerOfRecord } from "./answers.ts";
import { RecordResults } from "./RecordResults.tsx";
import { StepContent } from "./StepContent.tsx";
import type { Stage } from "./stages.ts";

/** Props of {@link ProgrammeOverview}. */
export type ProgrammeOverviewProps = {
  stages: readonly Stage[];
  answers: readonly BaseAnswer[];
  itemId: string;
  samples?: ((stage: Stage) => ReactNode) | undefined;
  /** the recording that may show an answer stored under the item's question_id (default: the first here) */
  itemRecord?: Stage | undefined;
  /** finds a recording's answer instead of the question_id lookup (integrated: the item's stored steps) */
  answerOf?: ((stage: Stage) => BaseAnswer | undefined) | undefined;
};

/**
 * A programme laid out at once (review mode, an item already answered, and the result screens): each
 * audio step with its text, subtitle, translation and a player for its audio (a cue played twice is
 * listed once), each wait step's time, and each recording with its stored answer and sample answers.
 * @param props - the programme, the answers and the item's question_id
 * @returns the overview
 */
export function ProgrammeOverview(props: ProgrammeOverviewProps) {
  const { stages, answers, itemId, samples, itemRecord, answerOf } = props;
  const { t } = useTranslation();
  const heard = new Set<string>();
  const fallback = itemRecord ?? stages.find((s) => s.kind === "record");
  return (
    <div className="ps-stage" data-testid="programme-overview">
      {stages.map((stage, i) => {
        if (stage.kind === "audio" && stage.audio) {
          if (heard.has(stage.audio)) return null;
          heard.add(stage.audio);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: stages never reorder
            <div key={i} className="ps-content">
              <StepContent source={stage.source} />
              <AudioPlayer file={stage.audio} label={t("steps.model_audio")} testId="overview-audio" />
            </div>
          );
        }
        if (stage.kind === "wait")
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: stages never reorder
            <p key={i} className="muted">
              {t("steps.wait_label", { seconds: Math.round((stage.ms ?? 0) / 1000) })}
            </p>
          );
        if (stage.kind !== "record" || !stage.record) return null;
        const answer = answerOf
          ? answerOf(stage)
          : answerOfRecord(answers, stage.record, itemId, stage === fallback);
        return (
          <RecordResults
            // biome-ignore lint/suspicious/noArrayIndexKey: stages never reorder
            key={i}
            records={[{ key: i, stage, answer, skipped: false }]}
            samples={samples}
          />
        );
      })}
    </div>
  );
}
