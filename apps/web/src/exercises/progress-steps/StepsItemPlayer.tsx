import type { BaseAnswer, PlayerMode } from "@hibiki/exercises";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "../i18n-speaking.ts";
import "./progress-steps.css";
import "../speaking/speaking.css";
import { usePlayerSwitches } from "../shell/switches.ts";
import { BestTakeKept } from "../speaking/BestTakeKept.tsx";
import { percentOf } from "../speaking/best-take.ts";
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
 * instead. A recorded item can be recorded again (issue 16 #3): 「もう一度録音する」 runs the programme
 * from its start; the shell keeps the best take and a worse one says which score is kept.
 * @param props - the item, its stages and the shell's callbacks
 * @returns the player
 */
export function StepsItemPlayer(props: StepsItemPlayerProps) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const { item } = props;
  // Decided once: an answer posted by this programme must not swap it for the overview mid-run.
  const [answeredBefore] = useState(() => isRecorded(props.previous));
  // 0: as opened; each 「もう一度録音する」 starts a new run of the programme
  const [run, setRun] = useState(0);
  const [last, setLast] = useState<BaseAnswer | null>(null);
  const again = (
    <div className="sp-record">
      <button
        type="button"
        className="btn btn-secondary"
        data-testid="steps-again"
        onClick={() => {
          setLast(null);
          setRun((r) => r + 1);
        }}
      >
        {t("speak.rerecord")}
      </button>
    </div>
  );
  const previous = props.previous;
  const kept =
    last && previous && isRecorded(previous) && percentOf(previous) > percentOf(last) ? previous : null;
  const samples = (stage: Stage) =>
    on.sampleAnswer ? <SampleAnswers samples={sampleAnswersOf(stage.source, item)} /> : null;
  if (props.mode === "review" || (answeredBefore && run === 0)) {
    return (
      <section className="pl-item sp-item ps-programme" data-testid={props.testId} data-status="overview">
        <ItemHeader item={item} />
        <ProgrammeOverview
          stages={props.stages}
          answers={props.previous ? [props.previous] : []}
          itemId={item.question_id}
          samples={samples}
        />
        {props.mode !== "review" && props.previous?.is_skipped !== 1 && again}
      </section>
    );
  }
  return (
    <StepProgramme
      key={run}
      testId={props.testId}
      stages={props.stages}
      skipEndsProgramme
      onSubmit={props.onSubmit}
      onSkipped={props.onNext}
      onDone={(answers) => setLast([...answers.values()].at(-1) ?? null)}
      doneFooter={
        last?.is_skipped === 1 ? null : (
          <>
            <BestTakeKept kept={kept} />
            {again}
          </>
        )
      }
      header={() => <ItemHeader item={item} />}
      intro={() => <p className="muted">{t(props.instructionKey)}</p>}
      samples={samples}
    />
  );
}
