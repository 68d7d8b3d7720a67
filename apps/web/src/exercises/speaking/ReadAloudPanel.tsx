import type { SpeechCategory } from "@hibiki/contracts/ws/speech";
import type { BaseAnswer } from "@hibiki/exercises";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import { AudioPlayer } from "../shell/ui/AudioPlayer.tsx";
import { BestTakeKept } from "./BestTakeKept.tsx";
import { RecordButton } from "./RecordButton.tsx";
import { ScoredRecording } from "./ScoredRecording.tsx";
import { useRecordingCycle } from "./use-recording-cycle.ts";
import { useTakes } from "./use-takes.ts";

/** Props of {@link ReadAloudPanel}. */
export type ReadAloudPanelProps = {
  testId: string;
  questionId: string;
  /** what is shown to read (sentence, or word with its IPA and meaning) */
  children: ReactNode;
  /** the text the engine scores (evaluate_text, else the shown text) */
  text: string;
  category: SpeechCategory;
  maxTimeMs: number;
  /** model audio file (relative to the asset base) */
  audioFile?: string | undefined;
  previous?: BaseAnswer | undefined;
  /** false in review mode: the stored recording is shown, nothing is recorded */
  canRecord: boolean;
  onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>;
};

/**
 * One read-aloud item: the text, its model audio, the record button, then the scores, coloured words and
 * replay of the take. A scored item may be recorded again (issue 16 #3): after a take the button returns
 * to idle as "record again", also when the student comes back to the item; every take is saved, the item
 * keeps its best one (the shell and the server), and a worse take says which score is kept.
 * @param props - the item's text, limits, stored answer and submit
 * @returns the panel
 */
export function ReadAloudPanel(props: ReadAloudPanelProps) {
  const { t } = useTranslation();
  const takes = useTakes(props.previous);
  const cycle = useRecordingCycle({
    questionId: props.questionId,
    text: props.text,
    category: props.category,
    maxTimeMs: props.maxTimeMs,
    onSubmit: async (answer) => {
      const stored = await props.onSubmit(answer);
      takes.keep(stored);
      return stored;
    },
  });
  const { answer } = takes;
  return (
    <section className="pl-item sp-item" data-testid={props.testId}>
      {props.children}
      {props.audioFile && (
        <AudioPlayer file={props.audioFile} label={t("speak.model_audio")} testId="model-audio" />
      )}
      {props.canRecord && !takes.skipped && (
        <RecordButton cycle={cycle} maxTimeMs={props.maxTimeMs} recorded={takes.recorded} />
      )}
      <BestTakeKept kept={takes.kept} />
      {!answer && !props.canRecord && <p className="muted">{t("speak.not_recorded")}</p>}
      {answer && answer.is_skipped !== 1 && <ScoredRecording answer={answer} localUrl={cycle.takeUrl} />}
    </section>
  );
}
