import type { ExerciseKind, ProgressStep } from "@hibiki/exercises";
import { recordSpecOf, type Stage, type StepsItemLike, stepAudio, waitMs } from "./stages.ts";

/**
 * Builds a plain step programme (speaking multi-step; reading and speaking parts of an integrated
 * process): an audio step plays its file, a wait step counts down its time, a record step records.
 * Audio steps without a file and init steps are left out (an init step is the Start screen).
 * @param progress - the content steps
 * @param item - the item, for the record fallbacks
 * @param kind - the kind, for the default record time
 * @param first - the number of the first visible step
 * @param part - the integrated part the steps belong to, if any
 * @returns the stages (without an intro)
 */
export function plainSteps(
  progress: readonly ProgressStep[],
  item: StepsItemLike,
  kind: ExerciseKind,
  first = 0,
  part?: number,
): Stage[] {
  const stages: Stage[] = [];
  let step = first;
  for (const source of progress) {
    if (source.type === "audio") {
      const audio = stepAudio(source);
      if (!audio) continue;
      stages.push({ kind: "audio", step, source, audio, part });
    } else if (source.type === "wait") {
      stages.push({ kind: "wait", step, source, ms: waitMs(source), part });
    } else if (source.type === "record") {
      stages.push({ kind: "record", step, source, record: recordSpecOf(source, item, kind), part });
    } else continue;
    step++;
  }
  return stages;
}
