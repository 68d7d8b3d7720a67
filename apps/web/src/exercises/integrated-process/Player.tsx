import type { BaseAnswer } from "@hibiki/exercises";
import { Spinner } from "@web/components/Spinner.tsx";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import "./i18n.ts";
import "../i18n-speaking.ts";
import "../progress-steps/progress-steps.css";
import "../speaking/speaking.css";
import { isRecorded } from "../progress-steps/answers.ts";
import { SampleAnswers } from "../progress-steps/SampleAnswers.tsx";
import { StepProgramme } from "../progress-steps/StepProgramme.tsx";
import { type Stage, sampleAnswersOf } from "../progress-steps/stages.ts";
import { usePlayerSwitches } from "../shell/switches.ts";
import type { PlayerProps } from "../types.ts";
import { buildIntegratedAnswer } from "./integrated-answer.ts";
import { integratedStages } from "./integrated-machine.ts";
import { PartHeader } from "./PartHeader.tsx";
import { SaveStatus } from "./SaveStatus.tsx";
import { useItemSave } from "./use-item-save.ts";

// The overview (review, or an item answered before) is its own chunk: a student starting the item fresh
// never needs it, and the player stays within its size budget (issue 14).
const IntegratedOverview = lazy(() =>
  import("./IntegratedOverview.tsx").then((m) => ({ default: m.IntegratedOverview })),
);

/** A record step's answer stays in the programme until the item's one answer is posted. */
const keepLocally = (answer: BaseAnswer) => Promise.resolve(answer);

/**
 * Integrated process (spec §4): the init screen and Start, then the parts in order (reading, speaking,
 * narration), each step advancing on audio end, wait-timer end or record finish. Each record step's
 * evaluation is kept (a recording that cannot be scored is kept as a skipped step and the programme goes
 * on); when the last part ends the item's one answer, holding every step, is posted under the item's
 * question_id and the player moves on to the result (a failed save offers a retry). In review mode, or
 * once the item has an answer, the parts are laid out with the stored steps, with 「もう一度録音する」 to run
 * the programme again (issue 16 #3: the new answer is saved and the shell keeps the better one).
 * @param props - the shell's player props
 * @returns the player
 */
export default function IntegratedProcessPlayer({
  item,
  previous,
  mode,
  onSubmit,
  onNext,
}: PlayerProps<"integrated-process">) {
  const { t } = useTranslation();
  const { on } = usePlayerSwitches();
  const stages = useMemo(() => integratedStages(item), [item]);
  // Decided once: the answer this programme posts must not swap it for the overview.
  const [answeredBefore] = useState(() => isRecorded(previous));
  // 0: as opened; 「もう一度録音する」 on the overview starts a new run of the programme
  const [run, setRun] = useState(0);
  const saving = useItemSave(onSubmit, onNext);
  const { save } = saving;
  const finish = useCallback(
    (kept: ReadonlyMap<number, BaseAnswer>) => save(buildIntegratedAnswer(item.question_id, stages, kept)),
    [save, item.question_id, stages],
  );
  const count = item.part_items.length;
  const samples = (stage: Stage) =>
    on.sampleAnswer ? <SampleAnswers samples={sampleAnswersOf(stage.source, {})} /> : null;
  if (mode === "review" || (answeredBefore && run === 0)) {
    return (
      <section
        className="pl-item sp-item ps-programme"
        data-testid="player-integrated-process"
        data-status="overview"
      >
        <Suspense fallback={<Spinner />}>
          <IntegratedOverview
            item={item}
            stages={stages}
            answers={previous ? [previous] : []}
            showSamples={on.sampleAnswer}
          />
        </Suspense>
        {mode !== "review" && previous?.is_skipped !== 1 && (
          <div className="sp-record">
            <button
              type="button"
              className="btn btn-secondary"
              data-testid="steps-again"
              onClick={() => setRun((r) => r + 1)}
            >
              {t("speak.rerecord")}
            </button>
          </div>
        )}
      </section>
    );
  }
  const header = (stage: Stage | undefined) =>
    stage?.part === undefined ? null : (
      <PartHeader part={item.part_items[stage.part]} index={stage.part} count={count} />
    );
  return (
    <StepProgramme
      key={run}
      testId="player-integrated-process"
      stages={stages}
      skipEndsProgramme={false}
      onSubmit={keepLocally}
      onDone={finish}
      doneFooter={<SaveStatus status={saving.status} onRetry={saving.retry} />}
      header={header}
      intro={() => <p className="muted">{t("integrated.instruction")}</p>}
      samples={samples}
    />
  );
}
