import { useCallback, useEffect, useRef, useState } from "react";
import type { Stage } from "./stages.ts";
import {
  browserTimers,
  createStepMachine,
  type StepMachine,
  type StepMachineEvent,
  type StepMachineState,
  type Timers,
} from "./step-machine.ts";

/**
 * Runs a step machine for a component: one machine per stage list (memoise the stages), disposed with
 * the component so no timer outlives the item.
 * @param stages - the programme
 * @param skipEndsProgramme - narration and speaking: a failed recording skips the item
 * @param timers - the browser's timers unless given
 * @returns the current state, a send function and the live machine (to read the state inside handlers)
 */
export function useStepMachine(
  stages: readonly Stage[],
  skipEndsProgramme: boolean,
  timers: Timers = browserTimers,
) {
  const machineRef = useRef<StepMachine | null>(null);
  const [state, setState] = useState<StepMachineState>(() => {
    const probe = createStepMachine(stages, {
      skipEndsProgramme,
      timers: { set: () => null, clear: () => undefined },
    });
    return probe.getState();
  });
  useEffect(() => {
    const machine = createStepMachine(stages, { skipEndsProgramme, timers, onChange: setState });
    machineRef.current = machine;
    setState(machine.getState());
    return () => {
      machine.dispose();
      machineRef.current = null;
    };
  }, [stages, skipEndsProgramme, timers]);
  const send = useCallback((event: StepMachineEvent) => machineRef.current?.send(event), []);
  const current = useCallback(() => machineRef.current?.getState() ?? null, []);
  return { state, send, current };
}
