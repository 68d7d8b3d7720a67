import type { BaseAnswer } from "@hibiki/exercises";
import { OpenAnswerRecording } from "./open-answer/OpenAnswerRecording.tsx";
import { ReadingRecording } from "./ReadingRecording.tsx";

/** Props of {@link ScoredRecording}. */
export type ScoredRecordingProps = {
  answer: BaseAnswer;
  /** a local take URL to replay when the answer has no sound_file yet */
  localUrl?: string | null | undefined;
  /** the item or record step takes an open answer (it has an open_answer rubric) */
  open?: boolean | undefined;
};

/**
 * A stored recording answer as the student sees it: an open answer with its content, language and delivery
 * (read from the kept result XML), anything else as a reading (score rings, coloured words, tips, speed).
 * @param props - the stored answer, the local take and whether the answer is an open one
 * @returns the panel
 */
export function ScoredRecording({ answer, localUrl, open = false }: ScoredRecordingProps) {
  if (open) return <OpenAnswerRecording answer={answer} localUrl={localUrl} />;
  return <ReadingRecording answer={answer} localUrl={localUrl} />;
}
