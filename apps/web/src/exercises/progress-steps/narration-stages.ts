import type { ExerciseKind, ProgressStep } from "@hibiki/exercises";
import { recordSpecOf, type Stage, type StepsItemLike, stepAudio, waitMs } from "./stages.ts";

/** Spec §4 narration: 2000 ms after the first cue and after the source audio. */
export const NARRATION_PAUSE_MS = 2000;
/** Spec §4 narration: 1000 ms after the second cue, before the beep. */
export const NARRATION_LAST_PAUSE_MS = 1000;
/** How long the beep stage lasts before recording starts (the tone itself is shorter, see beep.ts). */
export const NARRATION_BEEP_MS = 500;

type Segment = { before: ProgressStep[]; record: ProgressStep | null };

/** Splits the steps at each record step: what leads up to it, then the record step. */
function segmentsOf(progress: readonly ProgressStep[]): Segment[] {
  const out: Segment[] = [];
  let before: ProgressStep[] = [];
  for (const step of progress) {
    if (step.type === "record") {
      out.push({ before, record: step });
      before = [];
    } else if (step.type !== "init") before.push(step);
  }
  if (before.length > 0) out.push({ before, record: null });
  return out;
}

/**
 * The lead-up of a recording: the steps as authored (audio steps without a file left out), except that a
 * lead-up of exactly two audio steps (cue, source) plays the cue again after the source, as spec §4 runs
 * it: cue, source, cue.
 */
function leadUp(before: readonly ProgressStep[]): ProgressStep[] {
  const kept = before.filter((s) => s.type !== "audio" || stepAudio(s));
  const cue = kept[0];
  if (kept.length === 2 && cue && kept.every((s) => s.type === "audio")) return [...kept, cue];
  return kept;
}

/**
 * The narration steps of spec §4: cue audio, source audio, cue audio, beep, record. After each audio of a
 * lead-up comes a pause: 2000 ms, and 1000 ms after the last one before the beep (so cue / source / cue
 * pause 2000 / 2000 / 1000 ms). Wait steps count down their own time. A beep precedes every recording.
 * @param progress - the content steps
 * @param item - the item, for the record fallbacks
 * @param kind - the kind, for the default record time
 * @param first - the number of the first visible step
 * @param part - the integrated part the steps belong to, if any
 * @returns the stages (without an intro)
 */
export function narrationSteps(
  progress: readonly ProgressStep[],
  item: StepsItemLike,
  kind: ExerciseKind,
  first = 0,
  part?: number,
): Stage[] {
  const stages: Stage[] = [];
  let step = first;
  for (const segment of segmentsOf(progress)) {
    const steps = leadUp(segment.before);
    const lastAudio = segment.record ? steps.map((s) => s.type).lastIndexOf("audio") : -1;
    steps.forEach((source, i) => {
      if (source.type === "wait") {
        stages.push({ kind: "wait", step, source, ms: waitMs(source), part });
      } else {
        stages.push({ kind: "audio", step, source, audio: stepAudio(source), part });
        const ms = i === lastAudio ? NARRATION_LAST_PAUSE_MS : NARRATION_PAUSE_MS;
        // After a trailing audio (no recording follows) the programme simply goes on.
        if (segment.record) stages.push({ kind: "pause", step, source, ms, part });
      }
      step++;
    });
    if (segment.record) {
      const record = recordSpecOf(segment.record, item, kind);
      stages.push({ kind: "beep", step, source: segment.record, ms: NARRATION_BEEP_MS, part });
      stages.push({ kind: "record", step, source: segment.record, record, part });
      step++;
    }
  }
  return stages;
}
