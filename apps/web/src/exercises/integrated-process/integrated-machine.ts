import type { IntegratedProcessItem } from "@hibiki/exercises";
import { narrationSteps } from "../progress-steps/narration-stages.ts";
import { plainSteps } from "../progress-steps/plain-stages.ts";
import { type Stage, stepCount } from "../progress-steps/stages.ts";
import {
  createStepMachine,
  type StepMachine,
  type StepMachineOptions,
} from "../progress-steps/step-machine.ts";

/** The item fields the integrated programme reads. */
export type IntegratedLike = Pick<IntegratedProcessItem, "question_id" | "part_items"> &
  Partial<Pick<IntegratedProcessItem, "category" | "evaluate_text" | "screen_en_text" | "record_max_time">>;

/**
 * The integrated-process programme of spec §4: the parts in order. An init part is a Start screen (its
 * title and description, then its own steps, if any); a narration part runs the narration steps (pauses and
 * beep); reading and speaking parts run their audio / wait / record steps. Record steps default to 60 s.
 * Without an init part first, the programme opens with a Start screen of its own. Parts without steps are
 * left out.
 * @param item - the integrated-process item
 * @returns the stages, each tagged with its part
 */
export function integratedStages(item: IntegratedLike): Stage[] {
  const stages: Stage[] = [];
  if (item.part_items[0]?.part_type !== "init") stages.push({ kind: "intro", step: 0 });
  item.part_items.forEach((part, p) => {
    const first = stepCount(stages);
    if (part.part_type === "init") {
      stages.push({ kind: "intro", step: first, part: p });
      stages.push(...plainSteps(part.progress, item, "integrated-process", first + 1, p));
    } else if (part.part_type === "narration") {
      stages.push(...narrationSteps(part.progress, item, "integrated-process", first, p));
    } else {
      stages.push(...plainSteps(part.progress, item, "integrated-process", first, p));
    }
  });
  return stages;
}

/**
 * The integrated-process machine: each step advances on audio end, wait-timer end or record finish;
 * after a part's last step the next part begins; a failed recording skips only that step.
 * @param item - the integrated-process item
 * @param options - timers and change listener
 * @returns the machine and its stages
 */
export function createIntegratedMachine(
  item: IntegratedLike,
  options: Omit<StepMachineOptions, "skipEndsProgramme"> = {},
): { machine: StepMachine; stages: Stage[] } {
  const stages = integratedStages(item);
  return { machine: createStepMachine(stages, { ...options, skipEndsProgramme: false }), stages };
}
