import type { ProgressStep } from "@hibiki/exercises";
import { narrationSteps } from "../progress-steps/narration-stages.ts";
import type { Stage, StepsItemLike } from "../progress-steps/stages.ts";
import {
  createStepMachine,
  type StepMachine,
  type StepMachineOptions,
} from "../progress-steps/step-machine.ts";

/**
 * The narration programme of spec §4: a Start screen (audio starts on a tap), then cue audio, 2000 ms,
 * source audio, 2000 ms, cue audio, 1000 ms, beep, record.
 * @param item - the narration item
 * @returns the stages
 */
export function narrationStages(item: StepsItemLike & { progress: readonly ProgressStep[] }): Stage[] {
  return [{ kind: "intro", step: 0 }, ...narrationSteps(item.progress, item, "narration", 1)];
}

/**
 * The narration machine: the narration programme, where a failed recording skips the whole item.
 * @param item - the narration item
 * @param options - timers and change listener
 * @returns the machine and its stages
 */
export function createNarrationMachine(
  item: StepsItemLike & { progress: readonly ProgressStep[] },
  options: Omit<StepMachineOptions, "skipEndsProgramme"> = {},
): { machine: StepMachine; stages: Stage[] } {
  const stages = narrationStages(item);
  return { machine: createStepMachine(stages, { ...options, skipEndsProgramme: true }), stages };
}
