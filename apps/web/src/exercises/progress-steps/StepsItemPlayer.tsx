import type { BaseAnswer, PlayerMode } from "@hibiki/exercises";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "./progress-steps.css";
import "../speaking/speaking.css";
import { usePlayerSwitches } from "../shell/switches.ts";
import { isRecorded } from "./answers.ts";
import { ItemHeader, type ProgrammeItem } from "./ItemHeader.tsx";
import { ProgrammeOverview } from "./ProgrammeOverview.tsx";
import { SampleAnswers } from "./SampleAnswers.tsx";
import { StepProgramme } from "./StepProgramme.tsx";
import { type Stage, sampleAnswersOf } from "./stages.ts";

/** Props of {@link StepsItemPlayer}. */
export type StepsItemPlayerProps = {
  testId: string;
  /** i18n key of the Start screen's instruction */
  instructionKey: string;
  item: ProgrammeItem;
  stages: Stage[];
  mode: PlayerMode;
  previous?: BaseAnswer | undefined;
  onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>;
  onNext: () => void;
};

/**
 * Narration and speaking multi-step: the item's header, then its programme (Start, steps, prev/next,
 * recording). A failed recording posts a skipped answer and moves on to the next item. In review mode, or
 * when the item already has a recording or a skip, the programme is laid out with the stored answer
 * instead.
 * @param props - the item, its stages and the shell's callbacks
 * @returns the player
 */
export function StepsItemPlayer(props: StepsItemPlayerProps) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const { item } = props;
  // Decided once: an answer posted by this programme must not swap it for the overview mid-run.
  const [answeredBefore] = useState(() => isRecorded(props.previous));
  const samples = (stage: Stage) =>
    on.sampleAnswer ? <SampleAnswers samples={sampleAnswersOf(stage.source, item)} /> : null;
  if (props.mode === "review" || answeredBefore) {
    return (
      <section className="pl-item sp-item ps-programme" data-testid={props.testId} data-status="overview">
        <ItemHeader item={item} />
        <ProgrammeOverview
          stages={props.stages}
          answers={props.previous ? [props.previous] : []}
          itemId={item.question_id}
          samples={samples}
        />
      </section>
    );
  }
  return (
    <StepProgramme
      testId={props.testId}
      stages={props.stages}
      skipEndsProgramme
      onSubmit={props.onSubmit}
      onSkipped={props.onNext}
      header={() => <ItemHeader item={item} />}
      intro={() => <p className="muted">{t(props.instructionKey)}</p>}
      samples={samples}
    />
  );
}
