import type { SpeechCategory } from "@hibiki/contracts/ws/speech";
import { type ExerciseKind, type ProgressStep, recordMaxTimeFor } from "@hibiki/exercises";
import { readingCategoryOf, speechTargetOf } from "../speaking/speech-target.ts";

/**
 * The stages a step programme (narration, speaking multi-step, integrated process) runs through. A
 * content step (audio / wait / record) becomes one or more stages: the pauses after narration cues and
 * the beep before recording are stages of their own, so a machine can time them exactly.
 */
export type StageKind = "intro" | "audio" | "pause" | "wait" | "beep" | "record";

/** What a record stage scores and posts. */
export type RecordSpec = {
  /** the answer's question_id: the step's own, else the item's */
  questionId: string;
  /**
   * the reference text the engine scores against (may be empty when the content has none); for an open
   * answer the task the student answers (may be empty)
   */
  text: string;
  /** decided by speechTargetOf: open_answer when the step (or its narration / speaking item) has a rubric */
  category: SpeechCategory;
  /** open answers only: question_id of the step or item whose open_answer rubric scores the take */
  openAnswerId?: string | undefined;
  maxTimeMs: number;
};

/** One stage of a programme. */
export type Stage = {
  kind: StageKind;
  /** the visible step this stage belongs to (prev/next move between steps) */
  step: number;
  /** the content step whose texts and picture are shown (none for a generated intro) */
  source?: ProgressStep | undefined;
  /** audio: file relative to the asset base */
  audio?: string | undefined;
  /** pause / wait / beep: length in ms */
  ms?: number | undefined;
  record?: RecordSpec | undefined;
  /** integrated process: index of the part the stage belongs to */
  part?: number | undefined;
};

/** The item fields a record step falls back to. */
export type StepsItemLike = {
  question_id: string;
  category?: string | undefined;
  /** the item's open-answer rubric (narration, speaking multi-step: it scores the item's record steps) */
  open_answer?: unknown;
  evaluate_text?: string | undefined;
  sample_answer?: string | undefined;
  samples?: readonly { content: string }[] | undefined;
  screen_en_text?: string | undefined;
  record_max_time?: number | undefined;
};

/** Seconds a wait step lasts when the content gives no time. */
export const DEFAULT_WAIT_SECONDS = 3;

/**
 * The audio file of a step (authors write audio_path or audioPath).
 * @param step - a progress step
 * @returns the file, or undefined when the step has none
 */
export function stepAudio(step: ProgressStep): string | undefined {
  const file = step.audio_path ?? step.audioPath;
  return file && file.trim() !== "" ? file : undefined;
}

/**
 * Length of a wait step in ms (its `time` in seconds, else {@link DEFAULT_WAIT_SECONDS}).
 * @param step - a wait step
 * @returns ms, a whole number of seconds
 */
export function waitMs(step: ProgressStep): number {
  const s = typeof step.time === "number" && step.time > 0 ? Math.ceil(step.time) : DEFAULT_WAIT_SECONDS;
  return s * 1000;
}

/**
 * The engine category of a reading record step: read_word and read_sentence as given, anything else (free
 * speech, a chapter, none) read_chapter, which scores several sentences.
 * @param category - the step's or item's category
 * @returns a category the evaluator accepts
 */
export const speechCategoryOf = readingCategoryOf;

const firstText = (...texts: (string | undefined)[]) => texts.find((t) => t !== undefined && t.trim() !== "");

/**
 * The sample answers of a step (its answer list), else of the item.
 * @param step - the record step
 * @param item - the item
 * @returns sample answers with their translations
 */
export function sampleAnswersOf(
  step: ProgressStep | undefined,
  item: {
    sample_answer?: string | undefined;
    samples?: readonly { content: string; content_jp?: string | undefined }[] | undefined;
  },
): { text: string; translation?: string | undefined }[] {
  const fromStep = (step?.answer ?? [])
    .filter((a) => a.sample_answer && a.sample_answer.trim() !== "")
    .map((a) => ({ text: a.sample_answer as string, translation: a.translation }));
  if (fromStep.length > 0) return fromStep;
  const fromSamples = (item.samples ?? [])
    .filter((s) => s.content.trim() !== "")
    .map((s) => ({ text: s.content, translation: s.content_jp }));
  if (fromSamples.length > 0) return fromSamples;
  return item.sample_answer && item.sample_answer.trim() !== "" ? [{ text: item.sample_answer }] : [];
}

