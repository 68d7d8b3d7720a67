import type { ProgressStep } from "@hibiki/exercises";
import { plainSteps } from "../progress-steps/plain-stages.ts";
import type { Stage, StepsItemLike } from "../progress-steps/stages.ts";
import {
  createStepMachine,
  type StepMachine,
  type StepMachineOptions,
} from "../progress-steps/step-machine.ts";

/**
 * The speaking multi-step programme: a Start screen, then the item's audio / wait / record steps.
 * @param item - the speaking item
 * @returns the stages
 */
export function speakingStages(item: StepsItemLike & { progress: readonly ProgressStep[] }): Stage[] {
  return [{ kind: "intro", step: 0 }, ...plainSteps(item.progress, item, "speaking-multi-step", 1)];
}

/**
 * The speaking machine: Start, the steps, prev/next; a failed recording skips the whole item.
 * @param item - the speaking item
 * @param options - timers and change listener
 * @returns the machine and its stages
 */
export function createSpeakingMachine(
  item: StepsItemLike & { progress: readonly ProgressStep[] },
  options: Omit<StepMachineOptions, "skipEndsProgramme"> = {},
): { machine: StepMachine; stages: Stage[] } {
  const stages = speakingStages(item);
  return { machine: createStepMachine(stages, { ...options, skipEndsProgramme: true }), stages };
}
