import type { BaseAnswer, ItemOf } from "@hibiki/exercises";
import { useEffect, useRef } from "react";
import { freeSpeechTargetOf } from "../picture-describe/free-speech.ts";
import { type RecordingCycle, useRecordingCycle } from "./use-recording-cycle.ts";

/** An item recorded in a timed run: a read-aloud (single-reading) or an open answer. */
export type TimedItem = { question_id: string; kind: string; screen_en_text?: string } & Record<
  string,
  unknown
>;

/**
 * The recording of a timed answer (an interview question, a speaking-test item) that starts by itself
 * when its window opens: a read-aloud is scored against its text, any other item as the student's own
 * words against its rubric; it stops at `seconds` (or by silence or Stop) and `onSaved` stores it.
 * @param item - the resource item
 * @param resCode - its resource
 * @param seconds - the answer window
 * @param onSaved - stores the answer
 * @returns the recording cycle (for the record button)
 */
export function useAutoTake(
  item: TimedItem,
  resCode: string,
  seconds: number,
  onSaved: (answer: BaseAnswer) => Promise<BaseAnswer>,
): RecordingCycle {
  const target =
    item.kind === "single-reading"
      ? { text: item.screen_en_text ?? "", category: "read_chapter" as const }
      : freeSpeechTargetOf(item as unknown as ItemOf<"quick-response">, item.screen_en_text);
  const cycle = useRecordingCycle({
    questionId: item.question_id,
    text: target?.text ?? "",
    category: target?.category ?? "read_chapter",
    resCode,
    maxTimeMs: seconds * 1000,
    onSubmit: onSaved,
  });
  const started = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the window opens once
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    cycle.start();
  }, []);
  return cycle;
}
