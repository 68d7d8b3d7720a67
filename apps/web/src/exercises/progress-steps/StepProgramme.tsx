import { type BaseAnswer, skippedPayload } from "@hibiki/exercises";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import "../i18n-speaking.ts";
import "./i18n.ts";
import "../speaking/speaking.css";
import "./progress-steps.css";
import type { CyclePhase } from "../speaking/use-recording-cycle.ts";
import { RecordResults } from "./RecordResults.tsx";
import { StageBody } from "./StageBody.tsx";
import { StepNav } from "./StepNav.tsx";
import { promptOf, recordStages, type Stage, stepCount } from "./stages.ts";
import { canGoNext, canGoPrev } from "./step-machine.ts";
import { useStepMachine } from "./use-step-machine.ts";

/** Props of {@link StepProgramme}. */
export type StepProgrammeProps = {
  testId: string;
  /** the programme (memoised by the player) */
  stages: Stage[];
  /** narration and speaking: a failed recording skips the whole item */
  skipEndsProgramme: boolean;
  /** posts an answer (the shell's onSubmit); resolves with the stored answer */
  onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>;
  /** the item was skipped after a failed recording and its skipped answer posted: move on */
  onSkipped?: () => void;
  /** the programme ended (after any skipped answers were posted), with the answers kept by record stage */
  onDone?: (kept: ReadonlyMap<number, BaseAnswer>) => void;
  /** shown under the recordings once the programme ended (integrated: saving the item's answer) */
  doneFooter?: ReactNode;
  /** what an intro stage shows above its Start button */
  intro: (stage: Stage) => ReactNode;
  /** shown above the current stage (integrated: the part's title) */
  header?: (stage: Stage | undefined) => ReactNode;
  /** sample answers of a record stage (shown with the sample-answer switch) */
  samples?: (stage: Stage) => ReactNode;
};

/**
 * Runs a step programme: the Start screen, then each stage (audio, pause, wait countdown, beep,
 * recording) with previous / next step buttons; each scored recording goes to onSubmit (narration and
 * speaking: the shell posts it; integrated: the player keeps it for the item's one answer). On a failed
 * recording a skipped answer (is_skipped=1) goes there and, for narration and speaking, the item is left.
 * At the end the recordings' scores are listed and onDone gets the kept answers by record stage.
 * @param props - the programme, its rules and callbacks
 * @returns the player body
 */
export function StepProgramme(props: StepProgrammeProps) {
  const { t } = useTranslation();
  const { stages, skipEndsProgramme } = props;
  const { state, send, current } = useStepMachine(stages, skipEndsProgramme);
  // Stored answers by record stage (the shell may store them under the item's question_id).
  const [saved, setSaved] = useState<ReadonlyMap<number, BaseAnswer>>(new Map());
  const [phase, setPhase] = useState<CyclePhase>("idle");
  const propsRef = useRef(props);
  propsRef.current = props;
  const stage = stages[state.index];
  // Mirrors `saved` at once, for onDone (the state may not have rendered yet when the programme ends).
  const savedRef = useRef<ReadonlyMap<number, BaseAnswer>>(saved);
  const keep = (at: number, stored: BaseAnswer) => {
    savedRef.current = new Map(savedRef.current).set(at, stored);
    setSaved(savedRef.current);
  };

  // Skipped answers still being posted: the programme's end waits for them.
  const pending = useRef<Promise<unknown>[]>([]);
  const handleFailed = (at: number) => {
    const now = current();
    const spec = stages[at]?.record;
    if (!now || !spec || now.status !== "running" || now.index !== at || now.answered.has(at)) return;
    const post = propsRef.current
      .onSubmit(skippedPayload(spec.questionId))
      .then((stored) => keep(at, stored))
      .catch(() => undefined) // the save failure was shown by the request layer
      .finally(() => {
        if (skipEndsProgramme) propsRef.current.onSkipped?.();
      });
    pending.current.push(post);
    send({ type: "RECORD_FAILED", at });
  };

  const finished = useRef(false);
  useEffect(() => {
    if (state.status !== "done" || finished.current) return;
    finished.current = true;
    void Promise.allSettled(pending.current).then(() => propsRef.current.onDone?.(savedRef.current));
  }, [state.status]);

  const offset = stages[0]?.kind === "intro" ? 1 : 0;
  const busy = phase === "loading" || phase === "evaluating";
  const showNav = state.status === "done" || (state.status === "running" && state.index > 0);
  return (
    <section className="pl-item sp-item ps-programme" data-testid={props.testId} data-status={state.status}>
      {props.header?.(stage)}
      {showNav && (
        <StepNav
          position={Math.min(stepCount(stages), (stage?.step ?? 0) + 1) - offset}
          count={stepCount(stages) - offset}
          canPrev={!busy && canGoPrev(stages, state)}
          canNext={!busy && canGoNext(stages, state)}
          onPrev={() => send({ type: "PREV" })}
          onNext={() => send({ type: "NEXT" })}
        />
      )}
      {state.status === "running" && stage?.kind === "intro" && (
        <div className="ps-intro">
          {props.intro(stage)}
          <button
            type="button"
            className="btn btn-primary ps-start"
            data-testid="steps-start"
            onClick={() => send({ type: "START" })}
          >
            {t("steps.start")}
          </button>
        </div>
      )}
      {state.status === "running" && stage && stage.kind !== "intro" && (
        <StageBody
          key={state.index}
          stage={stage}
          index={state.index}
          prompt={promptOf(stages, state.index)}
          secondsLeft={state.secondsLeft}
          answer={saved.get(state.index)}
          skipped={state.skipped.has(state.index)}
          onAudioEnded={() => send({ type: "AUDIO_ENDED", at: state.index })}
          onSubmit={props.onSubmit}
          onSaved={(stored) => {
            keep(state.index, stored);
            send({ type: "RECORD_SAVED", at: state.index });
          }}
          onFailed={() => handleFailed(state.index)}
          onPhase={setPhase}
        />
      )}
      {stage?.kind === "record" && state.status === "running" && props.samples?.(stage)}
      {state.status === "skipped" && (
        <p role="status" className="ps-skipped" data-testid="steps-skipped">
          {t("steps.skipped")}
        </p>
      )}
      {state.status === "done" && (
        <div data-testid="steps-done">
          <p className="ps-status">{t("steps.done")}</p>
          <RecordResults
            records={recordStages(stages).map((r) => ({
              key: r.index,
              stage: r.stage,
              answer: saved.get(r.index),
              skipped: state.skipped.has(r.index),
            }))}
            samples={props.samples}
          />
          {props.doneFooter}
        </div>
      )}
    </section>
  );
}
