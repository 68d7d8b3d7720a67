import {
  type AnswerOf,
  type BaseAnswer,
  floor2,
  INTEGRATED_MAX_STEPS,
  type IntegratedStepAnswer,
  percentOfTotal,
} from "@hibiki/exercises";
import { recordStages, type Stage } from "../progress-steps/stages.ts";

/** The integrated-process answer as posted and stored (one per item). */
export type IntegratedAnswer = AnswerOf<"integrated-process">;

/** Longest poorly_words the answer schema stores. */
const POORLY_WORDS_MAX = 5000;
/** Longest record_duration the answer schema stores (s). */
const DURATION_MAX = 3600;

type ScoreField = "total_score" | "accuracy_score" | "fluency_score" | "integrity_score";
const SCORE_FIELDS: readonly ScoreField[] = [
  "total_score",
  "accuracy_score",
  "fluency_score",
  "integrity_score",
];

/**
 * The `steps` entry of one record step: its scored recording, or is_skipped 1 (score 0) when the
 * recording failed or the step has no recording.
 * @param questionId - the step's question_id
 * @param part - index of the step's part in part_items
 * @param answer - the step's answer kept by the player, if any
 * @returns the entry
 */
export function stepEntry(
  questionId: string,
  part: number,
  answer: BaseAnswer | undefined,
): IntegratedStepAnswer {
  const part_index = Math.max(0, Math.trunc(part));
  if (!answer || answer.is_skipped === 1 || !answer.sound_file)
    return { question_id: questionId, part_index, is_skipped: 1, total_score: 0 };
  const entry: IntegratedStepAnswer = { question_id: questionId, part_index, sound_file: answer.sound_file };
  for (const f of SCORE_FIELDS) entry[f] = answer[f] ?? 0;
  if (answer.evaluate_html !== undefined) entry.evaluate_html = answer.evaluate_html;
  if (answer.evaluate_result !== undefined) entry.evaluate_result = answer.evaluate_result;
  if (answer.record_duration !== undefined) entry.record_duration = answer.record_duration;
  if (answer.study_report !== undefined) entry.study_report = answer.study_report;
  return entry;
}

/** The steps' poorly words, each once, joined by "|" within the stored length. */
function mergedPoorlyWords(answers: readonly (BaseAnswer | undefined)[]): string | undefined {
  const words = new Set<string>();
  for (const a of answers)
    for (const w of (a?.poorly_words ?? "").split("|")) if (w.trim()) words.add(w.trim());
  let out = "";
  for (const w of words) {
    const next = out ? `${out}|${w}` : w;
    if (next.length > POORLY_WORDS_MAX) break;
    out = next;
  }
  return out || undefined;
}

/**
 * The one answer of an integrated item, posted when its last part ends: the four scores are the means
 * over the record steps (a skipped step counts 0, floored to 2 decimals) with percent_score and score;
 * sound_file, evaluate_html, evaluate_result and study_report are the last recorded step's (a matching
 * pair for whoever replays the item's recording); record_duration is the total of the recordings;
 * poorly_words joins the steps' words; `steps` lists every record step in programme order. With no step
 * recorded the answer is skipped (is_skipped 1, scores 0), still with its steps.
 * @param itemId - the item's question_id
 * @param stages - the item's programme
 * @param kept - the answers the programme kept, by record stage index
 * @returns the answer to post
 */
export function buildIntegratedAnswer(
  itemId: string,
  stages: readonly Stage[],
  kept: ReadonlyMap<number, BaseAnswer>,
): IntegratedAnswer {
  const records = recordStages(stages).slice(0, INTEGRATED_MAX_STEPS);
  const steps = records.map((r) => stepEntry(r.spec.questionId, r.stage.part ?? 0, kept.get(r.index)));
  const recorded = steps.filter((s) => s.is_skipped !== 1);
  const last = recorded[recorded.length - 1];
  if (!last) return { question_id: itemId, is_skipped: 1, total_score: 0, percent_score: 0, score: 0, steps };
  const mean = (f: ScoreField) => floor2(recorded.reduce((sum, s) => sum + (s[f] ?? 0), 0) / steps.length);
  const seconds = recorded.reduce((sum, s) => sum + (s.record_duration ?? 0), 0);
  const total = mean("total_score");
  const poorly = mergedPoorlyWords(records.map((r) => kept.get(r.index)));
  return {
    question_id: itemId,
    total_score: total,
    percent_score: percentOfTotal(total),
    score: total,
    accuracy_score: mean("accuracy_score"),
    fluency_score: mean("fluency_score"),
    integrity_score: mean("integrity_score"),
    sound_file: last.sound_file,
    record_duration: Math.min(DURATION_MAX, floor2(seconds)),
    ...(last.evaluate_html !== undefined ? { evaluate_html: last.evaluate_html } : {}),
    ...(last.evaluate_result !== undefined ? { evaluate_result: last.evaluate_result } : {}),
    ...(last.study_report !== undefined ? { study_report: last.study_report } : {}),
    ...(poorly ? { poorly_words: poorly } : {}),
    steps,
  };
}
