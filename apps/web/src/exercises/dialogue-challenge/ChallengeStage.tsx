import type { BaseAnswer } from "@hibiki/exercises";
import { useTranslation } from "react-i18next";
import "../dialogue/i18n.ts";
import type { ChallengeSnapshot } from "../dialogue/challenge-machine.ts";
import { RecordButton } from "../speaking/RecordButton.tsx";
import { ScoredRecording } from "../speaking/ScoredRecording.tsx";
import type { RecordingCycle } from "../speaking/use-recording-cycle.ts";

/** Props of {@link ChallengeStage}. */
export type ChallengeStageProps = {
  snap: ChallengeSnapshot;
  /** the current turn's speaker */
  speakerName: string;
  cycle: RecordingCycle;
  maxTimeMs: number;
  /** the stored answer of this turn, once saved */
  saved: BaseAnswer | null;
  post: "idle" | "saving" | "failed" | "done";
  onRetryPost: () => void;
};

/**
 * What happens now in a dialogue-challenge turn, below the conversation: the ready countdown, the beep,
 * the record button on the student's turn (then its scores), "listening" on another speaker's turn, the
 * wait items' countdowns, and the save state of a heard turn.
 * @param props - the machine snapshot, the recording cycle and the save state
 * @returns the stage
 */
export function ChallengeStage(props: ChallengeStageProps) {
  const { t } = useTranslation();
  const { snap, saved } = props;
  const recorded = saved && saved.is_skipped !== 1 ? saved : null;
  return (
    <div className="dl-stage" data-testid="challenge-stage" data-phase={snap.phase} aria-live="polite">
      {snap.phase === "ready" && (
        <>
          <p>{t("dialogue.ready")}</p>
          <p className="dl-big" data-testid="countdown">
            {snap.left}
          </p>
        </>
      )}
      {snap.phase === "beep" && (
        <p className="dl-big" data-testid="beep">
          {t("dialogue.beep")}
        </p>
      )}
      {snap.phase === "record" && !recorded && (
        <>
          <p>{t("dialogue.your_turn", { name: props.speakerName })}</p>
          <RecordButton cycle={props.cycle} maxTimeMs={props.maxTimeMs} />
        </>
      )}
      {(snap.phase === "listen" || snap.phase === "listen-countdown") && (
        <p data-testid="challenge-listening">{t("dialogue.listening", { name: props.speakerName })}</p>
      )}
      {(snap.phase === "wait" || snap.phase === "wait-audio") && (
        <p data-testid="challenge-wait">
          {snap.waitText ?? (snap.phase === "wait-audio" ? t("dialogue.wait_audio") : "")}
        </p>
      )}
      {(snap.phase === "wait" || snap.phase === "listen-countdown") && (
        <p className="dl-big" data-testid="wait-seconds">
          {t("dialogue.wait", { seconds: snap.left })}
        </p>
      )}
      {props.post === "saving" && <p className="muted">{t("dialogue.saving")}</p>}
      {props.post === "failed" && (
        <p role="alert">
          {t("dialogue.save_failed")}{" "}
          <button type="button" className="btn btn-sm" onClick={props.onRetryPost} data-testid="retry-post">
            {t("dialogue.save_retry")}
          </button>
        </p>
      )}
      {recorded && <ScoredRecording answer={recorded} localUrl={props.cycle.takeUrl} />}
    </div>
  );
}