/**
 * Where a record step's open-answer rubric is: the step's own, else (narration and speaking multi-step,
 * whose record steps answer the item's task) the item's; an integrated item's record steps only count their
 * own, since its reading parts are read aloud.
 * @param step - the record step
 * @param item - the item it belongs to
 * @param kind - the exercise kind
 * @returns the question_id whose rubric scores the step, or undefined for a reading
 */
function openAnswerIdOf(step: ProgressStep, item: StepsItemLike, kind: ExerciseKind): string | undefined {
  if (step.open_answer) return step.question_id ?? item.question_id;
  if (item.open_answer && kind !== "integrated-process") return item.question_id;
  return undefined;
}

/**
 * What a record step scores: the step's question_id (else the item's); an open answer (the step, or the
 * narration / speaking item, has an open_answer rubric) with the task shown as text, else a reading of its
 * evaluate_text (else the item's, else the first sample answer, else the shown text) in the step's
 * category; and record_max_time (the step's max_record_time, else the item's record_max_time, else the
 * kind's default: 60 s for these kinds).
 * @param step - the record step
 * @param item - the item it belongs to
 * @param kind - the exercise kind (for the default record time and where a rubric counts)
 * @returns the record spec
 */
export function recordSpecOf(step: ProgressStep, item: StepsItemLike, kind: ExerciseKind): RecordSpec {
  const samples = sampleAnswersOf(step, item);
  const shown = firstText(step.screen_en_text, step.subtitle_en, item.screen_en_text);
  const reference =
    firstText(
      step.evaluate_text,
      item.evaluate_text,
      samples[0]?.text,
      step.screen_en_text,
      item.screen_en_text,
    ) ?? "";
  const openAnswerId = openAnswerIdOf(step, item, kind);
  const target = speechTargetOf({
    category: step.category ?? item.category,
    openAnswer: openAnswerId !== undefined,
    reference,
    prompt: shown,
  });
  const spec: RecordSpec = {
    questionId: step.question_id ?? item.question_id,
    text: target?.text ?? "",
    category: target?.category ?? speechCategoryOf(step.category ?? item.category),
    maxTimeMs: recordMaxTimeFor(kind, step.max_record_time ?? item.record_max_time) * 1000,
  };
  if (openAnswerId !== undefined) spec.openAnswerId = openAnswerId;
  return spec;
}

/**
 * Every record stage of a programme, in order.
 * @param stages - the programme
 * @returns the record specs with their stage index
 */
export function recordStages(stages: readonly Stage[]): { index: number; spec: RecordSpec; stage: Stage }[] {
  const out: { index: number; spec: RecordSpec; stage: Stage }[] = [];
  stages.forEach((stage, index) => {
    if (stage.kind === "record" && stage.record) out.push({ index, spec: stage.record, stage });
  });
  return out;
}

/**
 * Number of visible steps of a programme.
 * @param stages - the programme
 * @returns the count (0 for an empty programme)
 */
export function stepCount(stages: readonly Stage[]): number {
  return stages.reduce((n, s) => Math.max(n, s.step + 1), 0);
}

/**
 * The audio step a wait, beep or record stage answers to: the nearest audio before it in the same part
 * (its subtitle stays on screen while the student thinks and speaks, e.g. the question just asked).
 * @param stages - the programme
 * @param index - the stage
 * @returns the audio step, or undefined (audio stages, or nothing played before)
 */
export function promptOf(stages: readonly Stage[], index: number): ProgressStep | undefined {
  const here = stages[index];
  if (!here || here.kind === "audio" || here.kind === "pause" || here.kind === "intro") return undefined;
  for (let i = index - 1; i >= 0; i--) {
    const s = stages[i];
    if (!s || s.kind === "intro" || s.part !== here.part || s.kind === "record") return undefined;
    if (s.kind === "audio") return s.source;
  }
  return undefined;
}
