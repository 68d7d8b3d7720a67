import type { BaseAnswer, ProgressStep } from "@hibiki/exercises";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import { playBeep } from "../speaking/beep.ts";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import type { CyclePhase } from "../speaking/use-recording-cycle.ts";
import { RecordStep } from "./RecordStep.tsx";
import { StageAudio } from "./StageAudio.tsx";
import { StepContent } from "./StepContent.tsx";
import type { Stage } from "./stages.ts";

/** Props of {@link StageBody}. */
export type StageBodyProps = {
  stage: Stage;
  index: number;
  /** the audio step the stage answers to (see promptOf) */
  prompt?: ProgressStep | undefined;
  secondsLeft: number | null;
  /** the stored answer of a record stage already answered (undefined: not yet) */
  answer: BaseAnswer | undefined;
  skipped: boolean;
  onAudioEnded: () => void;
  onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>;
  onSaved: (stored: BaseAnswer) => void;
  onFailed: () => void;
  onPhase: (phase: CyclePhase) => void;
};

/** Plays the beep once when the beep stage is reached. */
function Beep() {
  const { t } = useTranslation();
  useEffect(() => void playBeep(), []);
  return (
    <p className="ps-status ps-beep" data-testid="stage-beep" aria-live="assertive">
      {t("steps.beep")}
    </p>
  );
}

/**
 * The current stage below the step's content: the playing audio, the pause, the wait countdown, the beep
 * or the recording (or, for a step already answered, its scores).
 * @param props - the stage, its state and the callbacks
 * @returns the stage view
 */
export function StageBody(props: StageBodyProps) {
  const { t } = useTranslation();
  const { stage } = props;
  return (
    <div className="ps-stage" data-testid="stage" data-kind={stage.kind}>
      <StepContent source={stage.source} prompt={props.prompt} />
      {stage.kind === "audio" && stage.audio && (
        <StageAudio key={props.index} file={stage.audio} onEnded={props.onAudioEnded} />
      )}
      {stage.kind === "pause" && (
        <p className="ps-status muted" data-testid="stage-pause">
          {t("steps.pause")}
        </p>
      )}
      {stage.kind === "wait" && (
        <p className="ps-status ps-countdown" data-testid="wait-countdown" aria-live="polite">
          {t("steps.wait", { seconds: props.secondsLeft ?? 0 })}
        </p>
      )}
      {stage.kind === "beep" && <Beep />}
      {stage.kind === "record" && stage.record && <RecordBody {...props} />}
    </div>
  );
}

/** A record stage: the recording, or the stored answer once there is one. */
function RecordBody(props: StageBodyProps) {
  const { t } = useTranslation();
  const spec = props.stage.record;
  if (!spec) return null;
  if (props.skipped) return <p className="muted">{t("steps.skipped_step")}</p>;
  if (props.answer) return <ScoredRecording answer={props.answer} open={spec.category === "open_answer"} />;
  return (
    <>
      <p className="ps-status">{t("steps.record")}</p>
      <RecordStep
        key={props.index}
        spec={spec}
        onSubmit={props.onSubmit}
        onSaved={props.onSaved}
        onFailed={props.onFailed}
        onPhase={props.onPhase}
      />
    </>
  );
}
