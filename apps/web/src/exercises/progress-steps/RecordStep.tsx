import type { BaseAnswer } from "@hibiki/exercises";
import { useEffect, useMemo, useRef } from "react";
import { useResourceContext } from "../shell/resource-context.ts";
import { RecordButton } from "../speaking/RecordButton.tsx";
import { SpeakingServicesContext, useSpeakingServices } from "../speaking/services.ts";
import { type CyclePhase, useRecordingCycle } from "../speaking/use-recording-cycle.ts";
import { reportFailures } from "./skip-on-failure.ts";
import type { RecordSpec } from "./stages.ts";

/** Props of {@link RecordStep}. */
export type RecordStepProps = {
  spec: RecordSpec;
  /** posts the recording payload; resolves with the stored answer */
  onSubmit: (answer: BaseAnswer) => Promise<BaseAnswer>;
  /** the answer is stored */
  onSaved: (stored: BaseAnswer) => void;
  /** the recording could not be scored (the step or item is skipped) */
  onFailed: () => void;
  /** the cycle's phase, so the programme can hold navigation while a take is scored */
  onPhase?: (phase: CyclePhase) => void;
};

/**
 * A record step: recording starts as soon as the step is reached (the shared record button then offers
 * Stop after 1 s and stops by itself at the limit); the take is scored, uploaded and posted by the shared
 * recording cycle. A failed evaluation is reported once through onFailed; nothing is reported after the
 * step was left.
 * @param props - what to record and the callbacks
 * @returns the record button
 */
export function RecordStep(props: RecordStepProps) {
  const base = useSpeakingServices();
  const live = useRef(true);
  const failed = useRef(props.onFailed);
  failed.current = props.onFailed;
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  const services = useMemo(
    () =>
      reportFailures(base, () => {
        if (live.current) failed.current();
      }),
    [base],
  );
  return (
    <SpeakingServicesContext.Provider value={services}>
      <AutoRecord {...props} />
    </SpeakingServicesContext.Provider>
  );
}

/** The recording cycle of the step, started once on mount. */
function AutoRecord({ spec, onSubmit, onSaved, onPhase }: RecordStepProps) {
  const { resource } = useResourceContext();
  const cycle = useRecordingCycle({
    questionId: spec.questionId,
    text: spec.text,
    category: spec.category,
    resCode: resource.res_code,
    openAnswerId: spec.openAnswerId,
    maxTimeMs: spec.maxTimeMs,
    onSubmit: async (answer) => {
      const stored = await onSubmit(answer);
      onSaved(stored);
      return stored;
    },
  });
  const started = useRef(false);
  const start = cycle.start;
  useEffect(() => {
    // Once only (also under StrictMode's double effects): a second start would open a second microphone.
    if (started.current) return;
    started.current = true;
    start();
  }, [start]);
  const phaseRef = useRef(onPhase);
  phaseRef.current = onPhase;
  useEffect(() => phaseRef.current?.(cycle.phase), [cycle.phase]);
  useEffect(() => () => phaseRef.current?.("idle"), []);
  return <RecordButton cycle={cycle} maxTimeMs={spec.maxTimeMs} />;
}
