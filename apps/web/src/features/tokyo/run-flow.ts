import { TOKYO_FORMAT, type TokyoPart } from "@hibiki/exercises/tokyo";

/** A speaking-test item as the resource gives it (a mixed resource's single-reading or quick-response). */
export type TokyoItem = {
  question_id: string;
  kind: string;
  item_type?: string;
  instruction?: string;
  instruction_jp?: string;
  screen_en_text?: string;
  screen_jp_text?: string;
  picture?: string;
  audio_file?: string;
  seconds?: number;
  record_max_time?: number;
} & Record<string, unknown>;

/** One item of the run with its part and windows. */
export interface RunStep {
  item: TokyoItem;
  part: TokyoPart;
  /** 1-based number within the whole run */
  no: number;
  /** 1-based number within its part (B-3) */
  inPart: number;
  prepSeconds: number;
  recordSeconds: number;
  /** B-D: the question is heard first (its audio), then the preparation runs */
  question: boolean;
}

const PARTS = new Set<string>(["A", "B", "C", "D"]);

/**
 * The steps of a test or training set: each item with its part (item_type) and the part's windows;
 * an item's own `seconds` / `record_max_time` win where the content sets them (the build keeps them equal
 * to the format). Items without a part are left out.
 * @param items - the resource's items in order
 * @returns the steps
 */
export function runSteps(items: readonly TokyoItem[]): RunStep[] {
  const counts: Record<string, number> = {};
  return items
    .filter((item) => PARTS.has(String(item.item_type)))
    .map((item, i) => {
      const part = item.item_type as TokyoPart;
      const f = TOKYO_FORMAT[part];
      counts[part] = (counts[part] ?? 0) + 1;
      return {
        item,
        part,
        no: i + 1,
        inPart: counts[part] ?? 1,
        prepSeconds: item.kind === "single-reading" ? f.prep_seconds : (item.seconds ?? f.prep_seconds),
        recordSeconds: item.record_max_time ?? f.record_seconds,
        question: part !== "A",
      };
    });
}

/** What happens within a step: the question plays, the preparation runs, the answer is recorded. */
export type StepPhase = "listen" | "prep" | "record" | "done";

/**
 * The phase after one ends: A has no question to hear; every step prepares, then records.
 * @param step - the step
 * @param phase - the phase that ended
 * @returns the next phase
 */
export function nextPhase(step: Pick<RunStep, "question">, phase: StepPhase | "start"): StepPhase {
  if (phase === "start") return step.question ? "listen" : "prep";
  if (phase === "listen") return "prep";
  if (phase === "prep") return "record";
  return "done";
}
